import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// One group asked for more, served less or judged by a life event, and claims about a group in
// shapes the earlier rules missed, each beside fair sentences the check must leave.

describe('addedPhraseFindings, one group asked for more', () => {
  it.each([
    {
      given: 'As you are not a UK national, we ask for a deposit of £300 before the first booking.',
      want: ['race:you are not a UK national, we ask for a deposit'],
    },
    {
      given: 'Customers living on Gypsy and Traveller sites must pay in advance.',
      want: ['race:living on Gypsy and Traveller sites must pay in advance'],
    },
    {
      given: 'Where the tenant is Moroccan or Algerian, take a copy of their passport as well.',
      want: ['race:is Moroccan or Algerian, take a copy of their passport'],
    },
    {
      given: 'All staff must speak English with one another during breaks.',
      want: ['race:must speak English with one another'],
    },
    { given: 'We can talk your husband through the quote if that helps.', want: ['gender:talk your husband through'] },
    {
      given: 'I asked whether she is planning to start a family soon.',
      want: ['gender:whether she is planning to start a family'],
    },
    {
      given: 'Now she has young children she won’t want to travel, so I left her off the list.',
      want: ['gender:Now she has young children'],
    },
    {
      given: 'At 63 she won’t be with us long enough to repay the course.',
      want: ['age:At 63 she won’t be with us long enough'],
    },
    {
      given: 'With retirement only a few years away for Pat, the course goes to Sam.',
      want: ['age:retirement only a few years away'],
    },
    { given: 'Bookings are best suited to under-30s, who stay up late.', want: ['age:suited to under-30s'] },
    { given: 'Most of our crew are under 25 and we like it that way.', want: ['age:under 25 and we like it that way'] },
    { given: 'Could we find a younger tutor for Sam?', want: ['age:find a younger tutor'] },
    { given: 'Her English is excellent for someone from Kraków.', want: ['race:excellent for someone from Kraków'] },
    { given: 'He’s Greek, so expect him to arrive late.', want: ['race:He’s Greek, so expect'] },
    {
      given: 'Given her dyslexia, she would not cope with the reports.',
      want: ['disability:Given her dyslexia, she would not'],
    },
    { given: 'The club welcomes ex-servicemen.', want: ['gender:ex-servicemen'] },
    { given: 'Moorings for visiting yachtsmen are on pontoon C.', want: ['gender:yachtsmen'] },
    // Claims about a group in shapes the earlier rules missed.
    {
      given: 'Buyers from the Gulf, predictably, asked for more gold trim.',
      want: ['race:Buyers from the Gulf, predictably'],
    },
    {
      given: 'Older drivers may not be comfortable with the new tablets.',
      want: ['age:Older drivers may not be comfortable'],
    },
    {
      given: 'Pupils with epilepsy will in future be booked only into morning slots.',
      want: ['disability:Pupils with epilepsy will in future be booked only'],
    },
    { given: 'Nigerian market traders always haggle.', want: ['race:Nigerian market traders always haggle'] },
    { given: 'Anyone over 45 is now steered to the short course.', want: ['age:Anyone over 45 is now steered to'] },
    {
      given: 'Drivers from countries where winters are mild tend to brake late.',
      want: ['race:Drivers from countries where winters are mild tend to'],
    },
    {
      given: 'Crew with a history of anxiety will not be added to the night rota, whatever their training.',
      want: ['disability:Crew with a history of anxiety will not be added'],
    },
    {
      given: 'The Latvian fitters had proved more careful on wet decks than the rest of the yard.',
      want: ['race:Latvian fitters had proved more careful on wet decks than the rest'],
    },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'Non-UK nationals need a visa, and we will check your right to work.',
    'Our Traveller liaison officer visits the sites every month and takes bookings in advance.',
    'Staff must speak English on the radio at all times, for safety.',
    'Since she has young children, she asked for flexible hours, which we agreed.',
    'Given her dyslexia, we arranged extra time for the written test, which she passed.',
    'Buyers from the Gulf ordered 14 boats this year.',
    'Every member may join the pool, whatever their age.',
    'Wheelchair users are directed to the lift by the main door.',
    'The desk is staffed by two Portuguese-speaking agents.',
    'Deposits are £200 for every customer, whatever their nationality.',
  ])('given the fair "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
