export { taskListArgs } from './args.ts';
export { NewTask } from './NewTask.tsx';
export { NewTaskDialog } from './NewTaskDialog.tsx';
export { TaskDetail } from './TaskDetail.tsx';
export { TasksSection } from './TasksSection.tsx';
