import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';

/**
 * Renders `component` as the root route of a router in memory (what a screen with links or a form with
 * a navigation guard needs), inside `wrapper` (the test Api's providers, `createTestApi`) and the
 * catalog's provider.
 */
export function renderRoute(component: () => ReactNode, wrapper: ComponentType<{ children: ReactNode }>) {
  const router = createRouter({ routeTree: createRootRoute({ component }), history: createMemoryHistory() });
  const Wrapper = wrapper;
  return render(
    <I18nProvider i18n={i18n}>
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>
    </I18nProvider>,
  );
}
