import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadWholeCatalog } from './i18n.ts';

/**
 * A lazily loaded part of a first page that shows only on the user's request, listed in `laterParts`
 * (src/lib/firstPages.ts): its messages are in the rest of the catalog, so it loads that with its code
 * and renders once both are there. Usually the rest is loaded already (the app asks for it after the
 * first screen), and this waits for nothing.
 */
export function lazyWithCatalog<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => Promise.all([load(), loadWholeCatalog()]).then(([module]) => module));
}
