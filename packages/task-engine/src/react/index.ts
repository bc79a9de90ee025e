export { type TaskForm, type TaskFormField, useTaskForm } from './use-task-form.ts';
export { useTaskRun } from './use-task-run.ts';
