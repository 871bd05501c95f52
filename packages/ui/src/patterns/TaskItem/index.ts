export { type TaskDueState, TaskItem, type TaskItemProps, TaskItemSkeleton } from './TaskItem';
