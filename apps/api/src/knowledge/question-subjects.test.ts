import { describe, expect, it } from 'vitest';
import { missingSubjects } from '../services/knowledge-lookup.ts';
import { specificWords } from './question-subjects.ts';

describe('specificWords', () => {
  it.each([
    { given: 'What was the net profit after tax in 2025?', want: ['2025'] },
    { given: 'Must I use a VPN when working from a cafe?', want: ['VPN'] },
    { given: 'Do you deliver parcels on Sundays?', want: ['Sundays'] },
    { given: 'What is the price of the Standard service?', want: ['Standard'] },
    { given: 'How much is £4.50 per parcel?', want: ['4.50'] },
    { given: 'Which CVs do we keep?', want: ['CVs'] },
    { given: 'How long are e-mails kept?', want: [] },
    { given: 'Holiday: how many days? Sick pay: how much?', want: [] },
    { given: 'HR says what about leave?', want: ['HR'] },
    { given: 'Who runs sales in the South?', want: ['South'] },
    { given: 'Can my 14-year-old son join on his own?', want: [] },
    { given: 'Is a 3 day trip paid at 50% or at £20?', want: ['50', '20'] },
    { given: 'Does reference BWL-014 cover 37.5 hours?', want: ['BWL-014', '37.5'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(specificWords(given)).toEqual(want);
  });
});

describe('missingSubjects', () => {
  const subject = (lexeme: string, passages: number, specific: boolean, widened = false) => ({
    lexeme,
    passages,
    specific,
    widened,
  });
  it.each([
    { given: [subject('vpn', 0, true), subject('work', 14, false)], want: ['vpn'] },
    // A related word does not stand in for a name or a figure.
    { given: [subject('tuesday', 0, true, true)], want: ['tuesday'] },
    { given: [subject('2025', 4, true), subject('profit', 1, false)], want: [] },
    // A common word no passage holds is not a missing subject: a paraphrase may use it.
    { given: [subject('ear', 0, false), subject('defend', 0, false)], want: [] },
    { given: [], want: [] },
  ])('given $given should miss $want', ({ given, want }) => {
    expect(missingSubjects(given)).toEqual(want);
  });
});
