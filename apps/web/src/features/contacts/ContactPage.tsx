import { useLingui } from '@lingui/react/macro';
import { contactQueryOptions, contactTasksQueryOptions, useApi } from '@parley/api';
import { formatDueDate, homeSectionOf } from '@parley/domain';
import { Banner, Button, Card, Link, Skeleton, StatusLabel } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useChannelNames } from '../../lib/channelNames.ts';
import { formatDateTime, userTimeZone } from '../../lib/dates.ts';
import { ContactPanel } from './ContactPanel.tsx';
import * as styles from './contacts.css.ts';

/** /contacts/{list}/{id}: the contact card, the contact's conversations and its tasks. */
export function ContactPage({ contactId }: { contactId: string }) {
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <ContactPanel contactId={contactId} showMoreInfo={false} />
      </div>
      <div className={styles.column}>
        <ContactConversations contactId={contactId} />
        <ContactTasks contactId={contactId} />
      </div>
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
