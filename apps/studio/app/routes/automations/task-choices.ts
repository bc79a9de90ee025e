import type { StoreListingView, Task } from '@taskwell/api-sdk';
import { type TaskChoice, taskKey } from './automation-draft.ts';

/**
 * The tasks an automation may run (issue 46): the catalogue's, the user's own published ones, and
 * the AI Store listings they saved or bought (a run of a listing is bought at its price in force).
 * A task both in the catalogue and the user's own is offered once, as their own.
 */
export function taskChoices(
  catalogue: readonly Task[],
  own: readonly Task[],
  listings: readonly StoreListingView[],
): TaskChoice[] {
  const owned = new Set(own.map((task) => task.id));
  const choice = (task: Task, group: TaskChoice['group']): TaskChoice => ({
    key: taskKey(task.id, undefined),
    label: task.name,
    group,
    taskId: task.id,
    parameters: task.parameters,
    asks: task.asks ?? [],
  });
  return [
    ...catalogue.filter((task) => !owned.has(task.id)).map((task) => choice(task, 'Tasks')),
    ...own.map((task) => choice(task, 'My tasks')),
    ...listings
      .filter((listing) => listing.onSale)
      .map((listing) => ({
        key: taskKey(listing.task.id, listing.listingId),
        label: listing.task.name,
        group: 'From the AI Store' as const,
        taskId: listing.task.id,
        listingId: listing.listingId,
        parameters: listing.task.parameters,
        asks: listing.task.asks ?? [],
      })),
  ];
}
