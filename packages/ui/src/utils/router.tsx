import {
  type AnchorHTMLAttributes,
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { RouterProvider as RACRouterProvider } from 'react-aria-components';

type RACRouterProps = ComponentProps<typeof RACRouterProvider>;

export type RouterProviderProps = {
  /** Client-side navigation to an `href` given to a kit link (the app's router). */
  navigate: RACRouterProps['navigate'];
  /** The document `href` of a link's `href`, e.g. with the app's base path. */
  useHref?: RACRouterProps['useHref'];
  children: ReactNode;
};

type LinkRouter = Pick<RouterProviderProps, 'navigate' | 'useHref'>;

const LinkRouterContext = createContext<LinkRouter | null>(null);

/**
 * Client-side routing for every kit link: RAC's `RouterProvider` for RAC links, and the same router
 * for the kit's lightweight links (`useClientLink`). The app wires this once at the root.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return (
    <LinkRouterContext.Provider value={router}>
      <RACRouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RACRouterProvider>
    </LinkRouterContext.Provider>
  );
}

const sameHref = (href: string) => href;

/**
 * A native `<a href>` that navigates like a RAC link: a plain left click (or Enter) goes through the
 * router, a click with a modifier key, a middle click, `target` or `download` is left to the browser.
 * For rows rendered by the thousand (inbox lists), where RAC's `Link` with its press, hover and focus
 * hooks costs too much per row; style focus and hover with `:focus-visible` and `:hover`.
 */
export function useClientLink(href: string) {
  const router = useContext(LinkRouterContext);
  const useHref = router?.useHref ?? sameHref;
  const documentHref = useHref(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const anchor = event.currentTarget;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
    router.navigate(href, undefined);
  };
  return { href: documentHref, onClick };
}

export type ClientLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  href: string;
  /** The open page's row or link (aria-current="page"). */
  isCurrent?: boolean;
};

/**
 * A native `<a>` through `useClientLink`, for the rows of lists that mount one for every row scrolled
 * into view: it skips RAC's press, hover and focus hooks (`:hover` and `:focus-visible` style it).
 */
export const ClientLink = ({ href, isCurrent = false, ...props }: ClientLinkProps) => {
  const link = useClientLink(href);
  return <a {...props} {...link} aria-current={isCurrent ? 'page' : undefined} />;
};
