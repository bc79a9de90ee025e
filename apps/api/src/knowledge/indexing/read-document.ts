import type { KnowledgeContentType } from '../../db/knowledge-schema.ts';
import { noTextLayerMessage, readPdfLayouts } from '../../services/pdf-text.ts';
import { markdownToPlainText } from '../../services/plain-text.ts';
import { ServiceError } from '../../services/service.ts';

/** A document that cannot be read, with why in words for the user. */
export class UnreadableDocument extends Error {
  override name = 'UnreadableDocument';
}

/**
 * The pages of a document as they are shown and cited: a PDF's pages from its text layer (the
 * `pdf.text` service's reader, each line on its own line), text as one page, markdown as one page
 * of its plain text (the markup dropped), so that offsets point into what the reader sees.
 */
export async function readDocument(options: {
  bytes: Uint8Array;
  contentType: KnowledgeContentType;
  signal: AbortSignal;
}): Promise<string[]> {
  const { bytes, contentType, signal } = options;
  if (contentType === 'application/pdf') {
    try {
      // Past the reader's limit (500 pages) the rest is not read: `pages` says how many were.
      const { layouts } = await readPdfLayouts(bytes, signal);
      const pages = layouts.map((lines) => lines.map((line) => line.text).join('\n'));
      if (pages.every((page) => page.trim() === '')) throw new UnreadableDocument(noTextLayerMessage);
      return pages;
    } catch (error) {
      if (error instanceof ServiceError) throw new UnreadableDocument(error.message);
      throw error;
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/\r\n?/g, '\n');
  } catch {
    throw new UnreadableDocument('This file is not UTF-8 text: save it as UTF-8 and add it again.');
  }
  const page = contentType === 'text/markdown' ? markdownToPlainText(text) : text.trim();
  if (page === '') throw new UnreadableDocument('This document has no text to index.');
  return [page];
}
