import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type SectionId, type SectionViewer, type sections, type sectionTabs, tabsFor } from '@parley/domain';
import type { FileRoutesByTo } from '../routeTree.gen.ts';

/**
 * The translated title of every section. The sections themselves (paths, access levels, brand flags,
 * tabs, which are built) are defined once, in `@parley/domain` (navigation/sections.ts).
 */
export const sectionTitles: Record<SectionId, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  opportunities: msg`Opportunities`,
  appointments: msg`Appointments`,
  tasks: msg`Tasks`,
  gpt: msg`GPT assistant`,
  documents: msg`Brand documents`,
  contacts: msg`Contacts`,
  reviews: msg`Reviews`,
  news: msg`News`,
  shop: msg`Shop`,
  newsletter: msg`Newsletter`,
  newsletterStats: msg`Newsletter statistics`,
  automation: msg`Automation`,
  opportunitiesMine: msg`Mine`,
  opportunitiesShared: msg`Shared`,
  opportunitiesNewCustomers: msg`New customers`,
  opportunitiesTeam: msg`Team`,
  opportunitiesClosed: msg`Closed`,
  tasksMine: msg`My tasks`,
  tasksDelegated: msg`Given to colleagues`,
  tasksDone: msg`Done`,
  contactsOwn: msg`My contacts`,
  contactsAll: msg`All contacts`,
  contactsTeam: msg`Team contacts`,
  newsletterOverview: msg`Overview`,
  newsletterInProgress: msg`In progress`,
  newsletterArchive: msg`Archive`,
  botSystemOverview: msg`Bots`,
  autoresponder: msg`Autoresponders`,
  botDetails: msg`Bot flow`,
  analytics: msg`Analytics`,
  touchpoints: msg`Touchpoints`,
  settings: msg`Settings`,
  settingsAccount: msg`Account`,
  settingsTouchpoints: msg`Touchpoints`,
  settingsChannels: msg`Channels`,
  settingsAppointmentWidget: msg`Appointment widget`,
  settingsTeams: msg`Teams`,
  settingsUsers: msg`Users`,
  settingsTeamsManage: msg`Manage teams`,
  settingsUsersManage: msg`Manage users`,
  settingsQuickReplies: msg`Quick replies`,
  settingsBot: msg`Bots`,
  settingsImportExport: msg`Import and export`,
  settingsAuditLog: msg`Audit log`,
  helpCenter: msg`Help center`,
  profile: msg`Profile`,
  profileInformation: msg`Information`,
  profileTouchpoints: msg`Touchpoints`,
  profileAbsences: msg`Absences`,
  profileQuickReplies: msg`Quick replies`,
  profileConnections: msg`Connections`,
  profileSettings: msg`Settings`,
  calendarRedirect: msg`Calendar connection`,
};

/** A route's path as an address shows it, each `$param` filled in: `/contacts/$list` answers `/contacts/own`. */
type Address<TPath extends string> = TPath extends `${infer Head}$${string}/${infer Tail}`
  ? `${Head}${string}/${Address<Tail>}`
  : TPath extends `${infer Head}$${string}`
    ? `${Head}${string}`
    : TPath;

/** Every address a route of the app answers, but the catch-all's (`$.tsx`: unknown ones go to the dashboard). */
export type AppPath = Address<Exclude<keyof FileRoutesByTo, '/$'>>;

type NavSectionId = {
  [Id in SectionId]: (typeof sections)[Id] extends { nav: string } ? Id : never;
}[SectionId];
type TabSectionId = (typeof sectionTabs)[keyof typeof sectionTabs][number];
type RoutePath<TPath extends AppPath> = TPath;

/**
 * The paths the sidebar and the tabs link to, checked against the route tree: a section path no route
 * answers (a route renamed, a typo in the domain's table) fails to compile here instead of sending
 * people to the dashboard. The other sections only guard routes and name a prefix, not a page.
 */
export type LinkedSectionPath = RoutePath<(typeof sections)[NavSectionId | TabSectionId]['to']>;

/** The first of these tabs the viewer may open (as `tabsFor` decides), its id as narrow as the list's. */
export function firstTab<TId extends SectionId>(ids: readonly TId[], viewer: SectionViewer): TId | undefined {
  const [first] = tabsFor(ids, viewer);
  return ids.find((id) => id === first?.id);
}
