import type { RootContent } from 'mdast';
import { markdownOutput, paragraph } from './markdown.ts';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';

/** The most pages read; a longer PDF is read up to there and the output says so. */
export const maxPdfPages = 500;

/** The text of one PDF page: pdf.js's text items, with their line ends. */
async function pageText(page: { getTextContent(): Promise<{ items: unknown[] }> }): Promise<string> {
  const content = await page.getTextContent();
  return content.items
    .map((item) => {
      if (typeof item !== 'object' || item === null || !('str' in item)) return '';
      const { str, hasEOL } = item as { str: string; hasEOL?: boolean };
      return `${str}${hasEOL ? '\n' : ''}`;
    })
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

function pageBlocks(text: string): RootContent[] {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => paragraph(block));
}

function readFailure(error: unknown): ServiceError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') {
    return new ServiceError('This PDF is protected by a password: save it without one and try again.');
  }
  return new ServiceError('This file is not a PDF that can be read (it may be damaged).');
}

/**
 * `pdf.text`: the text of a PDF's text layer (pdf.js, the legacy build that runs on Node 20),
 * page after page, pages separated by a rule. A scanned PDF has no text layer and is refused:
 * reading its pictures would need OCR.
 */
export const pdfTextService: Service = {
  name: 'pdf.text',
  label: 'PDF text',
  inputs: { pdf: { kind: 'pdf', required: true, description: 'The PDF to read.' } },
  async run(inputs, context) {
    const value = inputs.pdf;
    if (!value) throw new ServiceError('The PDF reader needs the input "pdf".');
    // pdf.js is loaded on first use (its worker code, on the first PDF, ~2 MB).
    const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // pdf.js takes ownership of the array it is given, so it gets a copy.
    const task = getDocument({
      data: new Uint8Array(value.bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
      stopAtErrors: false,
      verbosity: VerbosityLevel.ERRORS,
    });
    const stop = () => void task.destroy();
    context.signal.addEventListener('abort', stop, { once: true });
    try {
      const pdf = await task.promise.catch((error: unknown) => {
        context.signal.throwIfAborted();
        throw readFailure(error);
      });
      const pagesRead = Math.min(pdf.numPages, maxPdfPages);
      const pages: string[] = [];
      for (let number = 1; number <= pagesRead; number += 1) {
        context.signal.throwIfAborted();
        pages.push(await pageText(await pdf.getPage(number)));
      }
      const characters = pages.reduce((sum, text) => sum + text.length, 0);
      if (characters === 0) {
        throw new ServiceError(
          'This PDF has no text layer (it may be a scan or contain only pictures): there is no text to read without OCR.',
        );
      }
      const nodes: RootContent[] = [];
      for (const text of pages) {
        if (text === '') continue;
        if (nodes.length > 0) nodes.push({ type: 'thematicBreak' });
        nodes.push(...pageBlocks(text));
      }
      if (pdf.numPages > pagesRead) {
        nodes.push(
          { type: 'thematicBreak' },
          paragraph(`Only the first ${maxPdfPages} of ${pdf.numPages} pages were read.`),
        );
      }
      return markdownOutput(nodes, {
        source: value.fileName ?? 'PDF text',
        facts: { pages: pdf.numPages, pagesRead, pagesWithText: pages.filter(Boolean).length, characters },
      });
    } catch (error) {
      if (context.signal.aborted) throw context.signal.reason;
      throw error;
    } finally {
      context.signal.removeEventListener('abort', stop);
      await task.destroy();
    }
  },
};
