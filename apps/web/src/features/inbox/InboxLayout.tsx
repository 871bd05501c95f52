import { useLingui } from '@lingui/react/macro';
import { meQueryOptions, sectionCountersQueryOptions, useApi } from '@parley/api';
import { type InboxSection, inboxSectionIds, inboxSections, isoDateToDisplay } from '@parley/domain';
import { Banner, PageHeader, Tab, TabList, TabPanel, Tabs } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/pageTitle.ts';
import { sectionTitles } from '../../lib/sections.ts';
import { LiveStatus } from '../realtime/index.ts';
import * as styles from './inbox.css.ts';
import { NotificationPrompt } from './NotificationPrompt.tsx';
import { useShortcuts } from './Shortcuts.tsx';

/** The inbox: its header with the connection state, and a tab per section with its counter. */
export function InboxLayout() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const { pathname } = useLocation();
  const counters = useQuery(sectionCountersQueryOptions(api));
  // profile/absences: the inbox says when the user is away.
  const { me: signedIn } = useRouteContext({ from: '/_authenticated' });
  const me = useQuery(meQueryOptions(api)).data ?? signedIn;
  const absentUntil = me.currentAbsence ? isoDateToDisplay(me.currentAbsence.endDate) : null;
  const active = inboxSections.find((tab) => pathname.startsWith(`/opportunities/${tab}`)) ?? 'mine';
  const nameOf = (tab: InboxSection) => i18n._(sectionTitles[inboxSectionIds[tab]]);
  const counts: Partial<Record<InboxSection, number>> = {
    mine: counters.data?.mine,
    new_customers: counters.data?.newCustomers,
  };
  usePageTitle(`${nameOf(active)} · ${t`Opportunities`}`);
  const shortcuts = useShortcuts();

  // The tabs sit on the title's row: the conversation below gets the height.
  return (
    <>
      <Tabs selectedKey={active}>
        <PageHeader
          size="compact"
          title={t`Opportunities`}
          navigation={
            <TabList aria-label={t`Inbox sections`} className={styles.sectionTabs}>
              {inboxSections.map((tab) => (
                <Tab
                  key={tab}
                  id={tab}
                  href={`/opportunities/${tab}`}
                  count={counts[tab]}
                  countLabel={tab === 'mine' ? t`need a reply` : t`waiting`}
                >
                  {nameOf(tab)}
                </Tab>
              ))}
            </TabList>
          }
          actions={
            <>
              <NotificationPrompt />
              <LiveStatus />
              {shortcuts.button}
            </>
          }
        />
        {absentUntil ? (
          <Banner tone="warning">
            {t`You are absent until ${absentUntil}: no new customers from the pool are given to you.`}
          </Banner>
        ) : null}
        {/* Every section starts with its search field, or on a phone with a conversation open with the
            way back to the list: the panel needs no tab stop of its own, nor a watch on its content. */}
        <TabPanel key={active} id={active} hasTabbableContent>
          <Outlet />
        </TabPanel>
      </Tabs>
      {shortcuts.dialog}
    </>
  );
}
