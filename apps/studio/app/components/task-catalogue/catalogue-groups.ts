import type { Task, TaskCategory } from '@taskwell/api-sdk';
import { groupTasksByCategory, isTaskUsable, uncategorized } from '@taskwell/domain';
import type { TaskCardAccess } from '@taskwell/ui/task-card';

/** A category as the catalogue shows it, with its tasks. */
export interface CategoryGroup {
  name: string;
  title: string;
  description: string;
  imageName?: string | undefined;
  tasks: Task[];
}

/**
 * spec §2: tasks grouped by their '|'-separated category, in the order of the category list, with
 * any other group (and 'uncategorized') after it. Categories without tasks are not shown.
 */
export function categoryGroups(tasks: readonly Task[], categories: readonly TaskCategory[]): CategoryGroup[] {
  const groups = groupTasksByCategory(tasks);
  const known = categories
    .filter((category) => groups.has(category.name))
    .map((category) => ({ ...category, tasks: groups.get(category.name) ?? [] }));
  const others = [...groups.entries()]
    .filter(([name]) => !categories.some((category) => category.name === name))
    .map(([name, members]) => ({
      name,
      title: name === uncategorized ? 'Uncategorized' : name[0]?.toUpperCase() + name.slice(1),
      description: `${members.length} ${members.length === 1 ? 'task' : 'tasks'}`,
      tasks: members,
    }));
  return [...known, ...others];
}

/** What a viewer may do with a task: Use, Upgrade, or sign in first (spec §2, §5 ranks). */
export function accessOf(task: Pick<Task, 'plans'>, viewer: { plan?: string | undefined } | null): TaskCardAccess {
  if (!viewer) return 'sign-in';
  // A plan that could not be read leaves the decision to the server, which checks it anyway.
  if (viewer.plan === undefined) return 'use';
  return isTaskUsable(viewer.plan, task.plans) ? 'use' : 'upgrade';
}
