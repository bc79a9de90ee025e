import type { BlockContent, List, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { defaultHandlers, type Handle, type Options, toMarkdown } from 'mdast-util-to-markdown';
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

/** A top-level block as written: its markdown, and the bullet a list used (the next list's depends on it). */
interface WrittenBlock {
  markdown: string;
  bullet: string | undefined;
}

// The markdown of each top-level paragraph and list once written, by node. A block of a document
// written by a step goes unchanged into the documents of later steps of its run (a report's
// sections), and is not written a second time there. Trees are never changed once written (see
// `ServiceValue.document`), and an entry goes with its node: nothing is kept beyond the trees.
const writtenBlocks = new WeakMap<Nodes, WrittenBlock>();

/**
 * A handler that writes a top-level block once. At the top level a block's markdown depends on
 * the node alone (the options are fixed), except a list's bullet right after another list: that
 * case is always written.
 */
function writtenOnce(handle: Handle): Handle {
  return (node: Nodes, parent, state, info) => {
    if (parent?.type !== 'root' || state.stack.length > 0 || state.bulletLastUsed !== undefined) {
      return handle(node, parent, state, info);
    }
    const known = writtenBlocks.get(node);
    if (known) {
      state.bulletLastUsed = known.bullet;
      return known.markdown;
    }
    const markdown = handle(node, parent, state, info);
    writtenBlocks.set(node, { markdown, bullet: state.bulletLastUsed });
    return markdown;
  };
}

const markdownOptions: Options = {
  bullet: '-',
  emphasis: '_',
  rule: '-',
  handlers: { paragraph: writtenOnce(defaultHandlers.paragraph), list: writtenOnce(defaultHandlers.list) },
};

function writeMarkdown(root: Root): string {
  return toMarkdown(root, markdownOptions);
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
