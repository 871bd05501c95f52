import type { RestCompanyUpdate } from '@parley/api/rest';
import { ATTACHMENT_URL_PREFIX, companyMessageKeys, messageKeys } from '@parley/domain';
import { and, asc, eq } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import {
  attachmentFiles,
  type BrandRow,
  brandChannelPreferences,
  brands,
  type CompanyRow,
  companies,
} from '../db/schema.ts';
import { badUserInput, forbidden, notFound } from '../errors.ts';
import { attachmentKeyOf } from '../inbox/attachments.ts';

/*
 * The company account (settings → account) and its brand. Anyone of the company reads both (the shell
 * shows the company's name and logos and applies the brand); only its admins change the company.
 * Another company's or brand's id is refused, never looked up.
 */

export type CompanyDeps = { db: Db };

export async function findCompany(db: Db, companyId: string): Promise<CompanyRow | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return company ?? null;
}

/** The company's brand: its feature flags decide which features the company's users get. */
export async function brandOfCompany(db: Db, companyId: string): Promise<BrandRow | null> {
  const [row] = await db
    .select({ brand: brands })
    .from(companies)
    .innerJoin(brands, eq(brands.id, companies.brandId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.brand ?? null;
}

export async function findBrandWithPreferences(db: Db, brandId: string) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) return null;
  const preferences = await db
    .select({
      channelType: brandChannelPreferences.channelType,
      isDisabled: brandChannelPreferences.isDisabled,
    })
    .from(brandChannelPreferences)
    .where(eq(brandChannelPreferences.brandId, brandId))
    .orderBy(asc(brandChannelPreferences.channelType));
  return { brand, preferences };
}

export type BrandWithPreferences = NonNullable<Awaited<ReturnType<typeof findBrandWithPreferences>>>;

/** A brand with its channel preferences, for a company already known to be the viewer's own. */
export async function getBrand({ db }: CompanyDeps, brandId: string): Promise<BrandWithPreferences> {
  const found = await findBrandWithPreferences(db, brandId);
  if (!found) throw notFound('Brand');
  return found;
}

/**
 * The brand of the viewer's company (GraphQL brandDetails, REST brands/:brandId). A brand id the
 * caller names must be that brand: any other is FORBIDDEN, whether or not it exists.
 */
export async function getViewerBrand(
  deps: CompanyDeps,
  viewer: Viewer,
  brandId?: string,
): Promise<BrandWithPreferences> {
  const company = await findCompany(deps.db, viewer.companyId);
  if (brandId !== undefined && company?.brandId !== brandId) throw forbidden('Not your brand');
  if (!company) throw notFound('Company');
  return getBrand(deps, company.brandId);
}

/** The company a user belongs to (GraphQL User.company). */
export async function getCompanyOf({ db }: CompanyDeps, companyId: string): Promise<CompanyRow> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('Company');
  return company;
}

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

/** A company id in a path must be the viewer's own: any other is FORBIDDEN, whether or not it exists. */
export function assertOwnCompany(viewer: Viewer, companyId: string) {
  if (companyId !== viewer.companyId) throw forbidden('Not your company');
}

export async function getCompany(deps: CompanyDeps, viewer: Viewer, companyId: string): Promise<CompanyRow> {
  assertOwnCompany(viewer, companyId);
  return getCompanyOf(deps, viewer.companyId);
}

/** PATCH/PUT (spec 7): fields left out stay as they are; the body's id must be the path's company. */
export async function updateCompany(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  body: RestCompanyUpdate,
): Promise<CompanyRow> {
  assertOwnCompany(viewer, companyId);
  assertAdmin(viewer);
  if (body.id !== viewer.companyId)
    throw badUserInput('id', messageKeys.general, 'id must match the company in the path');
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
  return updated;
}
