import { findPlan, type PlanDefinition, planDefinitions } from '@taskwell/domain';

/** spec §6: the pricing table's feature row that lets a plan build tasks. */
const taskCreation = 'Task creation';

function includesTaskCreation(plan: PlanDefinition): boolean {
  const value = plan.features.find((feature) => feature.name === taskCreation)?.value ?? 'n/a';
  return value.trim().toLowerCase() !== 'n/a';
}

/** What the user's plan allows on `/creator`: to build, or to see what it is and upgrade. */
export type CreatorAccess = { kind: 'create' } | { kind: 'upgrade'; planName: string | undefined };

/**
 * spec §6 "Task creation": included from Explorer up. Reads the pricing table's row rather than a
 * second list of plans, so the page and the pricing cards cannot disagree. A missing or unknown
 * plan ranks as Free.
 */
export function creatorAccessOf({ plan }: { plan: string | null | undefined }): CreatorAccess {
  const current = findPlan(plan);
  if (current && includesTaskCreation(current)) return { kind: 'create' };
  const lowest = planDefinitions.filter(includesTaskCreation).sort((a, b) => a.rank - b.rank)[0];
  return { kind: 'upgrade', planName: lowest?.name };
}
