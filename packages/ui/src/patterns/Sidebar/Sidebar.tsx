import { type ReactNode, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon, LogoutIcon } from '../../icons/Icon';
import { Badge } from '../../primitives/Badge/Badge';
import { AnchoredTooltip } from '../../primitives/Tooltip/Tooltip';
import { cx } from '../../utils/cx';
import { useClientLink } from '../../utils/router';
import { useMediaQuery } from '../../utils/useMediaQuery';
import * as styles from './Sidebar.css';
import { useItemTooltip } from './useItemTooltip';

/** The spec: the sidebar collapses at 1200 px wide or less and hides its collapse control there. */
export const SIDEBAR_AUTO_COLLAPSE_QUERY = '(max-width: 1200px)';

export type SidebarItem = {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** Access level needed to see the item; hidden when `userLevel` is lower. */
  level?: number;
  /** Not available yet; shown (disabled) only with `showDisabled`. */
  disabled?: boolean;
  /** Counter after the label, e.g. new opportunities. */
  count?: number;
};

export type SidebarProps = {
  items: SidebarItem[];
  userLevel: number;
  /** Show disabled items (development environment). */
  showDisabled?: boolean;
  /** id of the item for the current route (gets aria-current="page"). */
  currentId?: string;
  /** Accessible name of the <nav>, e.g. "Main navigation". */
  navLabel: string;
  /** The brand's large logo for the expanded sidebar (decorative when `appName` is given). */
  logo?: ReactNode;
  /** Logo for the collapsed state (e.g. a square mark). */
  collapsedLogo?: ReactNode;
  /** The brand's app name beside the logo; only the logo shows (the name stays for screen readers) when collapsed. */
  appName?: string;
  onLogout?: () => void;
  logoutLabel?: string;
  /** Accessible names of the collapse toggle. */
  collapseLabel: string;
  expandLabel: string;
  isCollapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Media query that forces the collapsed state; defaults to the spec's 1200 px. */
  autoCollapseQuery?: string;
  className?: string;
};

export const visibleSidebarItems = (items: SidebarItem[], userLevel: number, showDisabled: boolean) =>
  items.filter((item) => (item.level ?? 0) <= userLevel && (showDisabled || !item.disabled));

/**
 * A native link that navigates through the app's router (useClientLink): a page's first render builds
 * a dozen or more of these, and RAC's Link with its press, hover and focus hooks cost a fifth of the
 * signed-in shell's first render on a phone. Keyboard, focus ring and hover come from the platform.
 */
function NavLink({ item, isCurrent, tooltip }: { item: SidebarItem; isCurrent: boolean; tooltip?: string }) {
  const link = useClientLink(item.href);
  const content = (
    <>
      {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
      <span className={styles.label}>{item.label}</span>
      {item.count ? (
        <Badge tone="brand" className={styles.count}>
          {item.count}
        </Badge>
      ) : null}
    </>
  );
  if (item.disabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no target, as RAC's disabled Link
      <a role="link" aria-disabled="true" data-disabled="" className={styles.item} data-tooltip={tooltip}>
        {content}
      </a>
    );
  }
  return (
    <a
      href={link.href}
      onClick={link.onClick}
      aria-current={isCurrent ? 'page' : undefined}
      className={styles.item}
      data-tooltip={tooltip}
    >
      {content}
    </a>
  );
}

/**
 * The brand's mark when the sidebar is collapsed and the brand has no logo: the app name's first
 * letter in a square (decorative: the app name stays for screen readers), so the brand never
 * disappears from the collapsed sidebar.
 */
function monogramOf(appName: string | undefined): ReactNode {
  const letter = appName?.trim().charAt(0).toUpperCase();
  return letter ? (
    <span className={styles.monogram} aria-hidden="true" data-monogram="">
      {letter}
    </span>
  ) : null;
}

export const Sidebar = ({
  items,
  userLevel,
  showDisabled = false,
  currentId,
  navLabel,
  logo,
  collapsedLogo,
  appName,
  onLogout,
  logoutLabel,
  collapseLabel,
  expandLabel,
  isCollapsed: controlledCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  autoCollapseQuery = SIDEBAR_AUTO_COLLAPSE_QUERY,
  className,
}: SidebarProps) => {
  const isNarrow = useMediaQuery(autoCollapseQuery);
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(defaultCollapsed);
  const userCollapsed = controlledCollapsed ?? uncontrolledCollapsed;
  const isCollapsed = isNarrow || userCollapsed;

  const toggle = () => {
    const next = !userCollapsed;
    if (controlledCollapsed === undefined) setUncontrolledCollapsed(next);
    onCollapsedChange?.(next);
  };

  // Collapsed items show only icons; the label stays in the DOM (visually hidden) as the name and
  // appears in a tooltip on hover and keyboard focus: one tooltip for all items (useItemTooltip).
  const tooltip = useItemTooltip(isCollapsed);
  const tooltipOf = (label: string) => (isCollapsed ? label : undefined);

  return (
    // <aside> makes the whole sidebar (brand, navigation, logout) a landmark, so no content sits outside one.
    <aside
      className={cx(styles.sidebar, className)}
      data-collapsed={isCollapsed || undefined}
      {...tooltip.handlers}
    >
      <div className={styles.top}>
        {logo || collapsedLogo || appName ? (
          <div className={styles.logo} data-brand-logo="">
            {isCollapsed ? (collapsedLogo ?? logo ?? monogramOf(appName)) : logo}
            {appName ? <span className={styles.appName}>{appName}</span> : null}
          </div>
        ) : null}
        {isNarrow ? null : (
          <RACButton
            className={styles.toggle}
            aria-label={isCollapsed ? expandLabel : collapseLabel}
            aria-expanded={!isCollapsed}
            onPress={toggle}
          >
            {isCollapsed ? <ChevronRightIcon size="sm" /> : <ChevronLeftIcon size="sm" />}
          </RACButton>
        )}
      </div>
      <nav aria-label={navLabel} className={styles.nav}>
        <ul className={styles.list}>
          {visibleSidebarItems(items, userLevel, showDisabled).map((item) => (
            <li key={item.id}>
              <NavLink item={item} isCurrent={item.id === currentId} tooltip={tooltipOf(item.label)} />
            </li>
          ))}
        </ul>
      </nav>
      {onLogout && logoutLabel ? (
        <div className={styles.bottom}>
          <RACButton className={styles.item} onPress={onLogout} data-tooltip={tooltipOf(logoutLabel)}>
            <span className={styles.icon}>
              <LogoutIcon />
            </span>
            <span className={styles.label}>{logoutLabel}</span>
          </RACButton>
        </div>
      ) : null}
      {isCollapsed ? (
        <AnchoredTooltip
          anchorRef={tooltip.anchorRef}
          isOpen={tooltip.isOpen}
          onOpenChange={tooltip.onOpenChange}
          content={tooltip.label}
        />
      ) : null}
    </aside>
  );
};
