/**
 * The first pages of the app, by the route files that render them: the login comes first and the
 * signed-in shell second. The build groups their modules into a few files (build/chunkGroups.ts) and
 * keeps the messages they use in the first part of each locale's catalog (build/catalogParts.ts); any
 * other page waits for the rest of the catalog before it renders (routes/__root.tsx).
 */
export const firstPages = {
  login: ['src/routes/login.tsx'],
  shell: ['src/routes/_authenticated.tsx'],
  inbox: [
    'src/routes/_authenticated/opportunities.tsx',
    'src/routes/_authenticated/opportunities/$section.tsx',
    'src/routes/_authenticated/opportunities/$section/$id.tsx',
  ],
  dashboard: ['src/routes/_authenticated/dashboard.tsx'],
} satisfies Record<string, string[]>;

/**
 * Lazy parts of the first pages that show only when the user asks for them (the bar of ticked rows,
 * search hits, a conversation's dialogs):
 * their messages stay in the rest of the catalog, and they load it with their code
 * (src/lib/lazyWithCatalog.ts), so the first part every cold visit waits for does not carry them.
 */
export const laterParts = [
  'src/features/inbox/list/bulk/BulkBar.tsx',
  'src/features/inbox/list/filters/ListFilters.tsx',
  'src/features/inbox/search/SearchResults.tsx',
  'src/features/inbox/conversation/lifecycle/ConversationDialogs.tsx',
  'src/features/inbox/conversation/BesideDialogs.tsx',
  'src/lib/consent/ConsentDialog.tsx',
];

/** A file route's id in the router: `src/routes/_authenticated/dashboard.tsx` → `/_authenticated/dashboard`. */
export function routeIdOf(file: string): string {
  return file
    .replace(/^src\/routes/, '')
    .replace(/\.tsx?$/, '')
    .replace(/\./g, '/');
}

/** The router's ids of the first pages' routes, and the root's. */
export const firstPageRouteIds: ReadonlySet<string> = new Set([
  '__root__',
  ...Object.values(firstPages).flat().map(routeIdOf),
]);
