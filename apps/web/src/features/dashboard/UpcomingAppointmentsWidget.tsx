import { useLingui } from '@lingui/react/macro';
import { upcomingAppointmentsQueryOptions, useApi } from '@parley/api';
import { DashboardWidget, EmptyState, Link } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppointmentText, useStateLabels } from '../appointments/index.ts';
import * as styles from './dashboard.css.ts';

type WidgetQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };
const statusOf = (query: WidgetQuery) => (query.isPending ? 'loading' : query.isError ? 'error' : 'ready');

/** The user's next appointments, from an hour before now on (spec 9), linked to each. */
export function UpcomingAppointmentsWidget() {
  const { t } = useLingui();
  const api = useApi();
  const text = useAppointmentText();
  const stateLabels = useStateLabels();
  const query = useQuery(upcomingAppointmentsQueryOptions(api));
  // Without cancelled ones (activeOnly): a cancelled appointment is not one of the next.
  const items = query.data?.items ?? [];
  return (
    <DashboardWidget
      title={t`Next appointments`}
      actions={
        <Link href="/appointments/overview" variant="standalone">
          {t`Calendar`}
        </Link>
      }
      status={statusOf(query)}
      errorMessage={t`The appointments could not be loaded.`}
      retryLabel={t`Try again`}
      onRetry={() => void query.refetch()}
    >
      {items.length === 0 ? (
        <EmptyState title={t`No appointments ahead`} description={t`Your next appointments appear here.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Next appointments`}>
          {items.map((appointment) => (
            <li key={appointment.id} className={styles.row}>
              <Link href={`/appointments/overview/${appointment.id}`}>{text.title(appointment)}</Link>
              <span className={styles.meta}>
                {text.dateText(appointment)} · {appointment.allDay ? t`All day` : text.timeText(appointment)}
                {appointment.originType === 'OWN' ? ` · ${stateLabels[appointment.state]}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardWidget>
  );
}
