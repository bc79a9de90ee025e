import type { StepPersona } from './service.ts';
import type { BiasFinding } from './text-bias.ts';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The places a text uses a word or phrase its persona avoids (issue 40: an offline text step uses
 * what it can of the persona): whole words, any case, each as a finding of the bias check.
 */
export function avoidedWords(text: string, persona: StepPersona | undefined): BiasFinding[] {
  if (!persona || persona.wordsToAvoid.length === 0) return [];
  const findings: BiasFinding[] = [];
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => (match.index ?? 0) + 1)];
  for (const word of persona.wordsToAvoid) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeForPattern(word.trim())}(?![\\p{L}\\p{N}])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const line = lineStarts.filter((at) => at <= start).length;
      findings.push({
        phrase: match[0],
        why: `The persona "${persona.name}" avoids this word.`,
        suggestions: [],
        line,
        column: start - (lineStarts[line - 1] ?? 0) + 1,
        rule: 'persona-words-to-avoid',
        start,
        end: start + match[0].length,
      });
    }
  }
  return findings.sort((a, b) => a.start - b.start);
}
