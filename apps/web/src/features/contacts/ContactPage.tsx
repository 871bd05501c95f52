import { useLingui } from '@lingui/react/macro';
import {
  contactAppointmentsQueryOptions,
  contactQueryOptions,
  contactTasksQueryOptions,
  useApi,
} from '@parley/api';
import { formatDueDate, homeSectionOf, mayManageContact } from '@parley/domain';
import { Banner, Button, Card, Link, Skeleton, StatusLabel } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useAppointmentText, useStateLabels } from '../../lib/appointmentText.ts';
import { useChannelNames } from '../../lib/channelNames.ts';
import { formatDateTime, userTimeZone } from '../../lib/dates.ts';
import type { ContactDialog } from './ContactDialogs.tsx';
import { ContactPanel } from './ContactPanel.tsx';
import * as styles from './contacts.css.ts';

// Edit, merge and delete ask in a dialog, loaded when one is first opened.
const ContactDialogs = lazy(() => import('./ContactDialogs.tsx'));

/** /contacts/{list}/{id}: the contact card, the contact's conversations and its tasks. */
export function ContactPage({ contactId }: { contactId: string }) {
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <ContactActions contactId={contactId} />
        <ContactPanel contactId={contactId} showMoreInfo={false} />
      </div>
      <div className={styles.column}>
        <ContactConversations contactId={contactId} />
        <ContactAppointments contactId={contactId} />
        <ContactTasks contactId={contactId} />
      </div>
    </div>
  );
}

/**
 * Edit, merge a duplicate into it, delete: for the company's admins and a user whose contact it is
 * (or nobody's), as the server allows (the domain's mayManageContact).
 */
function ContactActions({ contactId }: { contactId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const query = useQuery(contactQueryOptions(api, contactId));
  const [dialog, setDialog] = useState<ContactDialog | null>(null);
  const contact = query.data;
  if (!contact || !mayManageContact(contact, { id: me.id, isAdmin: me.role.type === 'COMPANY_ADMIN' }))
    return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
    <div role="group" aria-label={t`Contact actions`} className={styles.actionsRow}>
      <Button size="sm" variant="secondary" onPress={() => setDialog('edit')}>
        {t`Edit`}
      </Button>
      <Button size="sm" variant="secondary" onPress={() => setDialog('merge')}>
        {t`Merge duplicate…`}
      </Button>
      <Button size="sm" variant="critical" onPress={() => setDialog('delete')}>
        {t`Delete`}
      </Button>
      {dialog ? (
        <Suspense fallback={null}>
          <ContactDialogs dialog={dialog} contact={contact} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ContactConversations({ contactId }: { contactId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const channelName = useChannelNames();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const query = useQuery(contactQueryOptions(api, contactId));
  const statusLabels = { OPEN: t`In progress`, CLOSED: t`Closed` };
  return (
    <Card title={t`Conversations`}>
      {query.isPending ? (
        <Skeleton lines={3} />
      ) : query.isError ? (
        <p className={styles.muted}>{t`The conversations could not be loaded.`}</p>
      ) : query.data.conversations.length === 0 ? (
        <p className={styles.muted}>{t`No conversations with this contact yet.`}</p>
      ) : (
        <ul className={styles.links} aria-label={t`Conversations`}>
          {query.data.conversations.map((conversation) => (
            <li key={conversation.id} className={styles.linkRow}>
              <span>
                <Link href={`/opportunities/${homeSectionOf(conversation, me.id)}/${conversation.id}`}>
                  {channelName(conversation.channelType)}
                  {conversation.lastMessageAt ? ` · ${formatDateTime(conversation.lastMessageAt)}` : ''}
                </Link>{' '}
                <StatusLabel tone={conversation.status === 'OPEN' ? 'positive' : 'neutral'}>
                  {statusLabels[conversation.status]}
                </StatusLabel>
              </span>
              {conversation.lastMessage ? (
                <span className={styles.muted}>{conversation.lastMessage}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The user's appointments with the contact (when the brand has appointments), soonest first. */
function ContactAppointments({ contactId }: { contactId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const enabled = me.company.brand.features.appointments;
  const query = useQuery({ ...contactAppointmentsQueryOptions(api, contactId), enabled });
  const text = useAppointmentText();
  const stateLabels = useStateLabels();
  if (!enabled) return null;
  return (
    <Card title={t`Appointments`}>
      {query.isPending ? (
        <Skeleton lines={2} />
      ) : query.isError ? (
        <p className={styles.muted}>{t`The appointments could not be loaded.`}</p>
      ) : query.data.items.length === 0 ? (
        <p className={styles.muted}>{t`No appointments with this contact.`}</p>
      ) : (
        <ul className={styles.links} aria-label={t`Appointments`}>
          {query.data.items.map((appointment) => (
            <li key={appointment.id} className={styles.linkRow}>
              <Link href={`/appointments/overview/${appointment.id}`}>{text.title(appointment)}</Link>
              <span className={styles.muted}>
                {`${text.dateText(appointment)}, ${text.timeText(appointment)} · ${stateLabels[appointment.state]}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ContactTasks({ contactId }: { contactId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const query = useQuery(contactTasksQueryOptions(api, contactId));
  return (
    <Card
      title={t`Tasks`}
      actions={
        <Link variant="standalone" href={`/tasks/mine/new?contactId=${encodeURIComponent(contactId)}`}>
          {t`Create task`}
        </Link>
      }
    >
      {query.isPending ? (
        <Skeleton lines={2} />
      ) : query.isError ? (
        <Banner tone="critical" role="alert">
          {t`The tasks could not be loaded.`}{' '}
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </Banner>
      ) : query.data.items.length === 0 ? (
        <p className={styles.muted}>{t`No tasks for this contact.`}</p>
      ) : (
        <ul className={styles.links} aria-label={t`Tasks`}>
          {query.data.items.map((task) => (
            <li key={task._id} className={styles.linkRow}>
              <Link href={`/tasks/${task.isDone ? 'done' : 'mine'}/${task._id}`}>{task.title}</Link>
              <span className={styles.muted}>
                {task.isDone ? t`Done` : t`Due ${formatDueDate(task.dueDate, userTimeZone())}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
