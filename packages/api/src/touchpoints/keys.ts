/** Cache keys of the touchpoints settings, built only here. */
export const touchpointKeys = {
  widget: (websiteType: string) => ['touchpoints', 'website', websiteType] as const,
  chat: (qrType: string) => ['touchpoints', 'chat', qrType] as const,
};
