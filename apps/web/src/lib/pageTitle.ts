import { useEffect } from 'react';

/** Page titles end with " - WebApp" (spec 1). */
export function formatPageTitle(page: string): string {
  return page ? `${page} - WebApp` : 'WebApp';
}

export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
