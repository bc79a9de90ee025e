import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// A group watched, checked, charged, preferred or spoken to apart, each beside the fair sentence
// next to it that the check must leave.

describe('addedPhraseFindings, a group treated apart', () => {
  it.each([
    {
      given: 'Nigerian cleaners will have their bags checked every night.',
      want: ['race:Nigerian cleaners will have their bags checked'],
    },
    {
      given: 'Security should keep an eye on the Roma families in the car park.',
      want: ['race:keep an eye on the Roma families'],
    },
    {
      given: 'Door staff take particular care with groups of African men.',
      want: ['race:take particular care with groups of African men'],
    },
    {
      given: 'Tenants of the same caste will be given priority.',
      want: ['race:Tenants of the same caste will be given priority'],
    },
    { given: 'Tamil must not be spoken at the tills.', want: ['race:Tamil must not be spoken'] },
    { given: 'Staff may speak only English in the canteen.', want: ['race:may speak only English'] },
    {
      given: 'Guests from the Roma community will be asked to pay a higher deposit.',
      want: ['race:Guests from the Roma community will be asked to pay a higher deposit'],
    },
    {
      given: 'We will not assign any driver with diabetes to the long routes.',
      want: ['disability:not assign any driver with diabetes'],
    },
    { given: 'Models of Scandinavian appearance only.', want: ['race:of Scandinavian appearance'] },
    { given: 'Frankly, at your time of life a desk job would suit you better.', want: ['age:at your time of life'] },
    { given: 'He picked up the software fast for a man of his age.', want: ['age:for a man of his age'] },
    { given: 'At 20 he is too young to be put in charge of the van.', want: ['age:too young to be put in charge'] },
    { given: 'Her typing is quick for a woman.', want: ['gender:quick for a woman'] },
    { given: 'Mums should drop off the kids at the side gate.', want: ['gender:Mums should drop off the kids'] },
    { given: 'We want new college grads only.', want: ['age:new college grads only'] },
    { given: 'Some of the nutcases on the phones swear at you.', want: ['disability:nutcases'] },
    { given: 'Never schedule the Sikh staff on Sunday mornings.', want: ['race:Never schedule the Sikh staff'] },
    {
      given: 'Nobody with epilepsy will be rostered on the lifts.',
      want: ['disability:Nobody with epilepsy will be rostered'],
    },
    { given: 'He got cross, as men so often do.', want: ['gender:as men so often do'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'Every driver will have their licence checked every month.',
    'Keep an eye on the weather before the Roma festival parade.',
    'Candidates from the local community are encouraged to apply.',
    'Only English may be used on the radio channels, so that every steward understands a call.',
    'English is our working language; colleagues may speak any language on breaks.',
    'Guests from outside the EU will be asked for a passport at check-in.',
    'Drivers with diabetes must tell the DVLA, as the law requires.',
    'The report compares how many people of Asian heritage work in each depot.',
    'At your time of booking, we will confirm the price.',
    'She trained every new starter, whatever their age.',
    'Parents and carers can collect wristbands at Gate B.',
    'Recent graduates from the apprenticeship now lead two crews.',
    'The pistachios contain nuts, so check the allergen card.',
    'We do not roster anyone on more than five nights in a row.',
    'No one with a cold should work on the food stalls until it clears.',
    'As women made up 12% of the crew, the report sets a target of 25%.',
    'The Oriental cockroach (Blatta orientalis) prefers damp drains.',
    'Sort the load into whites, coloureds and darks before washing.',
    'You told us that our technician asked whether he could speak to "the man of the house" first.',
    'You told us that, as a Deaf customer, you could not book a collection by phone.',
  ])('given "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
