/** Cache keys of the shop, built only here. */
export const shopKeys = {
  all: ['shop'] as const,
  products: (type: 'bots' | 'links') => ['shop', 'products', type] as const,
  companyBots: (companyId: string) => ['shop', 'company-bots', companyId] as const,
};
