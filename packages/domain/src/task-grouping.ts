/** The group of tasks whose `category` is empty. */
export const uncategorized = 'uncategorized';

/**
 * spec §2: tasks grouped by their pipe-separated `category` (a task may sit in several groups),
 * with the fallback group 'uncategorized'. Groups keep the order they are first met in; tasks keep
 * their order within a group.
 */
export function groupTasksByCategory<Task extends { category?: string | null | undefined }>(
  tasks: readonly Task[],
): Map<string, Task[]> {
  const groups = new Map<string, Task[]>();
  for (const task of tasks) {
    const names = (task.category ?? '')
      .split('|')
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    for (const name of new Set(names.length > 0 ? names : [uncategorized])) {
      const group = groups.get(name);
      if (group) group.push(task);
      else groups.set(name, [task]);
    }
  }
  return groups;
}
