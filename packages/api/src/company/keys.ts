/** Cache keys of the company account and its brand, built only here. */
export const companyKeys = {
  company: (companyId: string) => ['company', companyId] as const,
  brand: (brandId: string) => ['brand', brandId] as const,
};
