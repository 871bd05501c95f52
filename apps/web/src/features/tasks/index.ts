export { taskListArgs } from './args.ts';
export { NewTask } from './NewTask.tsx';
export { TaskDetail } from './TaskDetail.tsx';
export { TasksSection } from './TasksSection.tsx';
