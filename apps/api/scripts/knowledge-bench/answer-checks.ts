// "Answer from my knowledge" over the API, and the citation checker (issue 43, acceptance 1 and 3):
// each question runs the task, the result's markdown is read back, and every citation in it is
// checked against the page it points at: the quote before it is the page's text between its
// offsets (as it reads: line breaks as spaces, line-end hyphens joined), and it starts and ends at
// sentence boundaries. Where the sentences of a page are known (the business set writes them),
// the boundaries are theirs; elsewhere a boundary is judged from the text around it.
import type { FastifyInstance } from 'fastify';
import { runClient } from '../../src/runtime/testing/run-client.ts';
import { readingText } from '../../src/text/sentence-units.ts';

/** A cited range, with the quote before it (if any). */
export interface ReadCitation {
  documentId: string;
  page: number;
  start: number;
  end: number;
  quote?: string;
}

/** What an answer said: refused or not, its citations, and the related passages a refusal cites. */
export interface ReadAnswer {
  markdown: string;
  refused: boolean;
  citations: ReadCitation[];
  related: ReadCitation[];
}

const linkPattern = /\[([^\]]+)\]\((\/knowledge\/documents\/([^?)]+)\?([^)]+))\)/g;

/** Reads an answer's markdown: the refusal phrase, every cited range and the quote right before it. */
export function readAnswer(markdown: string): ReadAnswer {
  const refused = markdown.includes('Not in your documents');
  const cited = [...markdown.matchAll(linkPattern)].map((match): ReadCitation => {
    const params = new URLSearchParams((match[4] ?? '').replace(/\\&/g, '&'));
    const before = markdown.slice(0, match.index);
    const quoted = /“([^“”]*)”\s*\($/.exec(before);
    return {
      documentId: decodeURIComponent(match[3] ?? ''),
      page: Number(params.get('page')),
      start: Number(params.get('start')),
      end: Number(params.get('end')),
      ...(quoted ? { quote: (quoted[1] ?? '').replace(/\\(.)/g, '$1') } : {}),
    };
  });
  return { markdown, refused, citations: refused ? [] : cited, related: refused ? cited : [] };
}

/** Asks one question through the task and reads its answer. */
export async function askAnswer(
  app: FastifyInstance,
  token: string,
  question: string,
  collectionId: string,
): Promise<ReadAnswer> {
  const client = runClient(app, token);
  const start = await client.execute('answer-from-knowledge', { question, collection: collectionId });
  if (start.statusCode !== 200) throw new Error(`execute: ${start.statusCode} ${JSON.stringify(start.error)}`);
  const final = await client.settle(start.document.requestId, 60_000);
  if (final.status !== 'COMPLETED') throw new Error(`run ended ${final.status}`);
  const assetId = final.results[0]?.parameter.value[0]?.data;
  const read = await app.inject({
    method: 'GET',
    url: `/api/asset/get/${assetId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (read.statusCode !== 200) throw new Error(`asset: ${read.statusCode}`);
  return readAnswer(read.body);
}

/** The offsets in `text` where each of `units` starts and ends (found as they read, white space and hyphens aside). */
export function unitBoundaries(text: string, units: readonly string[]): { starts: Set<number>; ends: Set<number> } {
  const kept: number[] = [];
  let squeezed = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (/[\s-]/.test(character)) continue;
    kept.push(index);
    squeezed += character.toLowerCase();
  }
  const starts = new Set<number>();
  const ends = new Set<number>();
  for (const unit of units) {
    const wanted = unit.replace(/[\s-]+/g, '').toLowerCase();
    let from = squeezed.indexOf(wanted);
    while (from !== -1) {
      starts.add(kept[from] as number);
      ends.add((kept[from + wanted.length - 1] as number) + 1);
      from = squeezed.indexOf(wanted, from + 1);
    }
  }
  return { starts, ends };
}

const abbreviation = /(?:^|\s)(?:e\.g|i\.e|mr|mrs|ms|dr|no|nos|vs|cf|fig|st|approx|incl|ref|sec)\.$/i;
/** An initial is a capital ("J. Smith"); a lower-case letter before a stop is a word ("of size n."). */
const initial = /(?:^|\s)[A-Z]\.$/;

/** Reference marks after a sentence's stop. */
const marks = /\s?(?:\[\d{1,3}\])+$/;

/** A boundary judged from the text around it, where the page's sentences are not known. */
export function looksLikeBoundary(text: string, start: number, end: number): { start: boolean; end: boolean } {
  // A sentence's reference marks ("group. [2][3]") are the end of it.
  const before = text.slice(0, start).trimEnd().replace(marks, '');
  const startOk = before === '' || /[.!?]["')\]’”]*$/.test(before) || /\n\s*$/.test(text.slice(0, start));
  const tail = text.slice(0, end).replace(marks, '');
  const after = text.slice(end).trimStart();
  const bare = tail.replace(/["')\]’”]+$/, '');
  const endsWithStop = /[.!?]["')\]’”]*$/.test(tail) && !abbreviation.test(bare) && !initial.test(bare);
  const endOk =
    (endsWithStop || after === '' || /^\n/.test(text.slice(end))) &&
    (after === '' || /^[\p{Lu}\p{N}"'(“‘£$€\n]/u.test(after));
  return { start: startOk, end: endOk };
}

/** The violations of one citation: its quote differs from the page, or it starts or ends inside a sentence. */
export function citationViolations(
  citation: ReadCitation,
  pageText: string,
  known?: { starts: Set<number>; ends: Set<number> },
): string[] {
  const problems: string[] = [];
  const slice = pageText.slice(citation.start, citation.end);
  if (citation.end <= citation.start || citation.end > pageText.length) problems.push('range outside the page');
  if (citation.quote !== undefined && citation.quote !== readingText(slice)) {
    problems.push(`quote differs: «${citation.quote}» vs «${readingText(slice)}»`);
  }
  const judged = known
    ? { start: known.starts.has(citation.start), end: known.ends.has(citation.end) }
    : looksLikeBoundary(pageText, citation.start, citation.end);
  if (!judged.start)
    problems.push(
      `starts inside a sentence: «${readingText(pageText.slice(Math.max(0, citation.start - 30), citation.start + 30))}»`,
    );
  if (!judged.end)
    problems.push(
      `ends inside a sentence: «${readingText(pageText.slice(Math.max(0, citation.end - 30), citation.end + 30))}»`,
    );
  return problems;
}
