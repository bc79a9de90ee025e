import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** The text a reader sees of a markdown document, and where each of its characters is in the source. */
export interface ReaderText {
  /** The words as shown: text of paragraphs, headings, list items, links and emphasis; not code, HTML or addresses. */
  text: string;
  /** For each character of `text`, its offset in the source; -1 for the breaks put between blocks. */
  sources: readonly number[];
}

/** Blocks whose text a reader sees apart from the next one: a break goes between them. */
const blocks = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'tableCell', 'list', 'table', 'tableRow']);
/** What a reader does not read as prose, or does not see (raw HTML is never rendered). */
const skipped = new Set(['code', 'inlineCode', 'html', 'image', 'imageReference', 'definition', 'yaml']);

/**
 * Where each character of a text node is in the source: the same characters in order, skipping
 * what the source has and the value has not (a backslash before an escaped character, the
 * indentation of a continued list item, the rest of a character reference).
 */
function alignText(value: string, source: string, from: number, to: number): number[] {
  const offsets: number[] = [];
  let at = from;
  for (const character of value) {
    let found = at;
    while (found < to && source.slice(found, found + character.length) !== character) found += 1;
    // A character the source spells otherwise (an entity): it stands where the spelling starts.
    const place = found < to ? found : Math.min(at, Math.max(from, to - 1));
    for (let unit = 0; unit < character.length; unit += 1) offsets.push(place + unit);
    if (found < to) at = found + character.length;
  }
  return offsets;
}

/**
 * The text a reader sees of a markdown document (as the studio renders it), with a map back to
 * the source, so that a check of what is read can point at the place in what was written.
 */
export function readerText(markdown: string): ReaderText {
  const parts: string[] = [];
  const sources: number[] = [];
  const breakBlock = () => {
    if (parts.length === 0 || parts.at(-1) === '\n\n') return;
    parts.push('\n\n');
    sources.push(-1, -1);
  };
  const visit = (node: Nodes) => {
    if (skipped.has(node.type)) return;
    // An address shown as itself (`<https://…>`) is not prose.
    if (node.type === 'link' && node.children.length === 1) {
      const [only] = node.children;
      if (only?.type === 'text' && node.url.endsWith(only.value)) return;
    }
    if (node.type === 'text') {
      const from = node.position?.start.offset ?? 0;
      const to = node.position?.end.offset ?? from;
      parts.push(node.value);
      sources.push(...alignText(node.value, markdown, from, to));
      return;
    }
    if (node.type === 'break') {
      parts.push('\n');
      sources.push(-1);
      return;
    }
    const block = blocks.has(node.type);
    if (block) breakBlock();
    if ('children' in node) for (const child of node.children) visit(child);
    if (block) breakBlock();
  };
  visit(fromMarkdown(markdown));
  if (parts.at(-1) === '\n\n') {
    parts.pop();
    sources.length -= 2;
  }
  return { text: parts.join(''), sources };
}

/**
 * A range of the reader's text as a range of the source: from the place of its first character to
 * just after its last one (null when the range holds no character of the source).
 */
export function sourceRange(reader: ReaderText, start: number, end: number): { start: number; end: number } | null {
  let first = start;
  while (first < end && (reader.sources[first] ?? -1) < 0) first += 1;
  let last = end - 1;
  while (last >= first && (reader.sources[last] ?? -1) < 0) last -= 1;
  if (last < first) return null;
  return { start: reader.sources[first] as number, end: (reader.sources[last] as number) + 1 };
}
