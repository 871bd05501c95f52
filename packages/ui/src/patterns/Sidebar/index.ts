export {
  SIDEBAR_AUTO_COLLAPSE_QUERY,
  Sidebar,
  type SidebarItem,
  type SidebarProps,
  visibleSidebarItems,
} from './Sidebar';
