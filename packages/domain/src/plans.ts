/** The keys of Taskwell's plans, lowest rank first. */
export const planKeys = ['free', 'discovery', 'explorer', 'creator', 'enterprise'] as const;
export type PlanKey = (typeof planKeys)[number];

/** A feature as the pricing page describes it (spec §3 "Feature definition"). */
export interface FeatureDefinition {
  /** The feature's name, as on the pricing cards. */
  name: string;
  /** Whether the feature is offered at all yet. */
  available: boolean;
  /** One sentence on what it gives. */
  description: string;
}

/** What one plan offers of one feature; `n/a` means nothing (the card hides it, spec §2). */
export interface PlanFeature {
  /** The feature's name. */
  name: string;
  /** What the plan offers of it, or `n/a`. */
  value: string;
  /** One sentence on what it gives. */
  description: string;
}

/** A plan as Taskwell sells it, without payment-provider details. */
export interface PlanDefinition {
  /** The plan's key. */
  key: PlanKey;
  /** The display name, as in a profile's `plan`. */
  name: string;
  /** spec §5: free 0, discovery 3, explorer 9, creator 18, enterprise 36. */
  rank: number;
  /** USD per user: monthly, and annual = ten times monthly (spec §9). */
  price: { monthly: number; annual: number };
  /** The plan the pricing page highlights (spec §6: explorer). */
  favorite: boolean;
  /** False while a plan is not sold (its card shows Waitlist). */
  available: boolean;
  /** Every feature, with `n/a` where the plan offers nothing. */
  features: PlanFeature[];
}

/** The features of the pricing table (spec §6), in display order. */
export const featureDefinitions: readonly FeatureDefinition[] = [
  { name: 'Service selection', available: true, description: 'Which AI and non-AI services a task may use.' },
  { name: 'Personas', available: true, description: 'Voices and points of view a task can write in.' },
  { name: 'Output formats', available: true, description: 'The shapes results come in.' },
  { name: 'Library access', available: true, description: 'Ready-made tasks from the Taskwell library.' },
  { name: 'Personalization', available: true, description: 'How far a task adapts to your own expertise (WOK).' },
  { name: 'Task creation', available: true, description: 'Build your own tasks in Creator Studio.' },
  { name: 'Publishing', available: true, description: 'Offer your tasks to others in a marketplace.' },
  { name: 'Asset management', available: true, description: 'Keep, find and reuse what your tasks produce.' },
  { name: 'Private AI', available: true, description: 'Run tasks on AI services reserved for you.' },
  { name: 'Automation', available: true, description: 'Run tasks on a schedule or on events.' },
];

type FeatureValues = Record<(typeof featureDefinitions)[number]['name'], string>;

// spec §6, row by row: discovery changes three features of free; explorer, creator and
// enterprise each build on the plan before.
const free: FeatureValues = {
  'Service selection': 'Default services',
  Personas: 'Default persona',
  'Output formats': 'Default format',
  'Library access': 'Limited',
  Personalization: 'n/a',
  'Task creation': 'n/a',
  Publishing: 'n/a',
  'Asset management': 'n/a',
  'Private AI': 'n/a',
  Automation: 'n/a',
};
const discovery: FeatureValues = {
  ...free,
  Personas: '3 personas',
  'Library access': 'Unlimited',
  Personalization: 'Nano',
};
const explorer: FeatureValues = {
  ...discovery,
  'Service selection': 'Service choice',
  Personas: '6 personas',
  'Output formats': '3 formats',
  Personalization: 'Pro',
  'Task creation': 'Included',
  'Asset management': 'Digital asset management',
  Automation: 'Default automation',
};
const creator: FeatureValues = {
  ...explorer,
  Personas: 'Unlimited',
  'Output formats': 'Unlimited',
  Personalization: 'Ultra',
  Publishing: 'Public marketplace',
  'Private AI': 'Private AI service access',
  Automation: 'Custom automation',
};
const enterprise: FeatureValues = {
  ...creator,
  Publishing: 'Public and branded private marketplace',
};

function features(values: FeatureValues): PlanFeature[] {
  return featureDefinitions.map(({ name, description }) => ({ name, value: values[name] ?? 'n/a', description }));
}

const monthly = (usd: number) => ({ monthly: usd, annual: usd * 10 });

/** The five plans, lowest rank first (spec §6, §9). */
export const planDefinitions: readonly PlanDefinition[] = [
  { key: 'free', name: 'Free', rank: 0, price: monthly(0), favorite: false, available: true, features: features(free) },
  {
    key: 'discovery',
    name: 'Discovery',
    rank: 3,
    price: monthly(3),
    favorite: false,
    available: true,
    features: features(discovery),
  },
  {
    key: 'explorer',
    name: 'Explorer',
    rank: 9,
    price: monthly(9),
    favorite: true,
    available: true,
    features: features(explorer),
  },
  {
    key: 'creator',
    name: 'Creator',
    rank: 18,
    price: monthly(18),
    favorite: false,
    available: true,
    features: features(creator),
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    rank: 36,
    price: monthly(36),
    favorite: false,
    available: true,
    features: features(enterprise),
  },
];
