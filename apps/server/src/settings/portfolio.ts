import { messageKeys } from '@parley/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { findCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { brandProductCustomerTypes, brandServiceProducts } from '../db/features/profile.ts';
import {
  brandCustomerTypes,
  brandServices,
  companyCustomerTypes,
  companyProducts,
  companyServices,
} from '../db/features/settings.ts';
import { brandProducts } from '../db/schema.ts';
import { badUserInput, notFound } from '../errors.ts';
import { settingsRefusal } from './access.ts';

export type PortfolioItem = {
  id: string;
  name: string;
  icon: string | null;
  duration: number | null;
  active: boolean;
  /** Products: their customer types; services: their products (the profile's dependent steps). */
  parentIds: string[];
};
export type CompanyPortfolio = {
  customerTypes: PortfolioItem[];
  products: PortfolioItem[];
  services: PortfolioItem[];
};
export type PortfolioKind = 'customerTypes' | 'products' | 'services';
export type ActiveInput = { id: string; active: boolean };

export const MAX_PORTFOLIO_ENTRIES = 200;

type BrandEntryTable = typeof brandCustomerTypes | typeof brandProducts | typeof brandServices;
/** The brand's entries of each kind: a company offers some of them. */
const brandEntries: Record<PortfolioKind, BrandEntryTable> = {
  customerTypes: brandCustomerTypes,
  products: brandProducts,
  services: brandServices,
};

async function brandOf(db: Db, viewer: Viewer): Promise<string> {
  const company = await findCompany(db, viewer.companyId);
  if (!company) throw notFound('Company');
  return company.brandId;
}

/** The brand's customer types, products and services, each with whether the company offers it. */
export async function companyPortfolio(db: Db, viewer: Viewer): Promise<CompanyPortfolio> {
  const brandId = await brandOf(db, viewer);
  const companyId = viewer.companyId;
  const [types, typeChoices, products, productChoices, services, serviceChoices, productLinks, serviceLinks] =
    await Promise.all([
      db
        .select()
        .from(brandCustomerTypes)
        .where(eq(brandCustomerTypes.brandId, brandId))
        .orderBy(asc(brandCustomerTypes.name)),
      db.select().from(companyCustomerTypes).where(eq(companyCustomerTypes.companyId, companyId)),
      db
        .select()
        .from(brandProducts)
        .where(eq(brandProducts.brandId, brandId))
        .orderBy(asc(brandProducts.name)),
      db.select().from(companyProducts).where(eq(companyProducts.companyId, companyId)),
      db
        .select()
        .from(brandServices)
        .where(eq(brandServices.brandId, brandId))
        .orderBy(asc(brandServices.name)),
      db.select().from(companyServices).where(eq(companyServices.companyId, companyId)),
      db
        .select({
          id: brandProductCustomerTypes.productId,
          parentId: brandProductCustomerTypes.customerTypeId,
        })
        .from(brandProductCustomerTypes)
        .innerJoin(brandProducts, eq(brandProducts.id, brandProductCustomerTypes.productId))
        .where(eq(brandProducts.brandId, brandId)),
      db
        .select({ id: brandServiceProducts.serviceId, parentId: brandServiceProducts.productId })
        .from(brandServiceProducts)
        .innerJoin(brandServices, eq(brandServices.id, brandServiceProducts.serviceId))
        .where(eq(brandServices.brandId, brandId)),
    ]);
  const parentsOf = (links: { id: string; parentId: string }[]) => {
    const map = new Map<string, string[]>();
    for (const link of links) map.set(link.id, [...(map.get(link.id) ?? []), link.parentId]);
    return (id: string) => (map.get(id) ?? []).sort();
  };
  const productParents = parentsOf(productLinks);
  const serviceParents = parentsOf(serviceLinks);
  const activeTypes = new Set(typeChoices.filter((c) => c.active).map((c) => c.customerTypeId));
  const activeProducts = new Set(productChoices.filter((c) => c.active).map((c) => c.productId));
  const activeServices = new Set(serviceChoices.filter((c) => c.active).map((c) => c.serviceId));
  return {
    customerTypes: types.map((t) => ({
      id: t.id,
      name: t.name,
      icon: t.icon,
      duration: null,
      active: activeTypes.has(t.id),
      parentIds: [],
    })),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      icon: p.icon,
      duration: null,
      active: activeProducts.has(p.id),
      parentIds: productParents(p.id),
    })),
    services: services.map((s) => ({
      id: s.id,
      name: s.name,
      icon: null,
      duration: s.duration,
      active: activeServices.has(s.id),
      parentIds: serviceParents(s.id),
    })),
  };
}

/**
 * Sets which of the brand's customer types, products or services the company offers
 * (updateCompanyBrandCustomerTypes / Products / Services). Entries not named keep their state.
 */
export async function updateCompanyPortfolio(
  db: Db,
  viewer: Viewer,
  kind: PortfolioKind,
  payload: readonly ActiveInput[],
): Promise<CompanyPortfolio> {
  assertAdmin(viewer, settingsRefusal);
  if (payload.length > MAX_PORTFOLIO_ENTRIES)
    throw badUserInput('payload', messageKeys.general, `At most ${MAX_PORTFOLIO_ENTRIES} entries`);
  const brandId = await brandOf(db, viewer);
  const ids = [...new Set(payload.map((entry) => entry.id))];
  if (ids.length !== payload.length) throw badUserInput('payload', messageKeys.general, 'Duplicate id');
  const companyId = viewer.companyId;
  if (ids.length > 0) {
    const table: BrandEntryTable = brandEntries[kind];
    const known = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.brandId, brandId), inArray(table.id, ids)));
    // Another brand's entry answers like an unknown one.
    if (known.length !== ids.length) throw notFound('Portfolio entry');
  }
  await db.transaction(async (tx) => {
    for (const entry of payload) {
      if (kind === 'customerTypes')
        await tx
          .insert(companyCustomerTypes)
          .values({ companyId, customerTypeId: entry.id, active: entry.active })
          .onConflictDoUpdate({
            target: [companyCustomerTypes.companyId, companyCustomerTypes.customerTypeId],
            set: { active: entry.active },
          });
      else if (kind === 'products')
        await tx
          .insert(companyProducts)
          .values({ companyId, productId: entry.id, active: entry.active })
          .onConflictDoUpdate({
            target: [companyProducts.companyId, companyProducts.productId],
            set: { active: entry.active },
          });
      else
        await tx
          .insert(companyServices)
          .values({ companyId, serviceId: entry.id, active: entry.active })
          .onConflictDoUpdate({
            target: [companyServices.companyId, companyServices.serviceId],
            set: { active: entry.active },
          });
    }
  });
  return companyPortfolio(db, viewer);
}
