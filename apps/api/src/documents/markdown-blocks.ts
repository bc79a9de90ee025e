import type { PhrasingContent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

// A text result as the document writers read it (issue 40, output formats): markdown with GitHub's
// tables, strikethrough and autolinks, parsed once by the mdast libraries, then flattened into the
// few kinds of block and inline run that DOCX, PDF and plain text all have.

/** Reads markdown with GitHub's extensions (tables above all) into its syntax tree. */
export function readMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** A stretch of text with one set of marks. */
export interface InlineRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  strike?: boolean;
  /** The address it links to. */
  link?: string;
}

/** A block of a document, as every writer draws it. */
export type DocumentBlock =
  | { kind: 'heading'; depth: number; runs: InlineRun[] }
  | { kind: 'paragraph'; runs: InlineRun[]; quote?: boolean }
  | { kind: 'list-item'; runs: InlineRun[]; level: number; ordered: boolean; number: number }
  | { kind: 'code'; text: string }
  | { kind: 'table'; rows: InlineRun[][][] }
  | { kind: 'rule' };

type Marks = Omit<InlineRun, 'text'>;

/** The inline runs of phrasing content, marks carried down. */
export function inlineRuns(nodes: readonly PhrasingContent[], marks: Marks = {}): InlineRun[] {
  const runs: InlineRun[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        runs.push({ ...marks, text: node.value });
        break;
      case 'inlineCode':
        runs.push({ ...marks, code: true, text: node.value });
        break;
      case 'break':
        runs.push({ ...marks, text: '\n' });
        break;
      case 'strong':
        runs.push(...inlineRuns(node.children, { ...marks, bold: true }));
        break;
      case 'emphasis':
        runs.push(...inlineRuns(node.children, { ...marks, italic: true }));
        break;
      case 'delete':
        runs.push(...inlineRuns(node.children, { ...marks, strike: true }));
        break;
      case 'link':
        runs.push(...inlineRuns(node.children, { ...marks, link: node.url }));
        break;
      case 'linkReference':
        runs.push(...inlineRuns(node.children, marks));
        break;
      case 'image':
      case 'imageReference':
        if (node.alt) runs.push({ ...marks, text: node.alt });
        break;
      // Raw HTML is shown as the text it is, never interpreted.
      case 'html':
        runs.push({ ...marks, text: node.value });
        break;
      case 'footnoteReference':
        runs.push({ ...marks, text: `[${node.identifier}]` });
        break;
      default:
        node satisfies never;
    }
  }
  return runs;
}

/** The blocks of a document, in order: nested lists keep their level, quotes their flag. */
export function documentBlocks(root: Root): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const visit = (nodes: Root['children'], context: { level: number; quote: boolean }) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading':
          blocks.push({ kind: 'heading', depth: node.depth, runs: inlineRuns(node.children) });
          break;
        case 'paragraph':
          blocks.push({
            kind: 'paragraph',
            runs: inlineRuns(node.children),
            ...(context.quote ? { quote: true } : {}),
          });
          break;
        case 'blockquote':
          visit(node.children, { ...context, quote: true });
          break;
        case 'list': {
          let number = node.start ?? 1;
          for (const item of node.children) {
            const [first, ...rest] = item.children;
            const runs = first?.type === 'paragraph' ? inlineRuns(first.children) : [];
            const checked = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
            blocks.push({
              kind: 'list-item',
              runs: checked ? [{ text: checked }, ...runs] : runs,
              level: context.level,
              ordered: node.ordered === true,
              number,
            });
            number += 1;
            visit(first?.type === 'paragraph' ? rest : item.children, { ...context, level: context.level + 1 });
          }
          break;
        }
        case 'code':
          blocks.push({ kind: 'code', text: node.value });
          break;
        case 'table':
          blocks.push({
            kind: 'table',
            rows: node.children.map((row) => row.children.map((cell) => inlineRuns(cell.children))),
          });
          break;
        case 'thematicBreak':
          blocks.push({ kind: 'rule' });
          break;
        case 'html':
          blocks.push({ kind: 'paragraph', runs: [{ text: node.value }] });
          break;
        default:
          // Definitions, footnote definitions and front matter say nothing a reader sees here.
          break;
      }
    }
  };
  visit(root.children, { level: 0, quote: false });
  return blocks;
}

/** The text of runs, marks dropped. */
export function runsText(runs: readonly InlineRun[]): string {
  return runs.map((run) => run.text).join('');
}
