import { pronouns } from './generic-pronoun-words.ts';
import type { TextWords } from './text-words.ts';

// Pairs of gendered pronouns that stand for either gender ("he or she", "his/her", "s/he"),
// which pronouns are feminine, and why a generic pronoun is a finding.

/** Whether a pronoun is feminine ("she", "her", "hers", "herself", "she's" …). */
export const isFeminine = (lower: string) => lower.startsWith('s') || lower.startsWith('her');

/** A pair standing for either gender ("he or she", "his/her", "s/he"): its first and last word. */
export function pairAt(read: TextWords, index: number): number | undefined {
  const { words, text } = read;
  const first = words[index];
  const second = words[index + 1];
  if (!first || !second) return undefined;
  if (first.lower === 's' && second.lower === 'he' && /^[/)]$/.test(text.slice(first.end, second.start)))
    return index + 1;
  const gap = text.slice(first.end, second.start);
  const other = /^\s*\/\s*$/.test(gap)
    ? second
    : second.lower === 'or' || second.lower === 'and'
      ? words[index + 2]
      : undefined;
  if (!other || !pronouns.has(first.lower) || !pronouns.has(other.lower)) return undefined;
  if (isFeminine(first.lower) === isFeminine(other.lower)) return undefined;
  return words.indexOf(other);
}

export const pairWhy =
  'A generic “he or she” names two genders and leaves out people who are neither. “They” (“their”, “them”) includes every reader.';

/** Why a gendered pronoun for anyone in a role is a finding. */
export function genericWhy(pronoun: string): string {
  return `It uses “${pronoun}” for anyone in a role, as if everyone in it were ${
    /^(s|her)/i.test(pronoun) ? 'a woman' : 'a man'
  }. “${pronouns.get(pronoun.toLowerCase())?.[0] ?? 'they'}” or a rewording includes every reader.`;
}
