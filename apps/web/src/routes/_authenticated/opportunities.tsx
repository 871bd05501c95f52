import { useLingui } from '@lingui/react/macro';
import { sectionCountersQueryOptions } from '@parley/api';
import { ConnectionStatus, PageHeader, Tab, TabList, TabPanel, Tabs } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { NotificationPrompt } from '../../components/inbox/NotificationPrompt.tsx';
import { useSocketState } from '../../components/inbox/RealtimeContext.tsx';
import { ShortcutsButton } from '../../components/inbox/Shortcuts.tsx';
import { usePageTitle } from '../../lib/pageTitle.ts';
import { guardSection } from '../../lib/sectionGuard.ts';

export const Route = createFileRoute('/_authenticated/opportunities')({
  beforeLoad: guardSection('opportunities'),
  loader: ({ context }) =>
    context.app.queryClient.ensureQueryData(sectionCountersQueryOptions(context.app.rest)),
  component: InboxLayout,
});

const tabs = ['mine', 'shared', 'new_customers', 'team'] as const;

function InboxLayout() {
  const { t } = useLingui();
  const { app } = Route.useRouteContext();
  const { pathname } = useLocation();
  const counters = useQuery(sectionCountersQueryOptions(app.rest));
  const socketState = useSocketState();
  const active = tabs.find((tab) => pathname.startsWith(`/opportunities/${tab}`)) ?? 'mine';
  const names = { mine: t`Mine`, shared: t`Shared`, new_customers: t`New customers`, team: t`Team` };
  const counts: Partial<Record<(typeof tabs)[number], number>> = {
    mine: counters.data?.mine,
    new_customers: counters.data?.newCustomers,
  };
  const stateLabels = { connected: t`Live`, connecting: t`Connecting…`, disconnected: t`Offline` };
  usePageTitle(`${names[active]} · ${t`Opportunities`}`);

  return (
    <>
      <PageHeader
        title={t`Opportunities`}
        actions={
          <>
            <ConnectionStatus state={socketState} label={stateLabels[socketState]} />
            <ShortcutsButton />
          </>
        }
      />
      <NotificationPrompt />
      <Tabs selectedKey={active}>
        <TabList aria-label={t`Inbox sections`}>
          {tabs.map((tab) => (
            <Tab
              key={tab}
              id={tab}
              href={`/opportunities/${tab}`}
              count={counts[tab]}
              countLabel={tab === 'mine' ? t`need a reply` : t`waiting`}
            >
              {names[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel key={active} id={active}>
          <Outlet />
        </TabPanel>
      </Tabs>
    </>
  );
}
