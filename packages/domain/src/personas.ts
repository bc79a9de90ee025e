import { findPlan, planRank } from './plan-access.ts';
import { type PlanDefinition, planDefinitions } from './plans.ts';

// Issue 40: personas, the spec's `character {name, content}`: a name and how to write (voice,
// audience, point of view, words to use and avoid). A user keeps up to their plan's count
// (spec §6: a default persona, 3, 6, unlimited); an organization's are shared with its members.

/** The points of view a persona may write from; `any` leaves it to the task. */
export const personaPointsOfView = ['any', 'first-person', 'second-person', 'third-person'] as const;
export type PersonaPointOfView = (typeof personaPointsOfView)[number];

/** What a persona is made of, as a user writes it. */
export interface PersonaFields {
  /** One line, 1 to 80 characters. */
  name: string;
  /** How it sounds ("warm, plain, confident"). */
  voice: string;
  /** Whom it writes for. */
  audience: string;
  pointOfView: PersonaPointOfView;
  /** Words and phrases to use where they fit. */
  wordsToUse: string[];
  /** Words and phrases never to use: the text checks flag them in results written in this persona. */
  wordsToAvoid: string[];
  /** Anything else to follow. */
  instructions: string;
}

/** The limits of a persona's fields (the contract's, the studio's form's and the server's). */
export const personaLimits = {
  name: 80,
  voice: 500,
  audience: 500,
  instructions: 4_000,
  /** Entries of each word list, and the longest entry. */
  words: 50,
  word: 60,
} as const;

const pointOfViewWords: Record<PersonaPointOfView, string> = {
  any: '',
  'first-person': 'Write in the first person (I, we).',
  'second-person': 'Write in the second person, speaking to the reader (you).',
  'third-person': 'Write in the third person (they, the company).',
};

/**
 * A persona as instructions to a model: the `content` of the spec's `character`, and what an AI
 * step puts first in its system message. Empty fields are left out.
 */
export function personaInstructions(persona: Partial<PersonaFields> & { name: string }): string {
  const lines = [`Write as the persona "${persona.name.trim()}".`];
  if (persona.voice?.trim()) lines.push(`Voice: ${persona.voice.trim()}`);
  if (persona.audience?.trim()) lines.push(`Audience: ${persona.audience.trim()}`);
  const view = pointOfViewWords[persona.pointOfView ?? 'any'];
  if (view) lines.push(view);
  if (persona.wordsToUse?.length) lines.push(`Use these words where they fit: ${persona.wordsToUse.join(', ')}.`);
  if (persona.wordsToAvoid?.length) lines.push(`Never use these words: ${persona.wordsToAvoid.join(', ')}.`);
  if (persona.instructions?.trim()) lines.push(persona.instructions.trim());
  return lines.join('\n');
}

/** The spec's "no persona": `character { name: 'EMPTY', content: '' }`, as clients send it. */
export function isEmptyCharacter(character: { name: string; content: string } | undefined): boolean {
  return (
    !character || ((character.name.trim() === '' || character.name === 'EMPTY') && character.content.trim() === '')
  );
}

/** How many personas each plan keeps (spec §6 "Personas"); undefined: unlimited. */
const personaCounts: Record<string, number | undefined> = {
  'Default persona': 1,
  '3 personas': 3,
  '6 personas': 6,
  Unlimited: undefined,
};

/** The persona value a plan's card shows. */
function personasFeature(plan: PlanDefinition): string {
  return plan.features.find((feature) => feature.name === 'Personas')?.value ?? 'Default persona';
}

/** How many personas an account on a plan may keep: 1, 3, 6, or undefined for unlimited (an unknown plan has Free's). */
export function personaAllowance(plan: string | null | undefined): number | undefined {
  const found = findPlan(plan) ?? (planDefinitions[0] as PlanDefinition);
  const value = personasFeature(found);
  if (!(value in personaCounts)) throw new Error(`No persona count for "${value}"`);
  return personaCounts[value];
}

/** The lowest plan that keeps more personas than `plan` does (what a refusal names); none when unlimited. */
export function planWithMorePersonas(plan: string | null | undefined): PlanDefinition | undefined {
  const allowance = personaAllowance(plan);
  if (allowance === undefined) return undefined;
  return planDefinitions.find((candidate) => {
    const more = personaAllowance(candidate.key);
    return candidate.rank > planRank(plan) && (more === undefined || more > allowance);
  });
}

/** The refusal of one persona too many, naming the plan that has more. */
export function personaLimitMessage(plan: string | null | undefined): string {
  const allowance = personaAllowance(plan) ?? 0;
  const name = (findPlan(plan) ?? planDefinitions[0])?.name ?? 'Free';
  const more = planWithMorePersonas(plan);
  const kept = allowance === 1 ? 'one persona' : `${allowance} personas`;
  const count = more ? personaAllowance(more.key) : undefined;
  const offer = more ? ` ${more.name} keeps ${count === undefined ? 'any number' : count}: upgrade to add more.` : '';
  return `Your ${name} plan keeps ${kept}.${offer}`;
}
