import { describe, expect, it } from 'vitest';
import { withoutAllowedTerms } from './allowed-terms.ts';

const text = 'Our Crazy Deals page is live; the crazy deadline stands. Contact the ombudsman.';
const at = (phrase: string, from = 0) => ({
  phrase,
  start: text.indexOf(phrase, from),
  end: text.indexOf(phrase, from) + phrase.length,
});
const findings = [at('Crazy'), at('crazy', 20), at('ombudsman')];

describe('withoutAllowedTerms', () => {
  it.each([
    { given: [], want: ['Crazy', 'crazy', 'ombudsman'] },
    { given: ['crazy deals'], want: ['crazy', 'ombudsman'] },
    { given: ['CRAZY   DEALS', 'Ombudsman'], want: ['crazy'] },
    { given: ['crazy'], want: ['ombudsman'] },
    { given: ['deals'], want: ['Crazy', 'crazy', 'ombudsman'] },
    { given: ['ombuds'], want: ['Crazy', 'crazy', 'ombudsman'] },
    { given: ['a.*b'], want: ['Crazy', 'crazy', 'ombudsman'] },
  ])('given allowed $given should keep $want', ({ given, want }) => {
    expect(withoutAllowedTerms(text, findings, given).map((finding) => finding.phrase)).toEqual(want);
  });
});
