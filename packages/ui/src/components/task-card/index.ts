export { TaskCard, type TaskCardAccess, type TaskCardProps } from './task-card.tsx';
