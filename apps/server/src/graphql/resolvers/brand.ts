import { presentBrand } from '../../company/present.ts';
import { getBrand, getViewerBrand } from '../../company/service.ts';
import type { BrandModel, CompanyModel } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* The brand, read through the company service as REST reads it (rest/company.ts). */

type NoArgs = Record<string, never>;

const brandDetails: Resolve<unknown, NoArgs, BrandModel> = async (_p, _a, ctx) => {
  const { brand, preferences } = await getViewerBrand(ctx, await requireViewer(ctx));
  return presentBrand(brand, preferences);
};

const companyBrand: Resolve<CompanyModel, NoArgs, BrandModel> = async (company, _a, ctx) => {
  const { brand, preferences } = await getBrand(ctx, company.brandId);
  return presentBrand(brand, preferences);
};

export const brandResolvers = {
  Query: { brandDetails },
  Company: { brand: companyBrand },
};
