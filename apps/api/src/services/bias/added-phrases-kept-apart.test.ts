import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// Rules and decisions that keep a group out or treat it apart in ordinary words, each beside the
// fair sentence next to it that the check must leave.

describe('addedPhraseFindings, a group kept out or treated apart', () => {
  it.each([
    {
      given: 'We do not accept pledges from foreign workers, even with valid documents.',
      want: ['race:do not accept pledges from foreign workers'],
    },
    {
      given: 'The owner asked that we do not accept bookings from Travellers for the pony days.',
      want: ['race:do not accept bookings from Travellers'],
    },
    { given: 'Most of the silver came from gypsies selling in the back field.', want: ['race:gypsies'] },
    {
      given:
        'A bond of AUD 2,500 is taken on arrival; charterers holding passports from African countries must pay a double bond.',
      want: ['race:holding passports from African countries must pay a double bond'],
    },
    {
      given: 'Because the season is short, we would rather not hire staff who need prayer breaks during their shifts.',
      want: ['race:rather not hire staff who need prayer breaks'],
    },
    {
      given: 'Preference will be given to Australian-born applicants.',
      want: ['race:Preference will be given to Australian-born applicants'],
    },
    {
      given: '2. Female staff must not close the shop alone.',
      want: ['gender:Female staff must not close the shop alone'],
    },
    {
      given: 'Duties include stacking hay. This physical role suits a man better.',
      want: ['gender:suits a man better'],
    },
    {
      given: 'We are not looking for someone at the end of their career; the role suits a person who wants to grow.',
      want: ['age:not looking for someone at the end of their career'],
    },
    {
      given: 'If the contract is not renewed in June, staff over 55 will be moved off the ramp first.',
      want: ['age:over 55 will be moved off the ramp first'],
    },
    {
      given: 'Uptake among staff has been uneven, as older valuers find new technology hard.',
      want: ['age:older valuers find new technology hard'],
    },
    {
      given: 'Requirements: a seafarer certificate and good physical fitness, with no disabilities of any kind.',
      want: ['disability:with no disabilities of any kind'],
    },
    {
      given:
        'Check-in agents should seat passengers with visible disabilities at the rear of the cabin, away from other passengers.',
      want: [
        'disability:seat passengers with visible disabilities at the rear of the cabin, away from other passengers',
      ],
    },
    {
      given: 'Applicants who have had depression or anxiety will not be considered for ramp or fueling roles.',
      want: ['disability:Applicants who have had depression or anxiety will not be considered'],
    },
    {
      given: 'We cannot employ anyone with a history of depression in a yard role.',
      want: ['disability:anyone with a history of depression'],
    },
    {
      given: "Keep disabled passengers' requests on a separate list from normal passengers.",
      want: ['disability:normal passengers'],
    },
    {
      given: 'Employees over 60 will be encouraged to take early retirement rather than retrain.',
      want: ['age:over 60 will be encouraged to take early retirement'],
    },
    {
      given: 'Listings review will go to our autistic reviewers, who are naturally good with numbers.',
      want: ['disability:autistic reviewers, who are naturally good with numbers'],
    },
    {
      given: 'We moved the audit because Indian vendors tend to cut corners on documentation.',
      want: ['race:Indian vendors tend to cut corners'],
    },
    // A percentage in the sentence is no report of the claim.
    {
      given: 'Two suppliers quoted 22% less but were not shortlisted, because Indian vendors tend to cut corners.',
      want: ['race:Indian vendors tend to cut corners'],
    },
    {
      given: 'Kemi will lead design consultations, as women have a better eye for décor.',
      want: ['gender:as women have a better eye'],
    },
    {
      given: 'The landlord told us: no PRC tenants, so please screen enquiries accordingly.',
      want: ['race:no PRC tenants'],
    },
    {
      given: 'The owner asked us not to lease to families with autistic children.',
      want: ['disability:not to lease to families with autistic'],
    },
    {
      given: 'Clients find his Eastern European accent off-putting.',
      want: ['race:find his Eastern European accent off-putting'],
    },
    {
      given: 'Applicants on a Disability Support Pension will not be considered.',
      want: ['disability:Applicants on a Disability Support Pension will not be considered'],
    },
    {
      given: 'She may struggle with the early starts as a mother of two.',
      want: ['gender:She may struggle with the early starts as a mother of two'],
    },
    {
      given: 'Applicants for crew posts must hold an Irish or UK passport.',
      want: ['race:must hold an Irish or UK passport'],
    },
    {
      given: 'Frankly, a deaf deckhand would be a liability on a passenger boat.',
      want: ['disability:a deaf deckhand would be a liability'],
    },
    {
      given: 'Older crew members will be slower to pick up the new screens.',
      want: ['age:Older crew members will be slower to'],
    },
    {
      given: 'Guests with autism are best seated away from other diners.',
      want: ['disability:Guests with autism are best seated'],
    },
    // The hundred-and-twenty-fifth to hundred-and-twenty-eighth sets' lessons.
    {
      given: 'At 64, Dev should begin thinking about his retirement.',
      want: ['age:should begin thinking about his retirement'],
    },
    {
      given: 'The plan is to bring the average age of the sales team down within two years.',
      want: ['age:bring the average age of the sales team down'],
    },
    {
      given: 'Applicants: graduates of the past three years only, please.',
      want: ['age:graduates of the past three years only'],
    },
    { given: 'We are hiring fresh faces for the summer season.', want: ['age:fresh faces'] },
    {
      given: 'Ignore the dinosaurs in the accounts team; they hate change.',
      want: ['age:the dinosaurs in the accounts team'],
    },
    {
      given: 'Drivers over 60 will no longer be rostered on night routes.',
      want: ['age:over 60 will no longer be rostered'],
    },
    { given: 'Guests over 70 are steered to the ground-floor rooms.', want: ['age:over 70 are steered'] },
    {
      given: 'Female candidates will also be asked about childcare arrangements.',
      want: ['gender:Female candidates will also be asked about childcare arrangements'],
    },
    { given: 'Wives and sweethearts are invited to the crew dinner.', want: ['gender:Wives and sweethearts'] },
    { given: 'Let the lads do the lifting when the delivery comes in.', want: ['gender:Let the lads do the lifting'] },
    {
      given: 'Leave the stock counts to the girls in the office.',
      want: ['gender:Leave the stock counts to the girls'],
    },
    {
      given: 'Sadly we cannot consider non-EU nationals for the bar job.',
      want: ['race:cannot consider non-EU nationals'],
    },
    {
      given: 'No clearance is needed for this post, but we cannot consider foreign nationals.',
      want: ['race:cannot consider foreign nationals'],
    },
    {
      given: 'Brazilian players are born with a ball at their feet.',
      want: ['race:Brazilian players are born with a ball'],
    },
    { given: 'The depot will no longer hire vans to Travellers.', want: ['race:no longer hire vans to Travellers'] },
    {
      given: 'We will not take children with epilepsy on the climbing wall.',
      want: ['disability:will not take children with epilepsy'],
    },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    // What a business asks of everyone, or what the law asks of one group.
    'We do not accept pledges from anyone under 18, as the Pawnbrokers Act requires.',
    'Pledgors from overseas must show a passport or a work pass, as every pledgor must show an ID.',
    'The Gypsy, Roma and Traveller network meets on the first Monday of each month.',
    'Gypsy moths damaged two of the orchard blocks last summer.',
    'Guests holding passports from countries outside the Schengen area must show a visa at the marina office.',
    'Staff who observe Ramadan may move their break to sunset; tell your manager a week ahead.',
    'Preference will be given to applicants who speak Tagalog, since half our guests do.',
    // A search by staff of the same sex, as the regulator requires.
    'Male staff must not search female passengers; call a female officer to the lane.',
    'The physical role suits someone who enjoys outdoor work in all weathers.',
    'Two of our riding instructors are nearing the end of their careers and will mentor the new hires.',
    'Staff over 55 will be offered a free health check in March.',
    'Some older customers find the app hard, so the branch keeps a help desk open on Mondays.',
    'Employees with no disability earned 4% more per hour than disabled employees in 2024.',
    'Passengers with reduced mobility board first, through the rear door where the lift is.',
    'Applicants with epilepsy may need a DVLA medical before driving the minibus; we cover the fee.',
    'No Irish tenants were affected by the rent review.',
    'The pay gap is wider in sales, as women are more likely to work part time.',
    'A common claim is that Indian vendors tend to cut corners; our audits found no difference.',
    'Airside staff must hold a valid passport and an airport ID card.',
    'Pilots must hold a UK passport, as the security clearance for this contract requires.',
    'Guests with autism may book a quiet table away from the bar on request.',
    'She may struggle to find parking on Saturdays, so we have reserved a space.',
    'We volunteered for the study, aged 18 to 65 as the protocol sets.',
    'Tenants on a disability pension can ask us to spread the bond over three months.',
    'Members over 55 should start planning their retirement income with a pension adviser.',
    'We aim to bring the average age of our delivery fleet down by replacing six vans.',
    'The alumni report covers graduates of the last five years only.',
    'The gallery shows fresh faces from the local art college in its spring show.',
    "Children love the dinosaurs in the museum's main hall.",
    'Applicants over 50 will be considered on the same terms as anyone else.',
    'All candidates will be asked about the travel the role requires.',
    'Husbands, wives and partners are all welcome at the crew dinner.',
    'Leave the boxes to the men from the removal firm, who are insured to lift them.',
    'Because the work needs SC clearance, we cannot consider foreign nationals.',
    'Most of our Dutch customers were born in the 1960s.',
    'We cannot take anyone with a heart condition diving without a doctor’s certificate.',
  ])('given "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
