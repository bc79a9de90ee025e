/**
 * Whether the API checks results of a content type (issue 28: Markdown and plain text; a JSON
 * answer is data, not prose). A result of any other type has no check, and asking for one is a 404,
 * so only these are asked for theirs.
 */
export function isCheckedContentType(contentType: string | undefined): boolean {
  const base = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'text/markdown' || base === 'text/plain';
}
