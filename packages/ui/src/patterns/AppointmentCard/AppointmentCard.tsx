import type { ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import type { CalendarEventState } from '../Calendar/Calendar';
import { Card, DetailRow } from '../Card/Card';
import * as styles from './AppointmentCard.css';

export type AppointmentCardStrings = {
  title: string;
  allDay: string;
  status: string;
  createdBy: string;
  service: string;
  product: string;
  customerType: string;
  customerComment: string;
  userComment: string;
  description: string;
  source: string;
  /** The source of calendar events, e.g. "Office 365". */
  sourceName: string;
  link: string;
  openLink: string;
};

export const defaultAppointmentCardStrings: AppointmentCardStrings = {
  title: 'Appointment',
  allDay: 'All day',
  status: 'Status',
  createdBy: 'Created by',
  service: 'Service',
  product: 'Product',
  customerType: 'Customer type',
  customerComment: 'Customer comment',
  userComment: 'Your comment',
  description: 'Description',
  source: 'Source',
  sourceName: 'Office 365',
  link: 'Link',
  openLink: 'Open in the calendar',
};

/** Spec 4: the four states drive the label and the colour, as in the calendar. */
export const appointmentStateTones: Record<CalendarEventState, BadgeTone> = {
  accepted: 'positive',
  waiting: 'warning',
  cancelled: 'critical',
  cancelled_not_confirmed: 'critical',
};

export type AppointmentCardProps = {
  /** Already formatted: "Tuesday, 24.11.2026". */
  dateText: string;
  /** "10:00–11:00"; ignored when `allDay`. */
  timeText?: string | null;
  allDay?: boolean;
  state: CalendarEventState;
  /** The state's word (Active, Cancelled, …). Outlook events have none (spec 4). */
  stateLabel?: string | null;
  /** Outlook (or Google) events: description, source and link instead of the Parley fields. */
  origin: 'own' | 'outlook';
  createdBy?: { name: string; avatarUrl?: string | null } | null;
  service?: string | null;
  product?: string | null;
  customerType?: string | null;
  customerComment?: string | null;
  userComment?: string | null;
  description?: string | null;
  webLink?: string | null;
  /** Close, edit and cancel buttons beside the title. */
  actions?: ReactNode;
  strings?: Partial<AppointmentCardStrings>;
  headingLevel?: 2 | 3;
};

/**
 * The appointment card of spec 2: date (weekday, DD.MM.YYYY), time range or all-day label, status label,
 * created by, service, product, customer type and both comments; an Outlook event shows its description,
 * its source and a link instead, and no status label. Rows without a value are left out.
 */
export const AppointmentCard = ({
  dateText,
  timeText,
  allDay = false,
  state,
  stateLabel,
  origin,
  createdBy,
  service,
  product,
  customerType,
  customerComment,
  userComment,
  description,
  webLink,
  actions,
  strings: stringsProp,
  headingLevel = 2,
}: AppointmentCardProps) => {
  const strings = { ...defaultAppointmentCardStrings, ...stringsProp };
  const isOutlook = origin === 'outlook';
  const row = (label: string, value: ReactNode) => (value ? <DetailRow label={label} value={value} /> : null);
  return (
    <Card title={strings.title} headingLevel={headingLevel} actions={actions}>
      <div className={styles.when}>
        <span className={styles.date}>{dateText}</span>
        <span className={styles.time}>{allDay ? strings.allDay : timeText}</span>
        {!isOutlook && stateLabel ? (
          <Badge tone={appointmentStateTones[state]} data-state={state}>
            {stateLabel}
          </Badge>
        ) : null}
      </div>
      {isOutlook ? (
        <>
          {row(
            strings.description,
            description ? <span className={styles.comment}>{description}</span> : null,
          )}
          {row(strings.source, strings.sourceName)}
          {row(
            strings.link,
            webLink ? (
              <Link href={webLink} target="_blank" rel="noopener noreferrer">
                {strings.openLink}
              </Link>
            ) : null,
          )}
        </>
      ) : (
        <>
          {row(
            strings.createdBy,
            createdBy ? (
              <span className={styles.creator}>
                <Avatar name={createdBy.name} src={createdBy.avatarUrl ?? null} size="sm" isDecorative />
                {createdBy.name}
              </span>
            ) : null,
          )}
          {row(strings.service, service)}
          {row(strings.product, product)}
          {row(strings.customerType, customerType)}
          {row(
            strings.customerComment,
            customerComment ? <span className={styles.comment}>{customerComment}</span> : null,
          )}
          {row(
            strings.userComment,
            userComment ? <span className={styles.comment}>{userComment}</span> : null,
          )}
        </>
      )}
    </Card>
  );
};

/** The card's shape while the appointment loads. */
export const AppointmentCardSkeleton = ({
  title = defaultAppointmentCardStrings.title,
}: {
  title?: string;
}) => (
  <Card title={title} aria-busy="true">
    <Skeleton width="14rem" />
    <Skeleton width="100%" />
    <Skeleton width="80%" />
  </Card>
);
