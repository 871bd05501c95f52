import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { accessLevels, levelOfRole, type NavIcon, navigationFor } from '@parley/domain';
import {
  Avatar,
  BoltIcon,
  CalendarIcon,
  ChartIcon,
  ChatIcon,
  ContactsIcon,
  FolderIcon,
  HelpIcon,
  HomeIcon,
  MailIcon,
  NewsIcon,
  PersonIcon,
  QrCodeIcon,
  SettingsIcon,
  ShopIcon,
  Sidebar,
  SparkleIcon,
  StarIcon,
  TaskIcon,
} from '@parley/ui';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Me } from '../../lib/sectionGuard.ts';
import { viewerOf } from '../../lib/sectionGuard.ts';
import { sectionTitles } from '../../lib/sections.ts';

const icons: Record<NavIcon, ReactNode> = {
  dashboard: <HomeIcon />,
  opportunities: <ChatIcon />,
  appointments: <CalendarIcon />,
  tasks: <TaskIcon />,
  gpt: <SparkleIcon />,
  documents: <FolderIcon />,
  contacts: <ContactsIcon />,
  reviews: <StarIcon />,
  news: <NewsIcon />,
  shop: <ShopIcon />,
  newsletter: <MailIcon />,
  automation: <BoltIcon />,
  analytics: <ChartIcon />,
  settings: <SettingsIcon />,
  helpCenter: <HelpIcon />,
  profile: <PersonIcon />,
  touchpoints: <QrCodeIcon />,
};

/** First path segment: /settings/users → /settings. */
const sectionRoot = (path: string) => `/${path.split('/')[1] ?? ''}`;

type AppSidebarProps = { me: Me; showDisabled: boolean; onLogout: () => void };

export function AppSidebar({ me, showDisabled, onLogout }: AppSidebarProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { pathname } = useLocation();
  const { brand } = me.company;
  const items = navigationFor(viewerOf(me)).map(({ id, section }) => ({
    id,
    label: i18n._(sectionTitles[id]),
    href: section.to,
    // The profile item shows the user's own picture (initials without one).
    icon:
      section.nav === 'profile' ? (
        <Avatar
          name={`${me.profile.firstName} ${me.profile.lastName}`}
          src={me.profile.avatar?.url}
          size="sm"
          isDecorative
        />
      ) : section.nav ? (
        icons[section.nav]
      ) : undefined,
    level: accessLevels[section.level],
    disabled: section.disabled,
  }));
  const current = items.find((item) => sectionRoot(item.href) === sectionRoot(pathname));

  return (
    <Sidebar
      items={items}
      userLevel={accessLevels[levelOfRole(me.role.type)]}
      showDisabled={showDisabled}
      currentId={current?.id}
      navLabel={t`Main navigation`}
      appName={brand.appName}
      logo={brand.logos.main ? <img src={brand.logos.main} alt="" /> : undefined}
      collapsedLogo={brand.logos.small ? <img src={brand.logos.small} alt="" /> : undefined}
      onLogout={onLogout}
      logoutLabel={t`Log out`}
      collapseLabel={t`Collapse navigation`}
      expandLabel={t`Expand navigation`}
    />
  );
}
