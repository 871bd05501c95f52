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

export type TabPanelProps = RACTabPanelProps;

export const TabPanel = ({ className, ...props }: TabPanelProps) => (
  <RACTabPanel {...props} className={composeRenderProps(className, (c) => cx(styles.panel, c))} />
);
