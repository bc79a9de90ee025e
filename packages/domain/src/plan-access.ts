import { type PlanDefinition, type PlanKey, planDefinitions } from './plans.ts';

const byName = new Map<string, PlanDefinition>(planDefinitions.map((plan) => [plan.key, plan]));

/** The plan a name refers to, case-insensitive and trimmed ('Explorer', ' creator '); unknown names give nothing. */
export function findPlan(name: string | null | undefined): PlanDefinition | undefined {
  if (!name) return undefined;
  return byName.get(name.trim().toLowerCase());
}

/** spec §5: free 0, discovery 3, explorer 9, creator 18, enterprise 36; a missing or unknown plan ranks as free. */
export function planRank(name: string | null | undefined): number {
  return findPlan(name)?.rank ?? 0;
}

/** The plans a task lists in its pipe-separated `plans` ('explorer|creator'); unknown names are ignored. */
export function plansOfTask(plans: string): PlanDefinition[] {
  return plans
    .split('|')
    .map((name) => findPlan(name))
    .filter((plan): plan is PlanDefinition => plan !== undefined);
}

/**
 * spec §5: a task is usable when the user's plan ranks at least as high as any one plan the task
 * lists. A task that lists no known plan is usable by nobody (it cannot say who may use it).
 */
export function isTaskUsable(userPlan: string | null | undefined, taskPlans: string): boolean {
  const rank = planRank(userPlan);
  return plansOfTask(taskPlans).some((plan) => rank >= plan.rank);
}

/** The lowest plan that unlocks a task: the one an Upgrade prompt names. */
export function lowestPlanFor(taskPlans: string): PlanDefinition | undefined {
  return plansOfTask(taskPlans).reduce<PlanDefinition | undefined>(
    (lowest, plan) => (lowest === undefined || plan.rank < lowest.rank ? plan : lowest),
    undefined,
  );
}

/** The plans ordered by price, low to high (spec §3 "price order"). */
export function planKeysByPrice(): PlanKey[] {
  return [...planDefinitions].sort((a, b) => a.price.monthly - b.price.monthly).map((plan) => plan.key);
}

/** spec §9: the per-month figure of an annual price is 10 × monthly / 12, in USD with 2 decimals. */
export function annualPricePerMonth(monthly: number): number {
  return Math.round(((10 * monthly) / 12) * 100) / 100;
}

/** The features a pricing card shows: those valued 'n/a' are hidden (spec §6). */
export function visibleFeatures<Feature extends { value: string }>(features: readonly Feature[]): Feature[] {
  return features.filter((feature) => feature.value.trim().toLowerCase() !== 'n/a');
}

/** spec §6 "Task creation": whether a plan may build tasks in the Creator Studio (explorer and up). */
export function canCreateTasks(userPlan: string | null | undefined): boolean {
  const feature = findPlan(userPlan)?.features.find((entry) => entry.name === 'Task creation');
  return feature !== undefined && feature.value.trim().toLowerCase() !== 'n/a';
}

/** The refusal a plan without task creation gets, naming the plan that has it. */
export const taskCreationPlanMessage =
  'Building your own tasks comes with the Explorer plan and above: upgrade to use the Creator Studio.';
