/** True for C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F). */
function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when the text holds a control character: they have no place in names. */
export function hasControlCharacters(text: string): boolean {
  return [...text].some(isControl);
}

/** The text without its control characters. */
export function stripControlCharacters(text: string): string {
  return [...text].filter((character) => !isControl(character)).join('');
}

/**
 * The contract's `Text` pattern (free text: tabs and line breaks kept; other C0, DEL, C1 and lone
 * surrogates refused), as ajv reports it when a value breaks it.
 */
export const textPattern = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';

/** The contract's `Line` pattern: one line, no control characters, no lone surrogates. */
export const linePattern = '^[^\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';
