/** Whose touchpoints: the company's (settings, admins) or the signed-in user's own (profile). */
export type TouchpointOwner = 'company' | 'user';

/** Cache keys of the touchpoints, built only here. */
export const touchpointKeys = {
  widget: (websiteType: string, owner: TouchpointOwner = 'company') =>
    ['touchpoints', owner, 'website', websiteType] as const,
  chat: (qrType: string, owner: TouchpointOwner = 'company') =>
    ['touchpoints', owner, 'chat', qrType] as const,
};
