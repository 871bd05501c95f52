import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { Badge } from '../Badge/Badge';
import * as styles from './Tabs.css';

export type TabsProps = RACTabsProps;

export const Tabs = ({ className, ...props }: TabsProps) => (
  <RACTabs {...props} className={composeRenderProps(className, (c) => cx(styles.tabs, c))} />
);

export type TabListProps<T extends object> = RACTabListProps<T>;

export const TabList = <T extends object>({ className, ...props }: TabListProps<T>) => (
  <RACTabList {...props} className={composeRenderProps(className, (c) => cx(styles.tabList, c))} />
);

export type TabProps = Omit<RACTabProps, 'children'> & {
  children: ReactNode;
  /** Counter shown after the label (e.g. new customers); hidden when undefined. */
  count?: number;
  /** Visually hidden text read after the count, e.g. "new". */
  countLabel?: string;
};

/** A tab; with `href` it navigates (sub-routes as tabs). */
export const Tab = ({ className, children, count, countLabel, ...props }: TabProps) => (
  <RACTab {...props} className={composeRenderProps(className, (c) => cx(styles.tab, c))}>
    {children}
    {count === undefined ? null : (
      <Badge tone={count > 0 ? 'brand' : 'neutral'} className={styles.count}>
        {count}
        {countLabel ? <span className={styles.hidden}> {countLabel}</span> : null}
      </Badge>
    )}
  </RACTab>
);

export type TabPanelProps = RACTabPanelProps & {
  /**
   * The panel always holds something reachable with Tab (a link, a field, a list): then it is no tab
   * stop of its own and does not watch its content to find out. Without it, React Aria checks after
   * every change inside the panel whether anything in it is tabbable, and each check makes the browser
   * recompute styles on the spot: costly for a panel around a whole page that keeps changing, like
   * the inbox. (This option comes from the workspace's patch of react-aria, `patches/`.)
   */
  hasTabbableContent?: boolean;
};

export const TabPanel = ({ className, hasTabbableContent, ...props }: TabPanelProps) => (
  <RACTabPanel
    {...props}
    // Read by react-aria's useTabPanel (patched); React Aria Components hands its props through.
    {...(hasTabbableContent ? { hasTabbableContent } : {})}
    className={composeRenderProps(className, (c) => cx(styles.panel, c))}
  />
);
