import {
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { DocumentProperties } from './document-properties.ts';
import type { DocumentBlock, InlineRun } from './markdown-blocks.ts';

// A result as a Word document, written by the `docx` library: headings as Word's heading styles
// (a reader's outline and navigation pane find them), lists as real numbered and bulleted lists,
// tables as tables, links as hyperlinks.

const headings = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

const mono = 'Consolas';

function textRuns(runs: readonly InlineRun[], extra: { bold?: boolean } = {}): ParagraphChild[] {
  return runs.flatMap((run): ParagraphChild[] => {
    // A line break inside a run is Word's break before the next line's run.
    const pieces = run.text.split('\n').map(
      (line, index) =>
        new TextRun({
          text: line,
          ...(index > 0 ? { break: 1 } : {}),
          bold: run.bold === true || extra.bold === true,
          italics: run.italic === true,
          strike: run.strike === true,
          ...(run.code ? { font: mono } : {}),
          ...(run.link ? { style: 'Hyperlink' } : {}),
        }),
    );
    return run.link ? [new ExternalHyperlink({ link: run.link, children: pieces })] : pieces;
  });
}

function tableOf(rows: readonly InlineRun[][][]): Table {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const line = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: line, bottom: line, left: line, right: line, insideHorizontal: line, insideVertical: line },
    rows: rows.map(
      (row, index) =>
        new TableRow({
          tableHeader: index === 0,
          children: Array.from(
            { length: columns },
            (_, column) =>
              new TableCell({
                ...(index === 0 ? { shading: { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' } } : {}),
                children: [new Paragraph({ children: textRuns(row[column] ?? [], { bold: index === 0 }) })],
              }),
          ),
        }),
    ),
  });
}

function blockOf(block: DocumentBlock): Paragraph | Table {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: headings[Math.min(block.depth, 6) - 1], children: textRuns(block.runs) });
    case 'paragraph':
      return new Paragraph({ children: textRuns(block.runs), ...(block.quote ? { style: 'Quote' } : {}) });
    case 'list-item':
      return new Paragraph({
        children: textRuns(block.runs),
        numbering: { reference: block.ordered ? 'numbered' : 'bulleted', level: Math.min(block.level, 8) },
      });
    case 'code':
      return new Paragraph({
        children: block.text
          .split('\n')
          .map((line, index) => new TextRun({ text: line, font: mono, ...(index > 0 ? { break: 1 } : {}) })),
      });
    case 'table':
      return tableOf(block.rows);
    case 'rule':
      return new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } } });
    default:
      return block satisfies never;
  }
}

const levels = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: (level: number) => string) =>
  Array.from({ length: 9 }, (_, level) => ({
    level,
    format,
    text: text(level),
    style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 260 } } },
  }));

/** The run's name and date in the package's core properties (`docProps/core.xml`), as Word shows them. */
function withDates(bytes: Uint8Array, created: Date): Uint8Array {
  const files = unzipSync(bytes);
  const core = files['docProps/core.xml'];
  if (!core) return bytes;
  const stamp = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const xml = strFromU8(core).replace(
    /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g,
    (_, open: string, _name: string, close: string) => `${open}${stamp}${close}`,
  );
  files['docProps/core.xml'] = strToU8(xml);
  return zipSync(files, { level: 6 });
}

/** A DOCX of the blocks, its title the run's name and its dates the run's. */
export async function writeDocx(blocks: readonly DocumentBlock[], properties: DocumentProperties): Promise<Buffer> {
  const document = new Document({
    title: properties.title,
    creator: 'Taskwell',
    description: `A result of "${properties.title}", run ${properties.created.toISOString()}.`,
    numbering: {
      config: [
        { reference: 'bulleted', levels: levels(LevelFormat.BULLET, (level) => ['•', '◦', '▪'][level % 3] as string) },
        { reference: 'numbered', levels: levels(LevelFormat.DECIMAL, (level) => `%${level + 1}.`) },
      ],
    },
    sections: [{ children: blocks.length > 0 ? blocks.map(blockOf) : [new Paragraph({})] }],
  });
  return Buffer.from(withDates(await Packer.toBuffer(document), properties.created));
}
