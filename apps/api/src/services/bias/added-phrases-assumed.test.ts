import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// What is assumed of a person or a group, and claims about a group told as findings, each beside
// fair sentences the check must leave.

describe('addedPhraseFindings, what is assumed of a person or a group', () => {
  it.each([
    {
      given: 'As you would expect, the Romanian drivers took the longest breaks.',
      want: ['race:As you would expect, the Romanian drivers'],
    },
    {
      given: 'The roof work is unsuitable for women, so we will send two others.',
      want: ['gender:is unsuitable for women'],
    },
    {
      given: 'Only staff without a foreign accent should take phone bookings.',
      want: ['race:staff without a foreign accent'],
    },
    // A date is no age: "from 16 November" does not make the sentence one about minors.
    {
      given: "Ravi's accent puts customers off, so Dave will cover the phone shift from 16 November.",
      want: ['race:accent puts customers off'],
    },
    {
      given: 'The menu brings an exotic touch of spice from Thailand.',
      want: ['race:exotic touch of spice from Thailand'],
    },
    { given: 'At your age the night shifts might be too much for you.', want: ['age:At your age'] },
    {
      given: 'We rely on the wives of the drivers to answer the phones.',
      want: ['gender:rely on the wives of the drivers to'],
    },
    {
      given: 'Ideally we want a strong male presence on reception.',
      want: ['gender:Ideally we want a strong male presence'],
    },
    { given: 'The dip reflects men’s natural reluctance to ask for help.', want: ['gender:men’s natural reluctance'] },
    { given: 'Our parent and toddler mornings let mums meet each other.', want: ['gender:mums'] },
    {
      given: 'Colleagues who use wheelchairs could join by video rather than come to the second floor.',
      want: ['disability:Colleagues who use wheelchairs could join by video rather than'],
    },
    {
      given: 'The female apprentices will be given the lighter sanding jobs.',
      want: ['gender:female apprentices will be given the lighter'],
    },
    { given: 'Applicants must hold Irish citizenship.', want: ['race:must hold Irish citizenship'] },
    // Claims told as findings: in the past tense, as a surprise, as a habit of the whole group.
    {
      given: 'Staff from the Philippines proved surprisingly punctual.',
      want: ['race:Staff from the Philippines proved surprisingly punctual'],
    },
    { given: 'The older porters were slow to learn the new tills.', want: ['age:older porters were slow to'] },
    { given: 'The boomer managers all want printed reports.', want: ['age:boomer managers all want'] },
    {
      given: 'The Kenyan-trained nurses needed closer supervision than the others.',
      want: ['race:Kenyan-trained nurses needed closer supervision'],
    },
    { given: 'Deaf applicants were not shortlisted.', want: ['disability:Deaf applicants were not shortlisted'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'As expected, the new warehouse opened on time.',
    'As always, older customers are welcome to phone us instead.',
    'At your age you are entitled to a free eye test every year.',
    'Parent and baby sessions run on Tuesdays; mums and dads are both welcome.',
    'Applicants must hold British citizenship, as the role needs security clearance.',
    'Our Ghanaian-owned suppliers were paid within 14 days.',
    'The survey found older customers were slower to adopt the app, 41 % against 63 %.',
    'Sales in the older stores were slow to recover after the flood.',
    'We need a female voice for the recorded greeting, as the client chose.',
    'The new apprentices picked the lighter tents for the first trip.',
    'As you would expect, the venue has step-free access and a hearing loop.',
    'The Deaf Awareness course was surprisingly popular with sales staff.',
    'The stallholders, as ever, set up by 7am.',
    'The scheme is open to people aged 16 to 18 from 16 November; older staff may mentor them.',
    'Statutory maternity pay is also paid to solo mothers under the law.',
  ])('given the fair "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
