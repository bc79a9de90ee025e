// Issue 28: the Well of Knowledge takes text, Markdown and PDF files, under the upload rules we
// already have (the type told by the content, spec §9's sizes). The studio checks a chosen file
// with this before it sends it; the mock API checks the same file with it again.
import { formatBytes } from './format-bytes.ts';
import { type CandidateFile, contentKindOf, type UploadRule, uploadContentType, uploadRules } from './upload-rules.ts';

/** The content types a knowledge document may have. */
export const knowledgeContentTypes = ['text/plain', 'text/markdown', 'application/pdf'] as const;

/** A knowledge document's content type. */
export type KnowledgeContentType = (typeof knowledgeContentTypes)[number];

/** The rule of each kind a knowledge document may be: text (plain or Markdown) and PDF. */
export const knowledgeUploadRules: Readonly<Record<'text' | 'pdf', UploadRule>> = {
  text: { ...uploadRules.text, accept: ['text/plain', 'text/markdown'] },
  pdf: uploadRules.pdf,
};

/** What the file picker offers: the types and the extensions people know them by. */
export const knowledgeAccept = ['text/plain', 'text/markdown', '.txt', '.md', '.markdown', 'application/pdf', '.pdf'];

/** The outcome of {@link checkKnowledgeUpload}: the type the document is kept under, or why not. */
export type KnowledgeUploadCheck =
  | { ok: true; contentType: KnowledgeContentType }
  | { ok: false; problem: 'type' | 'size' | 'empty'; message: string };

/**
 * Checks a file before it becomes a knowledge document: its kind told by its first bytes (a PDF
 * by its signature, text as UTF-8 with a plain or Markdown type), then the size limit of that kind.
 * The message is a sentence for the person who chose the file.
 */
export function checkKnowledgeUpload(file: CandidateFile): KnowledgeUploadCheck {
  const kind = contentKindOf(file.head);
  const rule = kind === 'pdf' ? knowledgeUploadRules.pdf : kind === 'text' ? knowledgeUploadRules.text : undefined;
  const contentType = rule ? uploadContentType(file, rule) : undefined;
  if (file.size < 1)
    return { ok: false, problem: 'empty', message: 'This file is empty. Choose a file with text in it.' };
  if (!rule || contentType === undefined) {
    return {
      ok: false,
      problem: 'type',
      message: 'This file is not text, Markdown or PDF. Choose a .txt, .md or .pdf file.',
    };
  }
  if (file.size > rule.maxBytes) {
    const what = rule.kind === 'pdf' ? 'A PDF' : 'A text or Markdown file';
    const limit = formatBytes(rule.maxBytes);
    // Just over the limit reads as the limit itself once rounded: say "just over" instead.
    const size = formatBytes(file.size) === limit ? `just over ${limit}` : formatBytes(file.size);
    return {
      ok: false,
      problem: 'size',
      message: `${what} can be up to ${limit}; this one is ${size}.`,
    };
  }
  return { ok: true, contentType: contentType as KnowledgeContentType };
}
