import fc from 'fast-check';

// fast-check's `unit: 'binary'` (any code point but the surrogates) is a number from 0 to 1,112,063
// mapped to a code point, and its way back from a string to that number is a Map of all 1,112,064
// of them, built the first time `fc.string` looks for its risky words (`__proto__`, `constructor`, …)
// among the strings the unit makes: about 3 CPU-seconds of a test file. This unit maps the same
// numbers to the same code points, so a seed draws the same strings and the same risky words are
// found; only the way back is computed from the string instead of looked up.

/** The surrogates, which the unit leaves out: the numbers from here on stand 0x800 higher. */
const surrogatesStart = 0xd800;
const surrogatesCount = 0x800;

function fromNumber(index: number): string {
  return String.fromCodePoint(index < surrogatesStart ? index : index + surrogatesCount);
}

/** A string of exactly one code point outside the surrogates, as its number; anything else throws. */
function toNumber(value: unknown): number {
  if (typeof value === 'string' && value.length > 0) {
    const point = value.codePointAt(0) as number;
    if (
      String.fromCodePoint(point) === value &&
      (point < surrogatesStart || point >= surrogatesStart + surrogatesCount)
    ) {
      return point < surrogatesStart ? point : point - surrogatesCount;
    }
  }
  throw new Error('not one code point of the unit');
}

/** `fc.string({ unit: anyCodePoint })` draws what `fc.string({ unit: 'binary' })` draws, seed for seed. */
export const anyCodePoint: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff - surrogatesCount }).map(fromNumber, toNumber);
