import { useLingui } from '@lingui/react/macro';
import { DashboardWidget, PageHeader } from '@parley/ui';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../lib/pageTitle.ts';
import * as styles from './dashboard.css.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';
import { InboxCountersWidget, LatestNewsWidget, TasksDueTodayWidget } from './widgets.tsx';

// Only brands with appointments show it: its code and documents load with it, not with the dashboard.
const UpcomingAppointmentsWidget = lazy(() =>
  import('./UpcomingAppointmentsWidget.tsx').then((module) => ({
    default: module.UpcomingAppointmentsWidget,
  })),
);

/**
 * /dashboard: the user's account in one line and the widgets, each loading, failing and retrying on
 * its own (a widget's own error state for a failed call, an error boundary for anything else).
 */
export function Dashboard() {
  const { t } = useLingui();
  const { me } = useRouteContext({ from: '/_authenticated' });
  usePageTitle(t`Dashboard`);
  const name = `${me.profile.firstName} ${me.profile.lastName}`;
  const role = me.role.type === 'COMPANY_ADMIN' ? t`Company admin` : t`Company user`;
  return (
    <>
      <PageHeader title={t`Welcome, ${name}`} description={t`${me.company.brand.appName} dashboard`} />
      <p className={styles.account}>
        <span>{me.email}</span>
        <span>{me.company.name}</span>
        <span>{role}</span>
      </p>
      <div className={styles.grid}>
        <WidgetBoundary title={t`Inbox`}>
          <InboxCountersWidget />
        </WidgetBoundary>
        <WidgetBoundary title={t`Due today`}>
          <TasksDueTodayWidget />
        </WidgetBoundary>
        {me.company.brand.features.appointments ? (
          <WidgetBoundary title={t`Next appointments`}>
            <Suspense fallback={<DashboardWidget title={t`Next appointments`} status="loading" />}>
              <UpcomingAppointmentsWidget />
            </Suspense>
          </WidgetBoundary>
        ) : null}
        <WidgetBoundary title={t`Latest news`}>
          <LatestNewsWidget />
        </WidgetBoundary>
      </div>
    </>
  );
}
