import { useLingui } from '@lingui/react/macro';
import { upcomingAppointmentsQueryOptions, useApi } from '@parley/api';
import { EmptyState, Link } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppointmentText, useStateLabels } from '../appointments/index.ts';
import * as styles from './dashboard.css.ts';
import { QueryWidget } from './QueryWidget.tsx';

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
    <QueryWidget
      title={t`Next appointments`}
      all={{ href: '/appointments/overview', label: t`Calendar` }}
      query={query}
      errorMessage={t`The appointments could not be loaded.`}
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
    </QueryWidget>
  );
}
