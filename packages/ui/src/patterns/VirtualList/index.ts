export {
  VirtualList,
  type VirtualListHandle,
  type VirtualListItem,
  type VirtualListProps,
  type VirtualListRowState,
} from './VirtualList';
