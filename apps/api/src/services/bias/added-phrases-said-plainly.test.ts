import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// Rules and decisions that treat a group worse, said plainly, each beside the fair sentence next
// to it that the check must leave.

describe('addedPhraseFindings, a rule said plainly', () => {
  it.each([
    {
      given: 'Visitors with guide dogs will not be allowed into the tasting room.',
      want: ['disability:Visitors with guide dogs will not be allowed'],
    },
    { given: 'Sorry, we do not admit assistance dogs in the spa.', want: ['disability:do not admit assistance dogs'] },
    {
      given: 'Candidates must not have any mental health conditions.',
      want: ['disability:Candidates must not have any mental health conditions'],
    },
    {
      given: 'We will not employ drivers who are partially sighted.',
      want: ['disability:will not employ drivers who are partially sighted'],
    },
    {
      given: 'Wheelchair-using guests should be seated at the back of the hall.',
      want: ['disability:Wheelchair-using guests should be seated at the back'],
    },
    {
      given: 'Blind members must be contacted by phone only.',
      want: ['disability:Blind members must be contacted by phone only'],
    },
    {
      given:
        'From May the lodge will no longer take reservations for residents of care homes with learning disabilities.',
      want: ['disability:will no longer take reservations for residents of care homes with learning disabilities'],
    },
    {
      given: 'Anyone with dyslexia will struggle with the paperwork.',
      want: ['disability:Anyone with dyslexia will struggle with'],
    },
    {
      given: 'The crew is all under forty and we want to keep it that way.',
      want: ['age:under forty and we want to keep it that way'],
    },
    {
      given: 'Drivers aged over 58 will be moved off the night routes.',
      want: ['age:Drivers aged over 58 will be moved off'],
    },
    {
      given: 'Staff over fifty should be nudged to take early retirement.',
      want: ['age:over fifty should be nudged to take early retirement'],
    },
    {
      given: 'Anyone approaching retirement will not be put forward for the leadership course.',
      want: ['age:Anyone approaching retirement will not be put forward'],
    },
    {
      given: 'The ideal hire grew up on social media and lives on TikTok.',
      want: ['age:grew up on social media'],
    },
    { given: 'Leeds gives us a youthful, ambitious talent pool.', want: ['age:youthful'] },
    {
      given: 'The contractor shall never deploy an engineer older than 62 on site.',
      want: ['age:never deploy an engineer older than 62'],
    },
    { given: 'Night deliveries go to the lads, days to the rest.', want: ['gender:deliveries go to the lads'] },
    {
      given: 'The heavy lifting at the depot should be given to the men.',
      want: ['gender:lifting at the depot should be given to the men'],
    },
    { given: 'Only female cleaners will be sent to the spa.', want: ['gender:Only female cleaners will be sent'] },
    {
      given: 'We put female guards on the gates and male guards on the stage.',
      want: ['gender:female guards on the gates and male guards on'],
    },
    {
      given: 'Visitors in wheelchairs should be shown through the goods entrance.',
      want: ['disability:Visitors in wheelchairs should be shown through the goods entrance'],
    },
    {
      given: 'Customers who use wheelchairs will be seen at the rear service door.',
      want: ['disability:Customers who use wheelchairs will be seen at the rear service door'],
    },
    { given: 'Treat the wife to a night away at the lodge.', want: ['gender:wife'] },
    {
      given: 'Women employees must give their maiden names on the form.',
      want: ['gender:Women employees must give their maiden names'],
    },
    {
      given: 'For a joint loan we ask her husband to sign the application too.',
      want: ['gender:ask her husband to sign'],
    },
    {
      given: "We'd rather have a woman on reception, to be honest.",
      want: ["gender:We'd rather have a woman"],
    },
    {
      given: 'Mandarin must be the applicant’s first language.',
      want: ['race:Mandarin must be the applicant’s first language'],
    },
    {
      given: 'His prayers during Ramadan make him less reliable on the late shift.',
      want: ['race:prayers during Ramadan make him less reliable'],
    },
    { given: 'Turbans do not suit the uniform we wear.', want: ['race:Turbans do not suit'] },
    {
      given: 'Polish builders will work for less than the locals.',
      want: ['race:Polish builders will work for less'],
    },
    {
      given: 'We only recruit people who were born in Scotland.',
      want: ['race:only recruit people who were born in Scotland'],
    },
    { given: 'A neutral English accent is required for the role.', want: ['race:neutral English accent is required'] },
    {
      given: 'Since March we stopped renting vans to Somali drivers.',
      want: ['race:stopped renting vans to Somali drivers'],
    },
    {
      given: 'Bookings from the Traveller site on Mill Lane will no longer be accepted.',
      want: ['race:Bookings from the Traveller site on Mill Lane will no longer be accepted'],
    },
    { given: 'We do not deliver to halting sites.', want: ['race:do not deliver to halting sites'] },
    {
      given: 'Renters from Asian countries must pay a deposit twice the usual amount.',
      want: ['race:Renters from Asian countries must pay a deposit twice the'],
    },
    { given: 'We are looking for someone under 40 to run the yard.', want: ['age:under 40'] },
    {
      given: 'We plan to bring down the average age of the workshop.',
      want: ['age:bring down the average age of the workshop'],
    },
    {
      given: 'Chinese people have a gift for numbers.',
      want: ['race:Chinese people have a gift for'],
    },
    { given: 'A man-in-the-middle attack reads traffic between two parties.', want: ['gender:man-in-the-middle'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'Assistance dogs are welcome in every room of the venue.',
    'No dogs except assistance dogs are allowed in the dining room.',
    'Drivers must not have any medical condition that affects safe driving, as the DVLA rules require.',
    'Deaf customers can contact us by text, email or video relay, whichever suits them.',
    'Disabled customers can be served at the lowered counter if they prefer.',
    'We will not accept bookings for groups larger than twelve.',
    'Staff over 55 should be encouraged to take up the free health check.',
    'Colleagues within two years of retirement will be offered a pre-retirement course.',
    'Children who have grown up with smartphones read less, the survey found.',
    'The chairs have a youthful, playful design in six colours.',
    'We never assign anyone under 18 to the saws, as the law requires.',
    'The heavy lifting goes to the forklift, not to people.',
    'The wife of the founder opened the new showroom.',
    'Please give your title: Mr, Mrs, Miss, Ms or Mx.',
    'The lease was signed by Mrs Okafor and her husband as joint tenants.',
    'English must be spoken clearly on all calls.',
    'Staff observing Ramadan may swap to the early shift.',
    'Hard hats do not fit over some turbans, so we supply bump caps that do.',
    'Italian suppliers charge less for marble than British ones this year.',
    'Everyone who works here was born after 1990, a fact the founders find funny.',
    'Clear spoken English is essential for the role.',
    'We stopped renting vans to drivers under 21, as our insurer requires.',
    'Customers from outside the EU must show a passport at collection.',
    'The Traveller liaison officer visits the Mill Lane site monthly.',
    'The average age of our van fleet came down to four years.',
  ])('given "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
