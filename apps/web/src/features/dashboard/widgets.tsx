import { useLingui } from '@lingui/react/macro';
import { brandNewsQueryOptions, sectionCountersQueryOptions, tasksQueryOptions, useApi } from '@parley/api';
import { taskDueState } from '@parley/domain';
import { EmptyState, Link, StatCard, StatGroup, StatusLabel } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { formatDateTime, formatDay, userTimeZone } from '../../lib/dates.ts';
import { LiveStatus } from '../realtime/index.ts';
import * as styles from './dashboard.css.ts';
import { QueryWidget } from './QueryWidget.tsx';

/** How many news the dashboard lists. */
const LATEST_NEWS = 3;

/** The inbox badges (mine, new customers); the session's socket refreshes them as messages arrive. */
export function InboxCountersWidget() {
  const { t } = useLingui();
  const api = useApi();
  const query = useQuery(sectionCountersQueryOptions(api));
  // The same tiles while loading (without numbers or links): the widgets below do not move.
  const counters = (mine: number | string, newCustomers: number | string, linked: boolean) => (
    <StatGroup>
      <StatCard
        label={t`Mine`}
        value={mine}
        href={linked ? '/opportunities/mine' : undefined}
        description={t`Waiting for your answer`}
      />
      <StatCard
        label={t`New customers`}
        value={newCustomers}
        href={linked ? '/opportunities/new_customers' : undefined}
        description={t`Waiting in the pool`}
      />
    </StatGroup>
  );
  return (
    <QueryWidget
      title={t`Inbox`}
      actions={<LiveStatus />}
      query={query}
      skeleton={counters('–', '–', false)}
      errorMessage={t`The inbox counters could not be loaded.`}
    >
      {query.data ? counters(query.data.mine, query.data.newCustomers, true) : null}
    </QueryWidget>
  );
}

/**
 * The user's open tasks due today and those already overdue (marked so, first), linked to the task:
 * an overdue task is the one most in need of doing.
 */
export function TasksDueTodayWidget() {
  const { t } = useLingui();
  const api = useApi();
  const query = useQuery(tasksQueryOptions(api));
  const now = Date.now();
  const zone = userTimeZone();
  const due = (query.data?.items ?? [])
    .map((task) => ({ task, state: taskDueState(task, now, zone) }))
    .filter(({ state }) => state !== 'upcoming')
    .sort((a, b) => Date.parse(a.task.dueDate) - Date.parse(b.task.dueDate));
  return (
    <QueryWidget
      title={t`Due today`}
      all={{ href: '/tasks/mine', label: t`All tasks` }}
      query={query}
      errorMessage={t`The tasks could not be loaded.`}
    >
      {due.length === 0 ? (
        <EmptyState title={t`Nothing due today`} description={t`Tasks due today appear here.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Tasks due today`}>
          {due.map(({ task, state }) => (
            <li key={task._id} className={styles.row}>
              <Link href={`/tasks/mine/${task._id}`}>{task.title}</Link>
              {state === 'overdue' ? (
                <StatusLabel tone="critical">{t`Overdue since ${formatDateTime(task.dueDate)}`}</StatusLabel>
              ) : null}
              {task.isImportant ? <span className={styles.meta}>{t`Important`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </QueryWidget>
  );
}

/** The brand's latest published news, linked to the item. */
export function LatestNewsWidget() {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const query = useQuery(brandNewsQueryOptions(api, me.company.brand.id, LATEST_NEWS));
  return (
    <QueryWidget
      title={t`Latest news`}
      all={{ href: '/news/overview', label: t`All news` }}
      query={query}
      errorMessage={t`The news could not be loaded.`}
    >
      {query.data?.items.length === 0 ? (
        <EmptyState title={t`No news yet`} description={t`News from your brand appear here.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Latest news`}>
          {query.data?.items.map((item) => (
            <li key={item.id} className={styles.row}>
              <Link href={`/news/overview/${item.id}`}>{item.title}</Link>
              <span className={styles.meta}>
                {item.category.name} · {formatDay(item.publishedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryWidget>
  );
}
