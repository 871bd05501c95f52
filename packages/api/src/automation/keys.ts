/** Cache keys of automation, built only here. */
export const automationKeys = {
  all: ['automation'] as const,
  autoresponders: () => ['automation', 'autoresponders'] as const,
  consentBot: () => ['automation', 'consent-bot'] as const,
  bots: () => ['automation', 'bots'] as const,
  bot: (id: string) => ['automation', 'bots', id] as const,
  brandBots: (brandId: string) => ['automation', 'brand-bots', brandId] as const,
  brandBot: (id: string) => ['automation', 'brand-bot', id] as const,
};
