// Reads the text layer of one PDF with pdf.js in a worker thread of the PDF reader's pool
// (pdf-reader-pool.ts, decision 142), so that parsing a long PDF never holds the API's event loop.
// Plain JavaScript: Node 20 loads a worker's file with its own loader, which does not read
// TypeScript. It gives back each page's text items, as small as they can be sent; the lines are
// made from them by the caller (pdf-text.ts). A file pdf.js cannot open is answered with the
// name of pdf.js's error, so that the caller can say why in words for the user.
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** @param {{ bytes: Uint8Array; maxPages: number }} task */
export default async function readPdf({ bytes, maxPages }) {
  const loading = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    let pdf;
    try {
      pdf = await loading.promise;
    } catch (error) {
      return { failure: typeof error?.name === 'string' ? error.name : 'Error' };
    }
    const pagesRead = Math.min(pdf.numPages, maxPages);
    const pages = [];
    for (let number = 1; number <= pagesRead; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = [];
      for (const item of content.items) {
        if (typeof item !== 'object' || item === null || !('str' in item)) continue;
        items.push({
          str: item.str,
          hasEOL: item.hasEOL === true,
          height: item.height ?? 0,
          y: item.transform?.[5] ?? 0,
        });
      }
      pages.push(items);
      page.cleanup();
    }
    return { numPages: pdf.numPages, pages };
  } finally {
    await loading.destroy();
  }
}
