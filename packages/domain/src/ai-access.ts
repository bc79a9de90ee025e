import { findPlan, planRank } from './plan-access.ts';
import { type PlanDefinition, type PlanKey, planDefinitions } from './plans.ts';

// Issue 40: who may use which AI service, and what an AI call costs (decision 130).

/** The operator's model tiers (spec §1's three-tier model ecosystem), cheapest first. */
export const aiTierKeys = ['public', 'partner', 'enterprise'] as const;

/** One operator tier. */
export type AiTierKey = (typeof aiTierKeys)[number];

/**
 * The lowest plan that may run on each tier: the public tier for everyone, the partner tier from
 * Explorer (the plan that sells "Service choice"), the enterprise tier for Enterprise.
 */
export const aiTierPlans: Readonly<Record<AiTierKey, PlanKey>> = {
  public: 'free',
  partner: 'explorer',
  enterprise: 'enterprise',
};

/** The credits one call of each tier costs when the operator sets nothing (`AI_<TIER>_CREDITS`). */
export const defaultAiTierCredits: Readonly<Record<AiTierKey, number>> = { public: 1, partner: 2, enterprise: 4 };

/** A step's `aiService` option that lets the runner choose (the editor's default for a new AI step). */
export const runnerAiService = 'runner';

/** The prefix of a private service in an `aiService` value: `private:<id>`. */
const privatePrefix = 'private:';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where an AI call goes, as a run or a step names it: an operator tier, or a private service by
 * its id. Written as one string (`public`, `partner`, `enterprise`, `private:<uuid>`): the run's
 * `aiService` and a step's `aiService` option both carry it.
 */
export type AiServiceRef = { kind: 'tier'; tier: AiTierKey } | { kind: 'private'; id: string };

/** The string of a reference (see {@link AiServiceRef}). */
export function aiServiceKey(ref: AiServiceRef): string {
  return ref.kind === 'tier' ? ref.tier : `${privatePrefix}${ref.id.toLowerCase()}`;
}

/** Reads a reference's string; anything else (a typo, `runner`) gives undefined. */
export function parseAiServiceKey(value: string | undefined | null): AiServiceRef | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  const tier = aiTierKeys.find((key) => key === text);
  if (tier) return { kind: 'tier', tier };
  if (text.startsWith(privatePrefix) && uuid.test(text.slice(privatePrefix.length))) {
    return { kind: 'private', id: text.slice(privatePrefix.length) };
  }
  return undefined;
}

/** The plan a name refers to, or Free (an unknown plan has what Free has). */
function planOf(name: string | null | undefined): PlanDefinition {
  return findPlan(name) ?? (planDefinitions[0] as PlanDefinition);
}

/** The tiers a plan may run on, cheapest first. */
export function aiTiersOfPlan(plan: string | null | undefined): AiTierKey[] {
  const rank = planRank(plan);
  return aiTierKeys.filter((tier) => rank >= planRank(aiTierPlans[tier]));
}

/** The plan that opens a tier (what a refusal names). */
export function planForAiTier(tier: AiTierKey): PlanDefinition {
  return planOf(aiTierPlans[tier]);
}

/** The lowest plan that may choose the service of a run's AI steps (spec §6 "Service choice"). */
export const aiChoicePlan: PlanKey = 'explorer';

/** The lowest plan that may keep AI services of its own (spec §6 "Private AI service access"). */
export const privateAiPlan: PlanKey = 'creator';

/** spec §6 "Service selection": whether a runner may choose the service a run's AI steps use (Explorer and up). */
export function canChooseAiService(plan: string | null | undefined): boolean {
  return planRank(plan) >= planRank(aiChoicePlan);
}

/** spec §6 "Private AI": whether an account may keep AI services of its own (Creator and up). */
export function canKeepPrivateAi(plan: string | null | undefined): boolean {
  return planRank(plan) >= planRank(privateAiPlan);
}

/** The refusal of a plan below Creator that tries to add a private AI service. */
export const privateAiPlanMessage =
  'Private AI services come with the Creator plan and above: upgrade to Creator to add your own.';

/** The refusal of a plan below Explorer that names a service for its run. */
export const aiChoicePlanMessage =
  'Choosing the AI service of a run comes with the Explorer plan and above: upgrade to Explorer to choose.';

/** The refusal of a tier the runner's plan does not include, naming both. */
export function aiTierPlanMessage(options: { plan: string; tier: AiTierKey }): string {
  const needed = planForAiTier(options.tier);
  return `Your ${planOf(options.plan).name} plan does not include the ${options.tier} AI tier: it comes with the ${needed.name} plan${needed.key === 'enterprise' ? '' : ' and above'}.`;
}

/** What the floor of a task's fee needs to know of one AI step. */
export interface AiStepCostInput {
  /** The step's `tier` option (default public). */
  tier?: string | undefined;
  /** The step's `aiService` option: `runner`, `private:<id>`, or absent (the step's tier). */
  aiService?: string | undefined;
}

/** The credits one AI step costs the platform at most, with the operator's tier costs. */
export function aiStepCost(step: AiStepCostInput, credits: Readonly<Record<AiTierKey, number>>): number {
  const service = step.aiService?.trim().toLowerCase();
  // A private service is paid by its owner to their provider: nothing for the platform.
  if (service?.startsWith(privatePrefix)) return 0;
  // The runner may choose any tier their plan has (and their own services): the fee covers the dearest.
  if (service === runnerAiService) return Math.max(...aiTierKeys.map((tier) => credits[tier]));
  const tier = aiTierKeys.find((key) => key === (step.tier?.trim().toLowerCase() || 'public'));
  return tier ? credits[tier] : 0;
}

/**
 * The lowest fee (or listing price) a task may have: the sum of what its AI steps cost (issue 40).
 * A fee below it would let a run spend more of the operator's models than it pays for.
 */
export function aiCostFloor(options: {
  steps: readonly AiStepCostInput[];
  credits: Readonly<Record<AiTierKey, number>>;
}): number {
  return options.steps.reduce((sum, step) => sum + aiStepCost(step, options.credits), 0);
}

/** The refusal of a fee or a price under the floor, naming it. */
export function costFloorMessage(options: { floor: number; what: 'fee' | 'price' }): string {
  const unit = options.floor === 1 ? 'credit' : 'credits';
  return options.what === 'fee'
    ? `The fee must be at least ${options.floor} ${unit}: what the task's AI steps cost per run.`
    : `The price must be at least ${options.floor} ${unit}: what the task's AI steps cost per run.`;
}

const tierLabels: Readonly<Record<AiTierKey, string>> = {
  public: 'Public tier',
  partner: 'Partner tier',
  enterprise: 'Enterprise tier',
};

/** How a run's chosen AI service is shown: a tier by its name, a private service by its name (or as deleted). */
export function aiServiceLabel(options: { key: string; privateName?: string | null | undefined }): string {
  const ref = parseAiServiceKey(options.key);
  if (!ref) return options.key;
  if (ref.kind === 'tier') return tierLabels[ref.tier];
  return options.privateName ?? 'A deleted AI service';
}
