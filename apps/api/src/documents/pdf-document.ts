import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DocumentProperties } from './document-properties.ts';
import type { DocumentBlock, InlineRun } from './markdown-blocks.ts';
import { runsText } from './markdown-blocks.ts';

// A result as a PDF, laid out by PDFKit: DejaVu fonts (shipped in `dejavu-fonts-ttf`, as the image
// services use) so that any language's letters print, headings by size and weight, lists
// indented with their bullet or number, tables drawn as tables, links clickable.

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const fonts = {
  regular: font('DejaVuSans.ttf'),
  bold: font('DejaVuSans-Bold.ttf'),
  italic: font('DejaVuSans-Oblique.ttf'),
  boldItalic: font('DejaVuSans-BoldOblique.ttf'),
  mono: font('DejaVuSansMono.ttf'),
} as const;

const headingSizes = [20, 16, 14, 12, 11, 11] as const;
const bodySize = 11;

type Pdf = InstanceType<typeof PDFDocument>;

function fontOf(run: InlineRun, bold = false): keyof typeof fonts {
  if (run.code) return 'mono';
  const strong = bold || run.bold === true;
  if (strong && run.italic) return 'boldItalic';
  if (strong) return 'bold';
  return run.italic ? 'italic' : 'regular';
}

/** Writes runs as one paragraph, each in its font, links clickable; `indent` from the left margin. */
function writeRuns(
  doc: Pdf,
  runs: readonly InlineRun[],
  options: { size: number; bold?: boolean; indent?: number; prefix?: string },
): void {
  const pieces: InlineRun[] = options.prefix ? [{ text: options.prefix }, ...runs] : [...runs];
  const visible = pieces.filter((run) => run.text !== '');
  if (visible.length === 0) return void doc.moveDown(0.5);
  const x = doc.page.margins.left + (options.indent ?? 0);
  const width = doc.page.width - doc.page.margins.right - x;
  visible.forEach((run, index) => {
    doc.font(fontOf(run, options.bold)).fontSize(options.size);
    const last = index === visible.length - 1;
    const text = { continued: !last, strike: run.strike === true, underline: run.link !== undefined } as const;
    const placed = { ...text, ...(run.link ? { link: run.link } : { link: null }), width };
    if (index === 0) doc.text(run.text, x, doc.y, placed);
    else doc.text(run.text, placed);
  });
  doc.moveDown(0.4);
}

function writeTable(doc: Pdf, rows: readonly InlineRun[][][]): void {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  doc.font('regular').fontSize(bodySize - 1);
  doc.x = doc.page.margins.left;
  doc.table({
    data: rows.map((row, index) =>
      Array.from({ length: columns }, (_, column) => ({
        text: runsText(row[column] ?? []),
        ...(index === 0 ? { font: { src: fonts.bold }, backgroundColor: '#eeeeee', type: 'TH' as const } : {}),
      })),
    ),
    defaultStyle: { padding: [3, 5, 3, 5], borderColor: '#999999' },
  });
  doc.moveDown(0.6);
}

function writeBlock(doc: Pdf, block: DocumentBlock): void {
  switch (block.kind) {
    case 'heading':
      doc.moveDown(0.3);
      return void writeRuns(doc, block.runs, {
        size: headingSizes[Math.min(block.depth, 6) - 1] ?? bodySize,
        bold: true,
      });
    case 'paragraph':
      return void writeRuns(doc, block.runs, { size: bodySize, ...(block.quote ? { indent: 18 } : {}) });
    case 'list-item':
      return void writeRuns(doc, block.runs, {
        size: bodySize,
        indent: 14 + 16 * block.level,
        prefix: block.ordered ? `${block.number}. ` : '• ',
      });
    case 'code':
      doc.font('mono').fontSize(bodySize - 1);
      doc.text(block.text, doc.page.margins.left + 10, doc.y);
      doc.moveDown(0.5);
      return;
    case 'table':
      return void writeTable(doc, block.rows);
    case 'rule': {
      const y = doc.y + 4;
      doc
        .moveTo(doc.page.margins.left, y)
        .lineTo(doc.page.width - doc.page.margins.right, y)
        .strokeColor('#999999')
        .stroke();
      doc.moveDown(0.8);
      return;
    }
    default:
      block satisfies never;
  }
}

/** A PDF of the blocks, its title the run's name and its creation date the run's. */
export function writePdf(blocks: readonly DocumentBlock[], properties: DocumentProperties): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // Tagged, with a language and a title shown in the viewer's bar: what a screen reader needs.
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: properties.title,
      Author: 'Taskwell',
      Subject: `A result of "${properties.title}"`,
      CreationDate: properties.created,
      ModDate: properties.created,
    },
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('regular').fontSize(bodySize);
  for (const block of blocks) writeBlock(doc, block);
  doc.end();
  return done;
}
