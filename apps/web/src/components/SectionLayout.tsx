import { useLingui } from '@lingui/react';
import { type SectionId, sections, sectionTabs, tabsFor } from '@parley/domain';
import { PageHeader, Tab, TabList, TabPanel, Tabs } from '@parley/ui';
import { Outlet, useLocation, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/pageTitle.ts';
import { viewerOf } from '../lib/sectionGuard.ts';
import { sectionTitles } from '../lib/sections.ts';

type SectionLayoutProps = { section: SectionId; children?: ReactNode };

/** A section's page: its header (unless hidden), its sub-navigation tabs, and the child route. */
export function SectionLayout({ section, children }: SectionLayoutProps) {
  const { i18n } = useLingui();
  const { me, app } = useRouteContext({ from: '/_authenticated' });
  const { pathname } = useLocation();
  const definition = sections[section];
  const title = i18n._(sectionTitles[section]);
  const tabIds = (sectionTabs as Partial<Record<SectionId, SectionId[]>>)[section];
  // As in the sidebar: tabs of screens not built yet show only in development.
  const tabs = tabIds
    ? tabsFor(tabIds, viewerOf(me), { showDisabled: app.config.environment === 'development' })
    : [];
  const active = tabs.find(({ section: tab }) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  usePageTitle(active ? `${i18n._(sectionTitles[active.id])} · ${title}` : title);

  return (
    <>
      <PageHeader title={title} hidden={'headerHidden' in definition && definition.headerHidden === true} />
      {tabs.length > 0 ? (
        <Tabs selectedKey={active?.section.to ?? pathname}>
          <TabList aria-label={title}>
            {tabs.map(({ id, section: tab }) => (
              <Tab key={id} id={tab.to} href={tab.to}>
                {i18n._(sectionTitles[id])}
              </Tab>
            ))}
          </TabList>
          <TabPanel key={active?.section.to ?? pathname} id={active?.section.to ?? pathname}>
            {children ?? <Outlet />}
          </TabPanel>
        </Tabs>
      ) : (
        (children ?? <Outlet />)
      )}
    </>
  );
}
