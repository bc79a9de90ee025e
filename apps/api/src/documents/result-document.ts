import { type OutputFormat, outputFormatDetails } from '@taskwell/domain';
import { type DocumentProperties, documentFileName } from './document-properties.ts';
import { writeDocx } from './docx-document.ts';
import { writeHtml } from './html-document.ts';
import { documentBlocks, readMarkdown } from './markdown-blocks.ts';
import { writePdf } from './pdf-document.ts';
import { writePlainText } from './plain-document.ts';

/** A result written as a downloadable document. */
export interface ResultDocument {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A text result in an output format (issue 40): Markdown as it is, or read once as markdown and
 * written as DOCX, PDF, HTML or plain text, with the run's name and date in the document's
 * properties. Which formats a caller may have is the plan's (`outputFormatsOfPlan`), asked before.
 */
export async function writeResultDocument(options: {
  markdown: string;
  format: OutputFormat;
  /** The result's name: the file's. */
  resultName: string;
  properties: DocumentProperties;
}): Promise<ResultDocument> {
  const { format, properties } = options;
  const details = outputFormatDetails[format];
  const fileName = documentFileName(options.resultName, details.extension);
  const done = (bytes: Buffer): ResultDocument => ({ bytes, contentType: details.contentType, fileName });
  if (format === 'markdown') return done(Buffer.from(options.markdown, 'utf8'));
  const tree = readMarkdown(options.markdown);
  switch (format) {
    case 'html':
      return done(writeHtml(tree, properties));
    case 'docx':
      return done(await writeDocx(documentBlocks(tree), properties));
    case 'pdf':
      return done(await writePdf(documentBlocks(tree), properties));
    case 'txt':
      return done(writePlainText(documentBlocks(tree), properties));
    default:
      return format satisfies never;
  }
}
