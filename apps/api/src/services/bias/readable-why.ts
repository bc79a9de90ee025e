/**
 * Explanations written for a business reader, for the notes that are only a source's address (a
 * bare link explains nothing), by the source the rule comes from.
 */
const explainedBySource: readonly [RegExp, string][] = [
  [
    /ncdj\.org|autistichoya\.com/,
    'It describes people by a disability or a health condition, or uses one as a figure of speech, which many readers find hurtful. Describe the person or the situation itself.',
  ],
  [/nonsexist|radyananda/, 'It names a gender where the gender does not matter. A neutral word includes every reader.'],
  [/bustle\.com/, 'It assumes who a person’s partner is. “Partner” includes every couple.'],
  [/usnews\.com/, 'It is a politically charged label for a faith and its people. Name precisely what is meant.'],
  [/glaad\.org/, 'It can hurt or exclude LGBTQ+ readers.'],
  [
    /suicide/,
    'It describes suicide as a crime or a success or failure, which hurts the people it touches. Say “died by suicide” instead.',
  ],
];

const gendered = 'It names a gender where the gender does not matter. A neutral word includes every reader.';
const generic = 'It may exclude or offend some readers. A more neutral word says the same to everyone.';

/**
 * Why a phrase was flagged, in a sentence for a business reader: the rule's note without its
 * source's address, or, when the note is only an address, an explanation by that source or by
 * the rule's categories (issue 25).
 */
export function readableWhy(note: string | undefined, categories: readonly string[]): string {
  const source = note?.match(/https?:\/\/\S+/)?.[0] ?? '';
  const text = (note ?? '')
    // "(source: …)" at the end, or "Source: …" with one address or several.
    .replace(/\s*\(source:[^)]*\)\s*/gi, ' ')
    .replace(/\s*source:\s*(?:https?:\/\/\S+?,?\s*)+$/i, ' ')
    .replace(/`([^`]*)`/g, '“$1”')
    .trim();
  if (text !== '') return /[.!?]$/.test(text) ? text : `${text}.`;
  const bySource = explainedBySource.find(([pattern]) => pattern.test(source));
  if (bySource) return bySource[1];
  return categories.includes('female') || categories.includes('male') ? gendered : generic;
}
