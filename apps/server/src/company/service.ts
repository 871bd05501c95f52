import type { RestCompany, RestCompanyUpdate } from '@parley/api/rest';
import { ATTACHMENT_URL_PREFIX, companyFormSchema, companyMessageKeys, messageKeys } from '@parley/domain';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { findCompany } from '../db/queries.ts';
import { attachmentFiles, companies } from '../db/schema.ts';
import { badUserInput, forbidden, notFound, parseInput } from '../errors.ts';
import { attachmentKeyOf } from '../inbox/attachments.ts';
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

/**
 * A logo that points at an uploaded attachment must be one of this company's files (the upload
 * checked its size and quota); an https address is the brand's own.
 */
async function assertOwnLogo(
  db: Db,
  companyId: string,
  field: 'logo' | 'small_logo',
  url: string | null | undefined,
) {
  if (!url?.startsWith(ATTACHMENT_URL_PREFIX)) return;
  const key = attachmentKeyOf(url);
  const [file] = key
    ? await db
        .select({ id: attachmentFiles.id })
        .from(attachmentFiles)
        .where(and(eq(attachmentFiles.id, key), eq(attachmentFiles.companyId, companyId)))
        .limit(1)
    : [];
  if (!file) throw badUserInput(field, companyMessageKeys.invalidLogo, 'Unknown logo file');
}

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
  await assertOwnLogo(deps.db, viewer.companyId, 'logo', body.logo);
  await assertOwnLogo(deps.db, viewer.companyId, 'small_logo', body.small_logo);
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
