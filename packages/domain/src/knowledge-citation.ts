// Issue 28: a cited passage links to its document at that place in the studio, highlighted. The
// studio's document view reads this URL back; results that cite passages build it here.

/** Where a cited passage is: its document, page (from 1) and offsets in the page's text. */
export interface KnowledgeCitation {
  /** The document's id. */
  documentId: string;
  /** The page, from 1. */
  page: number;
  /** Where the passage starts in the page's text. */
  start: number;
  /** Where it ends (excluded). */
  end: number;
}

/** The studio address of a citation: `/knowledge/documents/<id>?page=<n>&start=<s>&end=<e>`. */
export function knowledgeCitationHref({ documentId, page, start, end }: KnowledgeCitation): string {
  return `/knowledge/documents/${encodeURIComponent(documentId)}?page=${page}&start=${start}&end=${end}`;
}

/**
 * The part of a page's text a citation marks, or undefined when its offsets do not fit the text
 * (a document changed since it was cited): the page is then shown without a highlight.
 */
export function citedRange(options: {
  text: string;
  start: number | undefined;
  end: number | undefined;
}): { start: number; end: number } | undefined {
  const { text, start, end } = options;
  if (start === undefined || end === undefined) return undefined;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start || end > text.length) {
    return undefined;
  }
  return { start, end };
}
