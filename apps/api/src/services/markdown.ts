import type { BlockContent, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { type ServiceOutput, textOutput } from './service.ts';

// Outputs are built as markdown syntax trees and written by mdast-util-to-markdown, so text from a
// user or a model (a '#', a '*', a '<') is escaped by the library instead of by hand.

/** A text node. */
export function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

/** Bold text. */
export function strong(value: string): PhrasingContent {
  return { type: 'strong', children: [text(value)] };
}

/** Italic text. */
export function emphasis(value: string): PhrasingContent {
  return { type: 'emphasis', children: [text(value)] };
}

/** Inline code (a code, an identifier). */
export function code(value: string): PhrasingContent {
  return { type: 'inlineCode', value };
}

/** A paragraph of text and inline nodes; a string is a text node. */
export function paragraph(...children: Array<PhrasingContent | string>): Paragraph {
  return { type: 'paragraph', children: children.map((child) => (typeof child === 'string' ? text(child) : child)) };
}

/** A heading of level 1 to 6. */
export function heading(depth: 1 | 2 | 3 | 4 | 5 | 6, value: string): RootContent {
  return { type: 'heading', depth, children: [text(value)] };
}

/** A bulleted or numbered list; each item is a paragraph or a list of blocks. */
export function list(items: ReadonlyArray<Paragraph | BlockContent[]>, options: { ordered?: boolean } = {}): List {
  return {
    type: 'list',
    ordered: options.ordered ?? false,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: Array.isArray(item) ? item : [item],
    })),
  };
}

/** Writes a markdown document. */
export function renderMarkdown(nodes: ReadonlyArray<RootContent>): string {
  return writeMarkdown({ type: 'root', children: [...nodes] });
}

function writeMarkdown(root: Root): string {
  return toMarkdown(root, { bullet: '-', emphasis: '_', rule: '-' });
}

/**
 * A markdown output written from its syntax tree, which goes along with it to the later steps of
 * the run (a report or a check of it reads the tree instead of parsing the text again).
 */
export function markdownOutput(
  nodes: ReadonlyArray<RootContent>,
  options: { source: string; facts?: Record<string, unknown> },
): ServiceOutput {
  const document: Root = { type: 'root', children: [...nodes] };
  return { ...textOutput(writeMarkdown(document), options), document };
}

/** A link with its text. */
export function link(url: string, value: string): PhrasingContent {
  return { type: 'link', url, children: [text(value)] };
}
