import { describeService } from '@taskwell/task-engine';
import { code, list, paragraph, renderMarkdown, strong } from './markdown.ts';
import type { Service } from './service.ts';
import { textOutput } from './service.ts';
import { requiredText } from './service-inputs.ts';

// Both libraries are loaded on first use: the list of names alone has 7,900 entries.
let names: Promise<Map<string, string>> | undefined;

/** The English name of an ISO 639-3 code, or the code itself when the standard lacks it. */
export async function languageName(iso6393Code: string): Promise<string> {
  names ??= import('iso-639-3').then(
    ({ iso6393 }) => new Map(iso6393.map((language) => [language.iso6393, language.name])),
  );
  return (await names).get(iso6393Code) ?? iso6393Code;
}

/** The fewest characters franc reads before it names a language; shorter text is undetermined. */
export const minLanguageCharacters = 10;

// franc compares character trigrams, so a sample of the text is as good as all of it; reading
// more only costs time.
const sampleCharacters = 4_000;

/**
 * `text.language`: the language a text is written in, with its English name and ISO 639-3 code.
 * franc-min knows the 82 languages with 8 million speakers or more: the full franc mistakes plain
 * business English for Scots, which no customer writes in.
 */
export const textLanguageService: Service = {
  ...describeService('text.language'),
  async run(inputs) {
    const text = requiredText(inputs, 'text', { what: 'language finder', maxCharacters: 5_000_000 });
    const { francAll } = await import('franc-min');
    const ranked = francAll(text.slice(0, sampleCharacters), { minLength: minLanguageCharacters });
    const [best] = ranked;
    if (!best || best[0] === 'und') {
      const markdown = renderMarkdown([
        paragraph(
          `The language could not be told: the text needs at least ${minLanguageCharacters} letters, and this one has ${text.length} characters.`,
        ),
      ]);
      return textOutput(markdown, { source: 'Language', facts: { code: 'und', name: 'Undetermined' } });
    }
    const [bestCode] = best;
    // franc's scores are relative to the best (1), and a clear English text still gives French
    // 0.86: only a near tie (0.95 or more, a short text in a close language) is worth showing.
    const close = ranked.slice(1, 4).filter(([, score]) => score >= 0.95);
    const name = await languageName(bestCode);
    const closeNames = await Promise.all(close.map(([other]) => languageName(other)));
    const markdown = renderMarkdown([
      paragraph('Written in ', strong(name), ' (ISO 639-3 ', code(bestCode), ').'),
      ...(close.length > 0
        ? [
            paragraph('Close alternatives:'),
            list(close.map(([other], index) => paragraph(closeNames[index] ?? other, ' (', code(other), ')'))),
          ]
        : []),
    ]);
    return textOutput(markdown, {
      source: 'Language',
      facts: { code: bestCode, name, alternatives: close.map(([other]) => other) },
    });
  },
};
