import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ServiceValue } from './service.ts';
import { textOf } from './service.ts';

// Blocks whose end is a break in the reading: without it, a heading and the paragraph after it
// would run into one sentence for the language tools.
const blocks = new Set(['heading', 'paragraph', 'code', 'tableCell', 'thematicBreak', 'listItem', 'blockquote']);

function collect(node: Nodes, parts: string[]): void {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value);
  else if (node.type === 'break') parts.push('\n');
  else if (node.type === 'image') parts.push(node.alt ?? '');
  if ('children' in node) for (const child of node.children) collect(child, parts);
  if (blocks.has(node.type)) parts.push('\n\n');
}

/** The readable text of markdown (or of its syntax tree): its words without the markup, blocks separated by a blank line. */
export function markdownToPlainText(markdown: string | Root): string {
  const parts: string[] = [];
  collect(typeof markdown === 'string' ? fromMarkdown(markdown) : markdown, parts);
  return parts
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The text of a `text/*` value as a reader sees it: markdown loses its markup (so a summary or a
 * voice does not read '**' or '#'), any other text is taken as it is. Line ends become '\n'.
 */
export function plainTextOf(value: ServiceValue): string {
  if (value.document) return markdownToPlainText(value.document);
  const raw = textOf(value).replace(/\r\n?/g, '\n');
  return value.contentType.split(';')[0]?.trim() === 'text/markdown' ? markdownToPlainText(raw) : raw.trim();
}
