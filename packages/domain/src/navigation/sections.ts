import { type AccessLevel, hasAccess, type RoleType } from '../auth/roles.ts';
import type { InboxSection } from '../inbox/sections.ts';
import { inboxSections } from '../inbox/sections.ts';

/** Brand feature flags that switch a section on or off (spec 1, 6). */
export type FeatureFlag =
  | 'appointments'
  | 'gpt'
  | 'reviews'
  | 'analytics'
  | 'companyQuickReplies'
  | 'userQuickReplies'
  | 'brandDocuments';

export type NavIcon =
  | 'dashboard'
  | 'opportunities'
  | 'appointments'
  | 'tasks'
  | 'gpt'
  | 'documents'
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
  level: AccessLevel;
  flag?: FeatureFlag;
  /** Shown in the sidebar's main navigation, with this icon. */
  nav?: NavIcon;
  /** Hidden page header (spec 2: help center, newsletter stats). */
  headerHidden?: boolean;
  /**
   * Its screens are not built yet: the sidebar shows it, disabled, only in the development
   * environment (spec 2). The feature that builds the screens removes the flag.
   */
  disabled?: true;
};

/**
 * Every section of spec 2 with its path, access level, brand flag and state: the one source of truth
 * for the route guards, the sidebar, the tabs and the page titles (the web app adds the translated
 * titles, keyed by these ids).
 */
export const sections = {
  dashboard: { to: '/dashboard', level: 'user', nav: 'dashboard' },
  opportunities: { to: '/opportunities/mine', level: 'user', nav: 'opportunities' },
  appointments: {
    to: '/appointments/overview',
    level: 'user',
    flag: 'appointments',
    nav: 'appointments',
  },
  tasks: { to: '/tasks/mine', level: 'user', nav: 'tasks' },
  gpt: { to: '/gpt', level: 'user', flag: 'gpt', nav: 'gpt' },
  /** Brand documents (spec 1, 3, 7): spec 2 names no route; they get their own page beside the assistant. */
  documents: { to: '/documents', level: 'user', flag: 'brandDocuments', nav: 'documents' },
  contacts: { to: '/contacts/own', level: 'user', nav: 'contacts' },
  reviews: { to: '/reviews', level: 'user', flag: 'reviews', nav: 'reviews' },
  news: { to: '/news/overview', level: 'user', nav: 'news' },
  shop: { to: '/shop/overview', level: 'admin', nav: 'shop' },
  newsletter: { to: '/newsletter/overview', level: 'admin', nav: 'newsletter' },
  newsletterStats: { to: '/newsletter/stats', level: 'admin', headerHidden: true },
  automation: { to: '/automation/bot-system/overview', level: 'admin', nav: 'automation' },
  opportunitiesMine: { to: '/opportunities/mine', level: 'user' },
  opportunitiesShared: { to: '/opportunities/shared', level: 'user' },
  opportunitiesNewCustomers: { to: '/opportunities/new_customers', level: 'user' },
  opportunitiesTeam: { to: '/opportunities/team', level: 'user' },
  opportunitiesClosed: { to: '/opportunities/closed', level: 'user' },
  tasksMine: { to: '/tasks/mine', level: 'user' },
  tasksDelegated: { to: '/tasks/delegated', level: 'user' },
  tasksDone: { to: '/tasks/done', level: 'user' },
  contactsOwn: { to: '/contacts/own', level: 'user' },
  contactsAll: { to: '/contacts/all', level: 'user' },
  contactsTeam: { to: '/contacts/team', level: 'user' },
  newsletterOverview: { to: '/newsletter/overview', level: 'admin' },
  newsletterInProgress: { to: '/newsletter/in-progress', level: 'admin' },
  newsletterArchive: { to: '/newsletter/archive', level: 'admin' },
  botSystemOverview: { to: '/automation/bot-system/overview', level: 'admin' },
  autoresponder: { to: '/automation/autoresponder', level: 'admin' },
  botDetails: { to: '/automation/bot-system/details', level: 'admin' },
  analytics: { to: '/analytics', level: 'admin', flag: 'analytics', nav: 'analytics' },
  touchpoints: { to: '/touchpoints', level: 'user', nav: 'touchpoints' },
  settings: { to: '/settings/account', level: 'admin', nav: 'settings' },
  settingsAccount: { to: '/settings/account', level: 'admin' },
  settingsTouchpoints: { to: '/settings/touchpoints-settings', level: 'admin' },
  settingsChannels: { to: '/settings/channels', level: 'admin' },
  /** The website's booking button books appointments: a brand without them has no widget (issue 27). */
  settingsAppointmentWidget: {
    to: '/settings/channels/appointment-widget',
    level: 'admin',
    flag: 'appointments',
  },
  // Spec 6 opens the teams and users lists to every user; changing them is for admins (below).
  settingsTeams: { to: '/settings/teams', level: 'user' },
  settingsUsers: { to: '/settings/users', level: 'user' },
  /** Adding a team, assigning users and channels, opening hours. */
  settingsTeamsManage: { to: '/settings/teams/add', level: 'admin' },
  /** Inviting users and editing other users (a user may edit only themselves). */
  settingsUsersManage: { to: '/settings/users/add', level: 'admin' },
  settingsQuickReplies: { to: '/settings/quick-replies', level: 'admin', flag: 'companyQuickReplies' },
  // Admin only: a company's bots answer every customer (issue 33).
  settingsBot: { to: '/settings/bot', level: 'admin' },
  // Admin: it reads and writes every contact of the company (spec 2 puts /settings under admin).
  settingsImportExport: { to: '/settings/import-export', level: 'admin' },
  /** Who did what in the company (issue 29: impersonations, roles, sign-ins), for its admins. */
  settingsAuditLog: { to: '/settings/audit-log', level: 'admin' },
  helpCenter: { to: '/help-center', level: 'user', nav: 'helpCenter', headerHidden: true },
  profile: { to: '/profile/information', level: 'user', nav: 'profile' },
  profileInformation: { to: '/profile/information', level: 'user' },
  profileTouchpoints: { to: '/profile/touchpoints-profile', level: 'user' },
  profileAbsences: { to: '/profile/absences', level: 'user' },
  profileQuickReplies: {
    to: '/profile/quick-replies',
    level: 'user',
    flag: 'userQuickReplies',
  },
  profileConnections: { to: '/profile/connections', level: 'user' },
  profileSettings: { to: '/profile/settings', level: 'user' },
  calendarRedirect: { to: '/outlook/oauth/redirect', level: 'user' },
} as const satisfies Record<string, Section>;

export type SectionId = keyof typeof sections;

/** The section of each inbox tab. */
export const inboxSectionIds = {
  mine: 'opportunitiesMine',
  shared: 'opportunitiesShared',
  new_customers: 'opportunitiesNewCustomers',
  team: 'opportunitiesTeam',
  closed: 'opportunitiesClosed',
} as const satisfies Record<InboxSection, SectionId>;

/** Sub-navigation of each section with tabs, in display order. */
export const sectionTabs = {
  opportunities: inboxSections.map((section) => inboxSectionIds[section]),
  tasks: ['tasksMine', 'tasksDelegated', 'tasksDone'],
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
    'settingsAuditLog',
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

export type SectionViewer = { role: RoleType; features: Record<FeatureFlag, boolean> };

/** `absent` when the brand switched the section off (it does not exist), `forbidden` when the role is too low. */
export function sectionAccess(section: Section, viewer: SectionViewer): 'allowed' | 'forbidden' | 'absent' {
  if (section.flag && !viewer.features[section.flag]) return 'absent';
  return hasAccess(viewer.role, section.level) ? 'allowed' : 'forbidden';
}

/**
 * The sidebar's items: sections with a nav icon whose brand flag is on. Each carries its access level
 * and whether it is built; the sidebar hides those above the user's level, and the disabled ones
 * outside the development environment.
 */
export function navigationFor(viewer: SectionViewer): Array<{ id: SectionId; section: Section }> {
  return (Object.entries(sections) as Array<[SectionId, Section]>)
    .filter(([, section]) => section.nav && sectionAccess(section, viewer) !== 'absent')
    .map(([id, section]) => ({ id, section }));
}

/** The tabs of a section this viewer may open. */
export function tabsFor(
  ids: readonly SectionId[],
  viewer: SectionViewer,
  { showDisabled = true }: { showDisabled?: boolean } = {},
): Array<{ id: SectionId; section: Section }> {
  return (
    ids
      .map((id) => ({ id, section: sections[id] as Section }))
      // A tab whose screen is not built is offered only where the sidebar shows those too (development).
      .filter(
        ({ section }) => (showDisabled || !section.disabled) && sectionAccess(section, viewer) === 'allowed',
      )
  );
}
