import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findBias } from '../text-bias.ts';
import { claimSentences } from './claims-model.ts';
import { claimsReadByModel, closeClaimsModel, modelClaimRule } from './claims-read-by-model.ts';

// The claims model (decision 215) as shipped: the real sentence encoder in its thread and the
// trained weights. Its sentences were written for this file; none is in a bias set it learned from.

afterAll(() => closeClaimsModel());

describe('the sentences the model reads', () => {
  it.each([
    {
      given: 'The invoice is due on 3 May. Our older customers prefer paper bills.',
      want: ['Our older customers prefer paper bills'],
    },
    { given: 'Delivery takes two days. Payment is by card.', want: [] },
    { given: 'Ask the crew.\nShe will know.', want: ['Ask the crew'] },
    { given: 'Demand stayed depressed all year. Anyone may apply. Health and safety comes first.', want: [] },
    // One person's relative is no group.
    { given: "Bill Harland and his wife ran the stall. Ana's husband drove the van.", want: [] },
    // Blind as a way of judging work, and a country's currency, name no group.
    { given: 'The three bids had been scored blind, with company names removed.', want: [] },
    { given: 'Bookings from Canada were depressed by the weaker Canadian dollar.', want: [] },
    // A connector's ends are no sex.
    { given: 'It needs a male-to-female extension lead and a female adapter.', want: [] },
    { given: 'Blind guests are welcome with their dogs.', want: ['Blind guests are welcome with their dogs'] },
  ])('given "$given" should read $want', ({ given, want }) => {
    expect(claimSentences(given).map((sentence) => sentence.text)).toEqual(want);
  });
});

describe('claims read by the model', () => {
  it.each([
    { given: 'Our foremen agree that the lads listen to a man with a loud voice far more than to anyone else.' },
    { given: 'Younger hires simply have no loyalty, so we no longer invest in their training.' },
    { given: 'Applicants from that part of the world tend to exaggerate their qualifications, so check them twice.' },
    { given: 'People on antidepressants just cannot cope with deadlines like ours.' },
  ])('given "$given" should find the sentence a claim about a group', async ({ given }) => {
    const found = await claimsReadByModel(given, []);
    expect(found.map((finding) => [finding.phrase, finding.rule])).toEqual([
      [given.replace(/\.$/, ''), modelClaimRule],
    ]);
  });

  it.each([
    { given: 'Women make up 42 % of our engineers, up from 35 % in 2023.' },
    { given: 'Staff with a disability may ask for adjustments, such as a quieter desk or a later start.' },
    { given: 'Our Nairobi office serves customers in Kenya, Uganda and Tanzania in English and Swahili.' },
    { given: 'Maternity leave is 26 weeks at full pay for every employee with six months of service.' },
    // A cue word of a thing names no one; positive action is no claim.
    { given: 'Carry two folding wheelchairs in the lead car from November to March.' },
    { given: 'Women are under-represented in the trade, so we particularly welcome applications from women.' },
    // A person's own account of a condition, and an apology to a customer, are no claim.
    { given: 'At her review, Zainab told me that she has dyslexia and that long written lists slow her down.' },
    { given: "I am sorry that your husband's wheelchair was not secured correctly when you boarded." },
  ])('given "$given" should find nothing', async ({ given }) => {
    expect(await claimsReadByModel(given, [])).toEqual([]);
  });

  it('given a claim the next sentence answers should not read it', async () => {
    const claim = 'Younger hires simply have no loyalty, so we no longer invest in their training.';
    expect(await claimsReadByModel(`${claim} The figures do not support that view.`, [])).toEqual([]);
  });

  it('given a quoted claim the next sentence rejects should not read it', async () => {
    const claim = "Supervisors told apprentices that glazing was 'a young man's trade'.";
    expect(await claimsReadByModel(`${claim} We reject that view, and our data do not support it.`, [])).toEqual([]);
  });

  it('given a sentence where a rule already found something should leave it to the rule', async () => {
    const text = 'Younger hires simply have no loyalty, so we no longer invest in their training.';
    const rule = {
      phrase: 'Younger hires',
      start: 0,
      end: 13,
      rule: 'taskwell:x',
      category: 'age' as const,
      why: '',
      suggestions: [],
    };
    expect(await claimsReadByModel(text, [rule])).toEqual([]);
  });
});

describe('the bias check with the model on', () => {
  const before = process.env.BIAS_MODEL;
  afterEach(() => {
    if (before === undefined) delete process.env.BIAS_MODEL;
    else process.env.BIAS_MODEL = before;
  });

  it('given a claim no rule knows should count it once, with its category and place', async () => {
    process.env.BIAS_MODEL = 'on';
    const text = "Thanks for the figures.\nA man's word carries more weight with our suppliers than a woman's.";
    const findings = await findBias(text);
    expect(findings.map((finding) => [finding.rule, finding.category, finding.line, finding.column])).toEqual([
      [modelClaimRule, 'gender', 2, 1],
    ]);
  });

  it('given BIAS_MODEL=off should read the rules alone', async () => {
    process.env.BIAS_MODEL = 'off';
    const text = "Thanks for the figures.\nA man's word carries more weight with our suppliers than a woman's.";
    expect(await findBias(text)).toEqual([]);
  });
});
