// What an attacker puts into a parameter (issue 29, point 1): control characters, values longer
// than any id or field, and percent-encoded bytes that decode to nothing valid. The same bytes in
// two forms: as they are written into an address (path segment or query value, percent-encoded
// where a URL needs it), and as the string a header or a JSON body carries.

/** Control characters (C0, C1, DEL), line and paragraph separators, non-characters and lone surrogates. */
const controlText = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\ufffe',
  '\ud800',
  'x\udfffy',
];

/** Longer than any id (128), field (5000) or body (64 KB) the contract takes. */
const overlong = ['x'.repeat(129), 'x'.repeat(300), 'x'.repeat(5001), 'x'.repeat(70_000)];

/** Strings that look percent-encoded once decoded, or are decoded twice by a careless reader. */
const encodedLooking = ['%00', '%C0%80', '%2e%2e%2f', '%'];

/** Values for a header or a JSON string. */
export const hostileText: readonly string[] = [...controlText, ...overlong, ...encodedLooking];

/**
 * Values as written into an address: the control characters above percent-encoded (as a browser
 * or a script sends them), UTF-8 that decodes to nothing (a lone surrogate, an overlong NUL, bytes
 * that no character starts with, a cut sequence), broken escapes, a double-encoded path, and the
 * overlong values as they are.
 */
export const hostileInAddress: readonly string[] = [
  '%00',
  'a%00b',
  '%01',
  '%1B%5B31m',
  '%7F',
  '%C2%85',
  '%C2%9F',
  '%E2%80%A8',
  '%EF%BF%BE',
  '%ED%A0%80',
  'x%ED%BF%BFy',
  '%C0%80',
  '%FF',
  '%E0%A4%A',
  '%',
  '%zz',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  ...overlong,
];
