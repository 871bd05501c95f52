import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type AccessLevel, hasAccess, type RoleType } from '@parley/domain';

/** Brand feature flags that switch a section on or off (spec 1, 6). */
export type FeatureFlag =
  | 'appointments'
  | 'gpt'
  | 'reviews'
  | 'analytics'
  | 'companyQuickReplies'
  | 'userQuickReplies';

export type NavIcon =
  | 'dashboard'
  | 'opportunities'
  | 'appointments'
  | 'tasks'
  | 'gpt'
  | 'contacts'
  | 'reviews'
  | 'news'
  | 'shop'
  | 'newsletter'
  | 'automation'
  | 'analytics'
  | 'settings'
  | 'helpCenter'
  | 'profile'
  | 'touchpoints';

export type Section = {
  /** Path under /app, without parameters: where the sidebar links to. */
  to: string;
  title: MessageDescriptor;
  level: AccessLevel;
  flag?: FeatureFlag;
  /** Shown in the sidebar's main navigation, with this icon. */
  nav?: NavIcon;
  /** Hidden page header (spec 2: help center, newsletter stats). */
  headerHidden?: boolean;
  /** Not available yet: the sidebar shows it (disabled) only in the development environment. */
  disabled?: boolean;
};

/**
 * Every section of spec 2 with its access level and brand flag: the one source of truth for the
 * route guards, the sidebar and the page titles.
 */
export const sections = {
  dashboard: { to: '/dashboard', title: msg`Dashboard`, level: 'user', nav: 'dashboard' },
  opportunities: {
    to: '/opportunities/mine',
    title: msg`Opportunities`,
    level: 'user',
    nav: 'opportunities',
  },
  appointments: {
    to: '/appointments/overview',
    title: msg`Appointments`,
    level: 'user',
    flag: 'appointments',
    nav: 'appointments',
  },
  tasks: { to: '/tasks/mine', title: msg`Tasks`, level: 'user', nav: 'tasks' },
  gpt: { to: '/gpt', title: msg`GPT assistant`, level: 'user', flag: 'gpt', nav: 'gpt' },
  contacts: { to: '/contacts/own', title: msg`Contacts`, level: 'user', nav: 'contacts' },
  reviews: { to: '/reviews', title: msg`Reviews`, level: 'user', flag: 'reviews', nav: 'reviews' },
  news: { to: '/news/overview', title: msg`News`, level: 'user', nav: 'news' },
  shop: { to: '/shop/overview', title: msg`Shop`, level: 'admin', nav: 'shop' },
  newsletter: { to: '/newsletter/overview', title: msg`Newsletter`, level: 'admin', nav: 'newsletter' },
  newsletterStats: {
    to: '/newsletter/stats',
    title: msg`Newsletter statistics`,
    level: 'admin',
    headerHidden: true,
  },
  automation: {
    to: '/automation/bot-system/overview',
    title: msg`Automation`,
    level: 'admin',
    nav: 'automation',
  },
  opportunitiesMine: { to: '/opportunities/mine', title: msg`Mine`, level: 'user' },
  opportunitiesShared: { to: '/opportunities/shared', title: msg`Shared`, level: 'user' },
  opportunitiesNewCustomers: { to: '/opportunities/new_customers', title: msg`New customers`, level: 'user' },
  opportunitiesTeam: { to: '/opportunities/team', title: msg`Team`, level: 'user' },
  tasksMine: { to: '/tasks/mine', title: msg`My tasks`, level: 'user' },
  tasksDone: { to: '/tasks/done', title: msg`Done`, level: 'user' },
  contactsOwn: { to: '/contacts/own', title: msg`My contacts`, level: 'user' },
  contactsAll: { to: '/contacts/all', title: msg`All contacts`, level: 'user' },
  contactsTeam: { to: '/contacts/team', title: msg`Team contacts`, level: 'user' },
  newsletterOverview: { to: '/newsletter/overview', title: msg`Overview`, level: 'admin' },
  newsletterInProgress: { to: '/newsletter/in-progress', title: msg`In progress`, level: 'admin' },
  newsletterArchive: { to: '/newsletter/archive', title: msg`Archive`, level: 'admin' },
  botSystemOverview: { to: '/automation/bot-system/overview', title: msg`Bots`, level: 'admin' },
  autoresponder: { to: '/automation/autoresponder', title: msg`Autoresponders`, level: 'admin' },
  botDetails: { to: '/automation/bot-system/details', title: msg`Bot flow`, level: 'admin' },
  analytics: { to: '/analytics', title: msg`Analytics`, level: 'admin', flag: 'analytics', nav: 'analytics' },
  touchpoints: { to: '/touchpoints', title: msg`Touchpoints`, level: 'user', nav: 'touchpoints' },
  settings: { to: '/settings/account', title: msg`Settings`, level: 'admin', nav: 'settings' },
  settingsAccount: { to: '/settings/account', title: msg`Account`, level: 'admin' },
  settingsTouchpoints: { to: '/settings/touchpoints-settings', title: msg`Touchpoints`, level: 'admin' },
  settingsChannels: { to: '/settings/channels', title: msg`Channels`, level: 'admin' },
  settingsTeams: { to: '/settings/teams', title: msg`Teams`, level: 'user' },
  settingsUsers: { to: '/settings/users', title: msg`Users`, level: 'user' },
  settingsQuickReplies: {
    to: '/settings/quick-replies',
    title: msg`Quick replies`,
    level: 'admin',
    flag: 'companyQuickReplies',
  },
  settingsBot: { to: '/settings/bot', title: msg`Bots`, level: 'user' },
  settingsImportExport: { to: '/settings/import-export', title: msg`Import and export`, level: 'user' },
  helpCenter: {
    to: '/help-center',
    title: msg`Help center`,
    level: 'user',
    nav: 'helpCenter',
    headerHidden: true,
  },
  profile: { to: '/profile/information', title: msg`Profile`, level: 'user', nav: 'profile' },
  profileInformation: { to: '/profile/information', title: msg`Information`, level: 'user' },
  profileTouchpoints: { to: '/profile/touchpoints-profile', title: msg`Touchpoints`, level: 'user' },
  profileAbsences: { to: '/profile/absences', title: msg`Absences`, level: 'user' },
  profileQuickReplies: {
    to: '/profile/quick-replies',
    title: msg`Quick replies`,
    level: 'user',
    flag: 'userQuickReplies',
  },
  profileConnections: { to: '/profile/connections', title: msg`Connections`, level: 'user' },
  profileSettings: { to: '/profile/settings', title: msg`Settings`, level: 'user' },
  calendarRedirect: { to: '/outlook/oauth/redirect', title: msg`Calendar connection`, level: 'user' },
} satisfies Record<string, Section>;

export type SectionId = keyof typeof sections;

export type Viewer = { role: RoleType; features: Record<FeatureFlag, boolean> };

/** `absent` when the brand switched the section off (it does not exist), `forbidden` when the role is too low. */
export function sectionAccess(section: Section, viewer: Viewer): 'allowed' | 'forbidden' | 'absent' {
  if (section.flag && !viewer.features[section.flag]) return 'absent';
  return hasAccess(viewer.role, section.level) ? 'allowed' : 'forbidden';
}

/**
 * The sidebar's items: sections with a nav icon whose brand flag is on. Each carries its access level;
 * the sidebar hides those above the user's level.
 */
export function navigationFor(viewer: Viewer): Array<{ id: SectionId; section: Section }> {
  return (Object.entries(sections) as Array<[SectionId, Section]>)
    .filter(([, section]) => section.nav && sectionAccess(section, viewer) !== 'absent')
    .map(([id, section]) => ({ id, section }));
}

/** Sub-navigation of each section with tabs, in display order. */
export const sectionTabs = {
  opportunities: [
    'opportunitiesMine',
    'opportunitiesShared',
    'opportunitiesNewCustomers',
    'opportunitiesTeam',
  ],
  tasks: ['tasksMine', 'tasksDone'],
  contacts: ['contactsOwn', 'contactsAll', 'contactsTeam'],
  newsletter: ['newsletterOverview', 'newsletterInProgress', 'newsletterArchive'],
  automation: ['botSystemOverview', 'autoresponder'],
  settings: [
    'settingsAccount',
    'settingsTouchpoints',
    'settingsChannels',
    'settingsTeams',
    'settingsUsers',
    'settingsQuickReplies',
    'settingsBot',
    'settingsImportExport',
  ],
  profile: [
    'profileInformation',
    'profileTouchpoints',
    'profileAbsences',
    'profileQuickReplies',
    'profileConnections',
    'profileSettings',
  ],
} satisfies Partial<Record<SectionId, SectionId[]>>;

/** The tabs of a section this viewer may open. */
export function tabsFor(
  ids: readonly SectionId[],
  viewer: Viewer,
): Array<{ id: SectionId; section: Section }> {
  return ids
    .map((id) => ({ id, section: sections[id] as Section }))
    .filter(({ section }) => sectionAccess(section, viewer) === 'allowed');
}
