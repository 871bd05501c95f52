import { describe, expect, it } from 'vitest';
import { inboxSections } from '../inbox/sections.ts';
import {
  inboxSectionIds,
  navigationFor,
  type SectionViewer,
  sectionAccess,
  sections,
  sectionTabs,
  tabsFor,
} from './sections.ts';

const features = {
  appointments: true,
  gpt: true,
  reviews: true,
  analytics: true,
  companyQuickReplies: true,
  userQuickReplies: true,
  brandDocuments: true,
};
const admin: SectionViewer = { role: 'COMPANY_ADMIN', features };
const user: SectionViewer = { role: 'COMPANY_USER', features };

describe('sections (spec 2)', () => {
  it('the inbox tabs follow the one inbox section list, in its order', () => {
    expect(sectionTabs.opportunities).toEqual(inboxSections.map((section) => inboxSectionIds[section]));
    expect(sectionTabs.opportunities.map((id) => sections[id].to)).toEqual([
      '/opportunities/mine',
      '/opportunities/shared',
      '/opportunities/new_customers',
      '/opportunities/team',
      '/opportunities/closed',
    ]);
  });

  it('a brand flag that is off makes a section absent; a low role makes it forbidden', () => {
    expect(sectionAccess(sections.analytics, { ...admin, features: { ...features, analytics: false } })).toBe(
      'absent',
    );
    expect(sectionAccess(sections.settings, user)).toBe('forbidden');
    expect(sectionAccess(sections.settingsTeams, user)).toBe('allowed');
    // The company's bots are for admins (issue 33).
    expect(tabsFor(sectionTabs.settings, user).map(({ id }) => id)).toEqual([
      'settingsTeams',
      'settingsUsers',
    ]);
    expect(sectionAccess(sections.settingsBot, user)).toBe('forbidden');
    expect(sectionAccess(sections.settingsImportExport, user)).toBe('forbidden');
    expect(
      sectionAccess(sections.settingsQuickReplies, {
        ...admin,
        features: { ...features, companyQuickReplies: false },
      }),
    ).toBe('absent');
  });

  it('has no appointment widget where the brand has no appointments (issue 27)', () => {
    expect(sectionAccess(sections.settingsAppointmentWidget, admin)).toBe('allowed');
    expect(
      sectionAccess(sections.settingsAppointmentWidget, {
        ...admin,
        features: { ...features, appointments: false },
      }),
    ).toBe('absent');
    expect(sectionAccess(sections.settingsAppointmentWidget, user)).toBe('forbidden');
  });

  it('has every section built now: nothing is left for production navigation to hide', () => {
    const built = navigationFor(admin)
      .filter(({ section }) => !section.disabled)
      .map(({ id }) => id);
    expect(built).toEqual([
      'dashboard',
      'opportunities',
      'appointments',
      'tasks',
      'gpt',
      'documents',
      'contacts',
      'reviews',
      'news',
      'shop',
      'newsletter',
      'automation',
      'analytics',
      'touchpoints',
      'settings',
      'helpCenter',
      'profile',
    ]);
    expect(navigationFor(admin)).toHaveLength(built.length);
  });
});
