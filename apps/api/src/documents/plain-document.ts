import type { DocumentProperties } from './document-properties.ts';
import { type DocumentBlock, runsText } from './markdown-blocks.ts';

/** A result as plain text: its title and date first, headings underlined, lists indented, table cells between bars. */
export function writePlainText(blocks: readonly DocumentBlock[], properties: DocumentProperties): Buffer {
  const lines = [properties.title, properties.created.toISOString(), ''];
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading': {
        const text = runsText(block.runs);
        lines.push(text, (block.depth === 1 ? '=' : '-').repeat(Math.max(3, text.length)), '');
        break;
      }
      case 'paragraph':
        lines.push(`${block.quote ? '> ' : ''}${runsText(block.runs)}`, '');
        break;
      case 'list-item':
        lines.push(`${'  '.repeat(block.level)}${block.ordered ? `${block.number}.` : '-'} ${runsText(block.runs)}`);
        break;
      case 'code':
        lines.push(...block.text.split('\n').map((line) => `    ${line}`), '');
        break;
      case 'table':
        for (const row of block.rows) lines.push(`| ${row.map(runsText).join(' | ')} |`);
        lines.push('');
        break;
      case 'rule':
        lines.push('----', '');
        break;
      default:
        block satisfies never;
    }
  }
  return Buffer.from(
    `${lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
    'utf8',
  );
}
