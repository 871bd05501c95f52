import type { RestCompany, RestCompanyUpdate } from '@parley/api/rest';
import { companyFormSchema, messageKeys } from '@parley/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { findCompany } from '../db/queries.ts';
import { companies } from '../db/schema.ts';
import { badUserInput, forbidden, notFound, parseInput } from '../errors.ts';
import { presentCompany } from '../present.ts';

/*
 * The company account (settings → account). Anyone of the company reads it (the shell shows its name
 * and logos); only its admins change it. Another company's id is refused, never looked up.
 */

export type CompanyDeps = { db: Db };

const { general, required } = messageKeys;
const { name, logo, small_logo, reuseClosedOpportunities } = companyFormSchema.entries;

/** PATCH/PUT body (spec 7: id, name, logo, small_logo, reuseClosedOpportunities); omitted fields stay. */
const companyUpdateSchema = v.object({
  id: v.pipe(v.string(required), v.maxLength(128, general)),
  name,
  logo: v.optional(logo),
  small_logo: v.optional(small_logo),
  reuseClosedOpportunities: v.optional(reuseClosedOpportunities),
}) satisfies v.GenericSchema<unknown, RestCompanyUpdate>;

function assertOwnCompany(viewer: Viewer, companyId: string) {
  if (companyId !== viewer.companyId) throw forbidden('Not your company');
}

export async function getCompany(deps: CompanyDeps, viewer: Viewer, companyId: string): Promise<RestCompany> {
  assertOwnCompany(viewer, companyId);
  const company = await findCompany(deps.db, viewer.companyId);
  if (!company) throw notFound('Company');
  return presentCompany(company);
}

export async function updateCompany(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  input: unknown,
): Promise<RestCompany> {
  assertOwnCompany(viewer, companyId);
  if (!viewer.isAdmin) throw forbidden('Company admins only');
  const body = parseInput(companyUpdateSchema, input);
  if (body.id !== viewer.companyId)
    throw badUserInput('id', general, 'id must match the company in the path');
  const [updated] = await deps.db
    .update(companies)
    .set({
      name: body.name,
      ...(body.logo !== undefined ? { logo: body.logo } : {}),
      ...(body.small_logo !== undefined ? { smallLogo: body.small_logo } : {}),
      ...(body.reuseClosedOpportunities !== undefined
        ? { reuseClosedOpportunities: body.reuseClosedOpportunities }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(companies.id, viewer.companyId))
    .returning();
  if (!updated) throw notFound('Company');
  return presentCompany(updated);
}
