export { TaskList, type TaskListProps, type TaskSummary } from './task-list.tsx';
