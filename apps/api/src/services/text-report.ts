import { describeService } from '@taskwell/task-engine';
import type { Heading, Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { emphasis, heading, markdownOutput, paragraph } from './markdown.ts';
import type { Service, ServiceValue } from './service.ts';
import { ServiceError, textOf } from './service.ts';
import { isText } from './service-inputs.ts';

/** A section title from an input name: `keyPoints`, `key_points` and `key-points` all read "Key points". */
export function humaniseName(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z\d]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function hasHeading(node: Nodes): boolean {
  return node.type === 'heading' || ('children' in node && node.children.some(hasHeading));
}

function shiftHeadings(node: Nodes, by: number): void {
  if (node.type === 'heading') node.depth = Math.min(6, node.depth + by) as Heading['depth'];
  if ('children' in node) for (const child of node.children) shiftHeadings(child, by);
}

/**
 * A block of an input's tree as it goes into the report, its headings `by` levels lower. The
 * tree of an earlier step of this run is shared: a block with a heading is changed on a copy, any
 * other block goes in as it is (its markdown, written by that step, is not written again).
 */
function shifted(block: RootContent, by: number): RootContent {
  if (block.type === 'heading') return { ...block, depth: Math.min(6, block.depth + by) as Heading['depth'] };
  if (!hasHeading(block)) return block;
  const copy = structuredClone(block);
  shiftHeadings(copy, by);
  return copy;
}

/** The plain text of a heading node. */
function headingText(node: RootContent | undefined): string | undefined {
  if (node?.type !== 'heading') return undefined;
  return node.children.map((child) => ('value' in child ? child.value : '')).join('');
}

/** The blocks of one section: markdown keeps its structure under the section's heading, plain text is escaped. */
function sectionBlocks(value: ServiceValue, section: string): RootContent[] {
  const raw = textOf(value).replace(/\r\n?/g, '\n').trim();
  if (raw === '') return [paragraph(emphasis('Nothing to report.'))];
  if (value.contentType.split(';')[0]?.trim() === 'text/markdown') {
    const blocks = (value.document ?? fromMarkdown(raw)).children;
    // An input that opens with a heading naming the section would repeat it: it is dropped.
    const repeats = headingText(blocks[0])?.trim().toLowerCase() === section.toLowerCase();
    // The report's title is level 1 and its sections level 2: an input's own headings go below.
    return blocks.slice(repeats ? 1 : 0).map((block) => shifted(block, 2));
  }
  return raw.split(/\n{2,}/).map((block) => paragraph(block));
}

/** The most text a report takes from all its inputs together. */
export const maxReportCharacters = 1_000_000;

/**
 * `text.report`: a markdown report with one section per input, in the order the step gives them,
 * titled by the input's name. The report's title is its `title` input (one line, such as a
 * heading the user typed), else the step's option `title`, else "Report".
 */
export const textReportService: Service = {
  ...describeService('text.report'),
  async run(inputs, context) {
    const { title: titleInput, ...sections } = inputs;
    const entries = Object.entries(sections);
    if (entries.length === 0) throw new ServiceError('A report needs at least one input to make a section of.');
    let characters = 0;
    for (const [name, value] of entries) {
      if (!isText(value))
        throw new ServiceError(`The report section "${name}" must be text, not ${value.contentType}.`);
      characters += value.bytes.length;
    }
    if (characters > maxReportCharacters) {
      throw new ServiceError(
        `A report takes at most ${maxReportCharacters.toLocaleString('en-US')} characters; its inputs have ${characters.toLocaleString('en-US')}.`,
      );
    }
    const typed = titleInput ? textOf(titleInput).replace(/\s+/g, ' ').trim().slice(0, 200) : '';
    const title = typed || String(context.options.title ?? '').trim() || 'Report';
    const nodes: RootContent[] = [heading(1, title)];
    for (const [name, value] of entries) {
      const section = humaniseName(name);
      nodes.push(heading(2, section), ...sectionBlocks(value, section));
    }
    return markdownOutput(nodes, {
      source: 'Report',
      facts: { title, sections: entries.map(([name]) => humaniseName(name)) },
    });
  },
};
