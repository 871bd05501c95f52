import { useLingui } from '@lingui/react/macro';
import { Banner, Button } from '@parley/ui';
import type { ReactNode } from 'react';

/** A part of a screen that could not load: says what, and offers to try again. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Banner
      tone="critical"
      role="alert"
      action={
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t`Try again`}
        </Button>
      }
    >
      {children}
    </Banner>
  );
}

/**
 * A list's error state (a DataTable's `errorState`) for the query it shows: the LoadError with a retry
 * of the query when it failed, else none.
 */
export function queryLoadError(query: { isError: boolean; refetch: () => unknown }, message: string) {
  return query.isError ? <LoadError onRetry={() => void query.refetch()}>{message}</LoadError> : undefined;
}
