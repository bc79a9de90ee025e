// How a step's output is kept: its file's extension by content type, and a small text carried inline.

/** A stored output's file extension by its content type. */
export const fileExtensions: Record<string, string> = {
  'text/markdown': 'md',
  'text/plain': 'txt',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'audio/wav': 'wav',
  'application/json': 'json',
};

/** The largest text a result carries inline (the contract's `ResultItem.text`). */
export const inlineTextBytes = 16_384;

/**
 * A small text output's text, carried with the run's results (issue 25: the run modal said
 * "Loading content…" after COMPLETED while it read each text on its own).
 */
export function inlineText(contentType: string, bytes: Uint8Array): { text?: string } {
  if (!contentType.startsWith('text/') || bytes.length > inlineTextBytes) return {};
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8 (a service that joined a picture's bytes): read from its file instead.
    return {};
  }
  // PostgreSQL's jsonb refuses U+0000, and the results are jsonb: such a text stays in its file.
  return text.includes('\u0000') ? {} : { text };
}
