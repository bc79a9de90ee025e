import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// A person's age, condition or accent given as the reason for a judgement of them, in the wordings
// of several sets, each beside fair sentences about the same traits the check must leave.

describe('addedPhraseFindings, a trait held against a person', () => {
  it.each([
    {
      given: 'At 63, Mr Hale is unlikely to take to the new booking system.',
      want: ['age:At 63, Mr Hale is unlikely to'],
    },
    {
      given: 'To be fair, at 66 the new tills were rather beyond her.',
      want: ['age:at 66 the new tills were rather beyond her'],
    },
    {
      given: 'Leave Brian off the list: he’s 57, so I doubt he’ll want to retrain.',
      want: ['age:he’s 57, so I doubt he'],
    },
    {
      given: 'Given that Sue is 62, we should start easing her towards retirement.',
      want: ['age:Given that Sue is 62, we should start easing her towards retirement'],
    },
    {
      given: 'At 22 she is too young to be taken seriously by the buyers.',
      want: ['age:At 22 she is too young'],
    },
    {
      given: 'Her epilepsy means she is no longer really driving material.',
      want: ['disability:Her epilepsy means she is no longer really driving material'],
    },
    {
      given: 'I’d rather not send Omar, since his autism might put the client off.',
      want: ['disability:I’d rather not send Omar, since his autism'],
    },
    {
      given: 'Staff who stutter should not be put on the phones.',
      want: ['disability:who stutter should not be put'],
    },
    {
      given: 'The fitter is dyslexic and so most likely misread the order.',
      want: ['disability:is dyslexic and so most likely'],
    },
    {
      given: 'As you are registered blind, you would not be able to sign for deliveries.',
      want: ['disability:you are registered blind, you would not be able'],
    },
    {
      given: 'Mrs Kowalski probably did not understand the form because of her accent.',
      want: ['race:did not understand the form because of her accent'],
    },
    {
      given: 'As he trained in Pakistan, someone should double-check his wiring.',
      want: ['race:he trained in Pakistan, someone should double-check'],
    },
    {
      given: 'At 68, Mr. Haller should probably not be on the late airport runs anymore.',
      want: ['age:At 68, Mr. Haller should probably not be on'],
    },
    { given: 'Derek is getting on a bit and may struggle to adapt.', want: ['age:getting on a bit and may struggle'] },
    { given: 'At 79, she remains surprisingly sharp.', want: ['age:At 79, she remains surprisingly sharp'] },
    {
      given: 'She has an anxiety disorder, so she is probably not suited to the night desk.',
      want: ['disability:She has an anxiety disorder, so she is probably not suited'],
    },
    {
      given: 'He is on antidepressants, so his account should be treated with caution.',
      want: ['disability:is on antidepressants, so his account should be treated with caution'],
    },
    {
      given: "Her Crohn's is going to make her a liability on the night desk.",
      want: ["disability:Her Crohn's is going to make her a liability"],
    },
    {
      given: 'Tom is dyslexic, which is most likely behind the stock-count errors.',
      want: ['disability:is dyslexic, which is most likely behind'],
    },
    {
      given: 'The barista with a stammer was not well suited to the front counter.',
      want: ['disability:with a stammer was not well suited'],
    },
    { given: 'Customers find her accent hard going.', want: ['race:her accent hard going'] },
    {
      given: 'Being Bangladeshi, they would not have understood much of it anyway.',
      want: ['race:Being Bangladeshi, they would not have understood'],
    },
  ])('given "$given", should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'At 68, Mr Carr still opens the yard every morning.',
    'At 17 she is too young to hold a forklift licence, which the law sets at 18.',
    'Because of his dyslexia, we agreed with him that plans will come in a larger font.',
    'Her arthritis means she now prefers the afternoon rota, at her own request.',
    'Despite her anxiety, she was unlikely to miss a deadline.',
    'As she trained in Leeds, she will not be put on the old machines until she has had the refresher.',
    'He is 58 and has led the yard for twenty years.',
    'The unit is 40, so it will not be moved this year.',
    "The lease's conditions mean we would not be able to sublet the unit.",
    "The plant's disease means it is unlikely to flower this year.",
    'Their conditions of sale are unsuitable for trade buyers.',
    'At 70, Mrs Ellis still drives the minibus every Sunday.',
    "Her husband has Parkinson's, so she has asked to work from home on Fridays, which we agreed.",
    'He is on antidepressants, and we agreed with him a later start while the dose settles.',
  ])('given the fair sentence "%s", should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
