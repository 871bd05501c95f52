/** What `appHref` needs of the router: its base path and TanStack Router's location builder. */
export type HrefRouter = {
  options: { basepath?: string };
  buildLocation: (options: { to: string }) => { href: string };
};

const plainPath = /^\/[^?#]*[^/?#]$/;

/**
 * The document href of an app path, for links. A plain absolute path (no search, hash or trailing
 * slash) gets the base path prepended, which is what `buildLocation` returns for it; anything else
 * goes through `buildLocation`. Inbox rows resolve their href on every mount, thousands while
 * scrolling, and building a location (route matching, URL parsing) was a visible share of each frame.
 */
export function appHref(router: HrefRouter, to: string): string {
  if (!plainPath.test(to) || to.includes('/.')) return router.buildLocation({ to }).href;
  const base = router.options.basepath ?? '/';
  return base === '/' ? to : `${base.replace(/\/$/, '')}${to}`;
}
