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
