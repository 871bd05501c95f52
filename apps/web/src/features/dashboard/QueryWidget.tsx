import { useLingui } from '@lingui/react/macro';
import { DashboardWidget, type DashboardWidgetProps, Link } from '@parley/ui';

type WidgetQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * A dashboard widget over one query: it loads, fails (with a retry of the query) and shows its content
 * as the query stands. `all` links to the whole list beside the title.
 */
export function QueryWidget({
  query,
  all,
  ...props
}: Omit<DashboardWidgetProps, 'status' | 'retryLabel' | 'onRetry'> & {
  query: WidgetQuery;
  all?: { href: string; label: string };
}) {
  const { t } = useLingui();
  return (
    <DashboardWidget
      actions={
        all ? (
          <Link href={all.href} variant="standalone">
            {all.label}
          </Link>
        ) : undefined
      }
      {...props}
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      retryLabel={t`Try again`}
      onRetry={() => void query.refetch()}
    />
  );
}
