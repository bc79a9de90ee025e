import { canCreateTasks, planDefinitions } from '@taskwell/domain';

/** What the user's plan allows on `/creator`: to build, or to see what it is and upgrade. */
export type CreatorAccess = { kind: 'create' } | { kind: 'upgrade'; planName: string | undefined };

/**
 * spec §6 "Task creation": included from Explorer up (the domain's rule, which the API applies
 * too). A plan without it is offered the lowest plan that has it. A missing or unknown plan ranks
 * as Free.
 */
export function creatorAccessOf({ plan }: { plan: string | null | undefined }): CreatorAccess {
  if (canCreateTasks(plan)) return { kind: 'create' };
  const lowest = [...planDefinitions].sort((a, b) => a.rank - b.rank).find((entry) => canCreateTasks(entry.key));
  return { kind: 'upgrade', planName: lowest?.name };
}
