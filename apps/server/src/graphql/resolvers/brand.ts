import { findBrandWithPreferences, findCompany } from '../../db/queries.ts';
import { notFound } from '../errors.ts';
import { type BrandModel, type CompanyModel, presentBrand } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

type NoArgs = Record<string, never>;

export async function loadBrand(ctx: Parameters<Resolve<unknown, NoArgs, unknown>>[2], brandId: string) {
  const found = await findBrandWithPreferences(ctx.db, brandId);
  if (!found) throw notFound('Brand');
  return presentBrand(found.brand, found.preferences);
}

const brandDetails: Resolve<unknown, NoArgs, BrandModel> = async (_p, _a, ctx) => {
  const viewer = await requireViewer(ctx);
  const company = await findCompany(ctx.db, viewer.companyId);
  if (!company) throw notFound('Company');
  return loadBrand(ctx, company.brandId);
};

export const brandResolvers = {
  Query: { brandDetails },
  Company: {
    brand: ((company, _a, ctx) => loadBrand(ctx, company.brandId)) as Resolve<
      CompanyModel,
      NoArgs,
      BrandModel
    >,
  },
};
