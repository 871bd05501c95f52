import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { appHref } from './appHref.ts';

function routerWith(basepath: string) {
  const root = createRootRoute();
  const section = createRoute({ getParentRoute: () => root, path: '/opportunities/$section' });
  const thread = createRoute({ getParentRoute: () => section, path: '$id' });
  const contacts = createRoute({ getParentRoute: () => root, path: '/contacts' });
  return createRouter({ routeTree: root.addChildren([section.addChildren([thread]), contacts]), basepath });
}

describe('appHref', () => {
  const paths = [
    '/opportunities/mine',
    '/opportunities/new_customers/00000000-0000-4000-8000-000000000042',
    '/contacts',
    '/contacts?page=2',
    '/contacts#top',
    '/contacts/',
    '/',
    '/opportunities/mine/../team',
  ];

  it.each(['/app', '/'])('equals buildLocation for every kind of path (base %s)', (basepath) => {
    const router = routerWith(basepath);
    for (const to of paths) expect(appHref(router, to)).toBe(router.buildLocation({ to } as never).href);
  });

  it('resolves a plain path without building a location', () => {
    const router = routerWith('/app');
    const build = vi.spyOn(router, 'buildLocation');
    expect(appHref(router, '/opportunities/mine/42')).toBe('/app/opportunities/mine/42');
    expect(build).not.toHaveBeenCalled();
    appHref(router, '/contacts?page=2');
    expect(build).toHaveBeenCalledOnce();
  });
});
