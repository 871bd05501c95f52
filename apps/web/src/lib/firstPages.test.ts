import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen.ts';
import { firstPageRouteIds, firstPages, routeIdOf } from './firstPages.ts';

describe('the first pages', () => {
  it('name route files by the ids the router gives them', () => {
    expect(routeIdOf('src/routes/_authenticated/dashboard.tsx')).toBe('/_authenticated/dashboard');
    expect(routeIdOf('src/routes/reset-password.$token.tsx')).toBe('/reset-password/$token');
    const router = createRouter({ routeTree, history: createMemoryHistory(), context: { app: {} as never } });
    for (const id of firstPageRouteIds) expect(Object.keys(router.routesById), id).toContain(id);
    expect(firstPageRouteIds.size).toBe(Object.values(firstPages).flat().length + 1);
  });
});
