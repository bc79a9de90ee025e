// What the mock API "reads" of an uploaded file: the text of a text or Markdown file, and of a PDF
// the literal strings its uncompressed content streams show (one stream a page). A PDF whose text
// the mock cannot find ends `failed`, as a scanned PDF does on the server.
import type { KnowledgeContentType } from '@taskwell/domain';

/** A document's pages, or why they cannot be read. */
export type ReadOutcome = { pageTexts: string[] } | { unreadable: string };

const unescapePdf = (text: string) =>
  text.replace(/\\([nrt()\\])/g, (_, char: string) =>
    char === 'n' ? '\n' : char === 'r' ? '\r' : char === 't' ? '\t' : char,
  );

function pdfPages(bytes: Uint8Array): ReadOutcome {
  const source = new TextDecoder('latin1').decode(bytes);
  const pageCount = source.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
  const texts: string[] = [];
  for (const stream of source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    const shown = [...(stream[1] ?? '').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((each) =>
      unescapePdf(each[1] ?? ''),
    );
    if (shown.length > 0) texts.push(shown.join('\n'));
  }
  if (texts.length === 0) {
    return {
      unreadable:
        'This PDF has no text we can read: its pages may be scanned images. Add a PDF with text in it, or paste the text instead.',
    };
  }
  while (texts.length < pageCount) texts.push('');
  return { pageTexts: texts };
}

/** The pages of a file of a type the knowledge upload rule took. */
export function readDocument(bytes: Uint8Array, contentType: KnowledgeContentType): ReadOutcome {
  if (contentType === 'application/pdf') return pdfPages(bytes);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '')
    return { unreadable: 'This file has no text in it. Add a file with text, or paste the text instead.' };
  return { pageTexts: [text] };
}
