import { describeService } from '@taskwell/task-engine';
import type { RootContent } from 'mdast';
import { heading, markdownOutput, paragraph } from './markdown.ts';
import { type PdfTextItem, readPdfInWorker } from './pdf-reader-pool.ts';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';

/** The most pages read; a longer PDF is read up to there and the output says so. */
export const maxPdfPages = 500;

/** One line of a PDF page as drawn: its text, its font size and where its baseline is. */
export interface PdfLine {
  text: string;
  /** The largest font size on the line (points). */
  size: number;
  /** The baseline's height on the page (points, from the bottom). */
  y: number;
}

/** The lines of one PDF page: pdf.js's text items, cut at their line ends. */
function pageLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | undefined;
  for (const { str, hasEOL, height, y } of items) {
    current ??= { text: '', size: 0, y };
    current.text += str;
    if (str.trim() !== '') current.size = Math.max(current.size, height);
    if (hasEOL) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ ...line, text: line.text.replace(/[ \t]+$/g, '').replace(/^[ \t]+/g, '') }))
    .filter((line) => line.text !== '');
}

/** The font size most of a page's characters are set in: its body text. */
function bodySize(lines: readonly PdfLine[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) characters.set(line.size, (characters.get(line.size) ?? 0) + line.text.length);
  let best = 0;
  let most = -1;
  for (const [size, count] of characters) {
    if (count > most) {
      best = size;
      most = count;
    }
  }
  return best;
}

/**
 * The blocks of a page, read from its layout: a line set clearly larger than the body text is a
 * heading (a title must not run into the first sentence after it), and a gap between lines well
 * over the page's usual line spacing starts a new paragraph. Lines of one paragraph keep their
 * line ends.
 */
export function pageBlocks(lines: readonly PdfLine[]): RootContent[] {
  const body = bodySize(lines);
  const gaps = lines
    .slice(1)
    .map((line, index) => Math.abs((lines[index]?.y ?? 0) - line.y))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  const usualGap = gaps[Math.floor(gaps.length / 2)] ?? 0;
  const blocks: RootContent[] = [];
  let paragraphLines: string[] = [];
  const endParagraph = () => {
    if (paragraphLines.length > 0) blocks.push(paragraph(paragraphLines.join('\n')));
    paragraphLines = [];
  };
  lines.forEach((line, index) => {
    if (body > 0 && line.size >= body * 1.2) {
      endParagraph();
      blocks.push(heading(2, line.text));
      return;
    }
    const previous = lines[index - 1];
    if (previous && usualGap > 0 && Math.abs(previous.y - line.y) > usualGap * 1.5) endParagraph();
    paragraphLines.push(line.text);
  });
  endParagraph();
  return blocks;
}

function readFailure(name: string): ServiceError {
  if (name === 'PasswordException') {
    return new ServiceError('This PDF is protected by a password: save it without one and try again.');
  }
  return new ServiceError('This file is not a PDF that can be read (it may be damaged).');
}

/** A PDF's text layer as read: its page count and the lines of each page read. */
export interface PdfReading {
  /** The pages the PDF has. */
  numPages: number;
  /** The lines of each page read, in order (at most {@link maxPdfPages} pages). */
  layouts: PdfLine[][];
}

/**
 * Reads the lines of a PDF's pages with pdf.js (the legacy build that runs on Node 20), up to
 * {@link maxPdfPages} pages, in a worker thread (decision 142: a long PDF never holds the event
 * loop). A file pdf.js cannot open is a {@link ServiceError} saying why in words for the user; an
 * abort stops the reading at once.
 */
export async function readPdfLayouts(bytes: Uint8Array, signal: AbortSignal): Promise<PdfReading> {
  const reply = await readPdfInWorker(bytes, maxPdfPages, signal);
  if ('failure' in reply) throw readFailure(reply.failure);
  return { numPages: reply.numPages, layouts: reply.pages.map(pageLines) };
}

/** The message of a PDF without a text layer. */
export const noTextLayerMessage =
  'This PDF has no text layer (it may be a scan or contain only pictures): there is no text to read without OCR.';

/**
 * `pdf.text`: the text of a PDF's text layer ({@link readPdfLayouts}), page after page, pages
 * separated by a rule. A scanned PDF has no text layer and is refused: reading its pictures
 * would need OCR.
 */
export const pdfTextService: Service = {
  ...describeService('pdf.text'),
  async run(inputs, context) {
    const value = inputs.pdf;
    if (!value) throw new ServiceError('The PDF reader needs the input "pdf".');
    const { numPages, layouts } = await readPdfLayouts(value.bytes, context.signal);
    const pagesRead = layouts.length;
    const pages = layouts.map((lines) => lines.map((line) => line.text).join('\n'));
    const characters = pages.reduce((sum, text) => sum + text.length, 0);
    if (characters === 0) throw new ServiceError(noTextLayerMessage);
    const nodes: RootContent[] = [];
    for (const lines of layouts) {
      if (lines.length === 0) continue;
      if (nodes.length > 0) nodes.push({ type: 'thematicBreak' });
      nodes.push(...pageBlocks(lines));
    }
    if (numPages > pagesRead) {
      nodes.push({ type: 'thematicBreak' }, paragraph(`Only the first ${maxPdfPages} of ${numPages} pages were read.`));
    }
    return markdownOutput(nodes, {
      source: value.fileName ?? 'PDF text',
      facts: { pages: numPages, pagesRead, pagesWithText: pages.filter(Boolean).length, characters },
    });
  },
};
