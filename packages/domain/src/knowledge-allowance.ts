import { formatBytes } from './format-bytes.ts';
import { findPlan } from './plan-access.ts';
import { type PlanDefinition, planDefinitions } from './plans.ts';

// What each level of Personalization gives of the Well of Knowledge (issue 43, decision 141). The
// level is the plan's "Personalization" feature (spec §6): Nano with Discovery, Pro with Explorer,
// Ultra with Creator and Enterprise; Free has none, so no library of its own.

/** The levels of Personalization, lowest first. */
export const personalizationLevels = ['Nano', 'Pro', 'Ultra'] as const;
export type PersonalizationLevel = (typeof personalizationLevels)[number];

/** What a level gives. */
export interface KnowledgeLimits {
  /** Collections of one's own. */
  collections: number;
  /** Documents in them, all together. */
  documents: number;
  /** The bytes of those documents' files and pasted texts. */
  storageBytes: number;
  /** Whether one's own tasks (Creator Studio) may have knowledge steps. */
  knowledgeStepsInOwnTasks: boolean;
  /** Whether a collection may be shared with one's organization. */
  shareWithOrganization: boolean;
}

const mebibytes = (count: number) => count * 1024 * 1024;
const gibibytes = (count: number) => count * 1024 * 1024 * 1024;

const none: KnowledgeLimits = {
  collections: 0,
  documents: 0,
  storageBytes: 0,
  knowledgeStepsInOwnTasks: false,
  shareWithOrganization: false,
};

/** The limits of each level. */
export const knowledgeLimits: Readonly<Record<PersonalizationLevel, KnowledgeLimits>> = {
  Nano: {
    collections: 3,
    documents: 50,
    storageBytes: mebibytes(100),
    knowledgeStepsInOwnTasks: false,
    shareWithOrganization: false,
  },
  Pro: {
    collections: 20,
    documents: 1_000,
    storageBytes: gibibytes(2),
    knowledgeStepsInOwnTasks: true,
    shareWithOrganization: false,
  },
  Ultra: {
    collections: 100,
    documents: 20_000,
    storageBytes: gibibytes(20),
    knowledgeStepsInOwnTasks: true,
    shareWithOrganization: true,
  },
};

/** A plan's level of Personalization; undefined for Free (and a plan nobody knows). */
export function personalizationOf(plan: PlanDefinition | undefined): PersonalizationLevel | undefined {
  const value = plan?.features.find((feature) => feature.name === 'Personalization')?.value;
  return personalizationLevels.find((level) => level === value);
}

/** A plan's share of the Well of Knowledge, by the plan's name as a profile says it (any case). */
export function knowledgeAllowanceOf(planName: string | null | undefined): {
  plan: PlanDefinition | undefined;
  level: PersonalizationLevel | undefined;
  limits: KnowledgeLimits;
} {
  const plan = findPlan(planName);
  const level = personalizationOf(plan);
  return { plan, level, limits: level ? knowledgeLimits[level] : none };
}

/** What may run short: a count, the storage, or a feature. */
export type KnowledgeLimitKind = keyof KnowledgeLimits;

/** Whether `limits` give more of `kind` than `than`. */
function givesMore(limits: KnowledgeLimits, than: KnowledgeLimits, kind: KnowledgeLimitKind): boolean {
  const value = limits[kind];
  const other = than[kind];
  return typeof value === 'boolean' ? value && !other : value > Number(other);
}

/** The lowest plan above `planName` that gives more of `kind`; undefined when none does. */
export function planWithMore(
  planName: string | null | undefined,
  kind: KnowledgeLimitKind,
): { plan: PlanDefinition; level: PersonalizationLevel } | undefined {
  const current = knowledgeAllowanceOf(planName);
  const rank = current.plan?.rank ?? 0;
  for (const plan of [...planDefinitions].sort((a, b) => a.rank - b.rank)) {
    if (plan.rank <= rank) continue;
    const level = personalizationOf(plan);
    if (level && givesMore(knowledgeLimits[level], current.limits, kind)) return { plan, level };
  }
  return undefined;
}

const what: Readonly<Record<KnowledgeLimitKind, (limits: KnowledgeLimits) => string>> = {
  collections: (limits) => `${limits.collections.toLocaleString('en-US')} collections`,
  documents: (limits) => `${limits.documents.toLocaleString('en-US')} documents`,
  storageBytes: (limits) => `${formatBytes(limits.storageBytes)} of documents`,
  knowledgeStepsInOwnTasks: () => 'knowledge steps in your own tasks',
  shareWithOrganization: () => 'sharing a collection with your organization',
};

/**
 * The refusal of going past a limit, in words for the user: what the plan gives, and the plan
 * that gives more (or that none does). `kind` names the limit.
 */
export function knowledgeLimitMessage(planName: string | null | undefined, kind: KnowledgeLimitKind): string {
  const current = knowledgeAllowanceOf(planName);
  const more = planWithMore(planName, kind);
  const planLabel = current.plan ? `${current.plan.name}${current.level ? ` (${current.level})` : ''}` : 'Free';
  const gives =
    current.level === undefined
      ? `Your ${planLabel} plan has no Well of Knowledge of its own.`
      : typeof current.limits[kind] === 'boolean'
        ? `Your ${planLabel} plan does not include ${what[kind](current.limits)}.`
        : `Your ${planLabel} plan keeps up to ${what[kind](current.limits)}.`;
  if (!more) return `${gives} No plan keeps more: delete some to make room.`;
  const offer =
    typeof knowledgeLimits[more.level][kind] === 'boolean'
      ? `${more.plan.name} (${more.level}) includes it: upgrade to use it.`
      : `${more.plan.name} (${more.level}) keeps up to ${what[kind](knowledgeLimits[more.level])}: upgrade to add more.`;
  return `${gives} ${offer}`;
}
