import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// Work split by sex, service refused or rationed for one group, a group profiled, and age judged
// by a generation or the years ahead, each beside fair sentences the check must leave.

describe('addedPhraseFindings, groups served apart', () => {
  it.each([
    {
      given: 'On the day, the lads will carry the tables and the girls will do the raffle.',
      want: ['gender:the lads will carry the tables and the girls will do'],
    },
    { given: 'The loading bay suits a strong lad.', want: ['gender:suits a strong lad'] },
    { given: 'Saturday Boy wanted for the shop.', want: ['gender:Saturday Boy'] },
    {
      given: 'Despite being a mother of two, Ms Reyes opened a second branch.',
      want: ['gender:Despite being a mother of two'],
    },
    {
      given: 'Sam was remarkably patient with the customers for a man.',
      want: ['gender:remarkably patient with the customers for a man'],
    },
    {
      given: 'The night drops are not really a job for women on their own.',
      want: ['gender:not really a job for women on their own'],
    },
    {
      given: 'You would fit right in with a team whose average age is 24.',
      want: ['age:fit right in with a team whose average age is 24'],
    },
    { given: 'Requirements: 2024 graduates only.', want: ['age:2024 graduates only'] },
    {
      given: 'That is typical of a generation that expects promotion in a year.',
      want: ['age:a generation that expects'],
    },
    {
      given: 'Shortlist applicants with plenty of working years ahead of them.',
      want: ['age:plenty of working years ahead of them'],
    },
    {
      given: 'The new pitches will be offered first to traders under 35.',
      want: ['age:offered first to traders under 35'],
    },
    {
      given: 'Do not hire out ladders to customers with a visible disability.',
      want: ['disability:Do not hire out ladders to customers with a visible disability'],
    },
    {
      given: 'We ask wheelchair users to ring ahead so that staff can bring goods out to them.',
      want: ['disability:ask wheelchair users to ring'],
    },
    { given: 'If a caller is a total nutter, end the call.', want: ['disability:total nutter'] },
    {
      given: 'The two men looked Arab, so the guard asked to search their bags.',
      want: ['race:looked Arab, so'],
    },
    {
      given: 'With Travellers camped by the car park, lock the trailers tonight.',
      want: ['race:With Travellers camped'],
    },
    {
      given: 'Ask for a second ID where the hirer’s English is limited.',
      want: ['race:where the hirer’s English is limited'],
    },
    {
      given: 'Female front-of-house staff are expected to wear light make-up.',
      want: ['gender:Female front-of-house staff are expected to wear light make-up'],
    },
    {
      given: 'Male staff will handle heavy deliveries and female staff will tidy the waiting room.',
      want: ['gender:Male staff will handle heavy deliveries and female staff will'],
    },
    {
      given: 'The night dispatcher should be a woman, as callers find a female voice more reassuring.',
      want: ['gender:should be a woman, as'],
    },
    { given: 'You will need to fit in with our team of lads.', want: ['gender:fit in with our team of lads'] },
    { given: 'South African-born applicants only.', want: ['race:South African-born applicants only'] },
    {
      given: 'We would recruit locally rather than overseas-trained dentists.',
      want: ['race:rather than overseas-trained'],
    },
    {
      given: 'Please avoid candidates from Bihar, as they tend to leave after a few months.',
      want: ['race:avoid candidates from Bihar, as they'],
    },
    {
      given: 'As most of the crew are Romanian, this probably reflects cultural attitudes to feedback.',
      want: ['race:reflects cultural attitudes'],
    },
  ])('given "$given", should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'The men’s and women’s changing rooms are on the first floor.',
    'Carry two folding wheelchairs in the lead car from November to March.',
    'The shop has a ramp, and staff will gladly bring goods out to anyone who asks.',
    'Prices for white fish were depressed over the winter.',
    'The apprenticeship is open to anyone, and we welcome applications from women, who are under-represented in the trade.',
    'Applicants must hold a Level 2 certificate; there is no upper age limit.',
    'Staff are expected to wear smart shoes and a tie.',
    'We celebrate the cultural differences of our team at the summer fair.',
    'Applicants must hold a UK driving licence; overseas-trained dentists need GDC registration first.',
  ])('given the fair sentence "%s", should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
