import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// Added phrases that are findings only where someone is asked for, called on or named by them
// (a generation "we would love", mothers "calling all", an age after "graduates"), each beside the
// ordinary wording next to it that the check must leave.

describe('addedPhraseFindings, where people are asked for or named', () => {
  it.each([
    { given: 'We are seeking candidates under 30 for this role.', want: ['age:under 30'] },
    { given: 'We would love a millennial who understands our users.', want: ['age:millennial'] },
    { given: 'The medical wards are full of bed-blockers.', want: ['age:bed-blockers'] },
    { given: "Our engineers' wives say the hours suit them best.", want: ['gender:wives'] },
    { given: 'Staff may bring their wives to the dinner.', want: ['gender:wives'] },
    { given: 'Calling all moms! The book fair needs volunteers.', want: ['gender:moms'] },
    { given: 'Applicants must be Irish-born and registered.', want: ['race:Irish-born'] },
    { given: 'Families of Oriental descent joined the club.', want: ['race:Oriental'] },
    { given: 'This leaflet is for stroke victims and their families.', want: ['disability:stroke victims'] },
    {
      given: 'Children are trapped in darkness because a cataract operation costs $50.',
      want: ['disability:trapped in darkness'],
    },
    { given: 'Bring the wife along for a day out.', want: ['gender:wife'] },
    { given: 'Gates open at 5 pm. Man the exits in pairs.', want: ['gender:Man'] },
    { given: 'Only men will be trained to operate them.', want: ['gender:Only men will be trained'] },
    { given: "The club's WAGs will host a lunch.", want: ['gender:WAGs'] },
    { given: 'He has overcome his blindness to win two titles.', want: ['disability:overcome his blindness'] },
    { given: 'The changing rooms are kept OCD-level clean.', want: ['disability:OCD-level'] },
    { given: 'We want invalid passengers to enjoy the crossing.', want: ['disability:invalid passengers'] },
    { given: 'Try our man-sized breakfast.', want: ['gender:man-sized'] },
    {
      given: "The controls are so simple that even the farmer's wife can operate it.",
      want: ["gender:even the farmer's wife"],
    },
    { given: 'Requirements: female, aged 22 to 28.', want: ['gender:female', 'age:aged 22 to 28'] },
    { given: 'We need blokes who are not afraid of hard graft.', want: ['gender:blokes'] },
    {
      given: 'Women keep the records, as they are naturally more careful with money than men.',
      want: ['gender:Women keep the records, as they are naturally'],
    },
    { given: 'Report to the banksman before reversing.', want: ['gender:banksman'] },
    { given: 'Not suitable for anyone with a handicap.', want: ['disability:Not suitable for anyone with a handicap'] },
    { given: 'Staff with epilepsy are not permitted on the floor.', want: ['disability:Staff with epilepsy'] },
    { given: 'It is so easy a blind man could run it.', want: ['disability:a blind man could'] },
    {
      given: 'The job needs perfect physical and mental health.',
      want: ['disability:perfect physical and mental health'],
    },
    { given: 'Residents confined to wheelchairs use the east lift.', want: ['disability:confined to wheelchairs'] },
    { given: 'Service Technician (m), full time.', want: ['gender:Technician (m)'] },
    { given: 'As a family man, you will want cover.', want: ['gender:As a family man'] },
    { given: 'Talk to the husband about the account.', want: ['gender:Talk to the husband'] },
    {
      given: 'If your husband looks after the family finances, share this letter.',
      want: ['gender:your husband looks after the family finances'],
    },
    { given: 'She has recently married, so expect her to take leave.', want: ['gender:recently married, so expect'] },
    {
      given: 'Applicants must be physically and mentally healthy.',
      want: ['disability:physically and mentally healthy'],
    },
    { given: "Group them under the heading 'Oriental Voices'.", want: ['race:Oriental'] },
    { given: 'We fixed the crippling slowness of the login screen.', want: ['disability:crippling'] },
    { given: 'Target the silver surfers segment.', want: ['age:silver surfers'] },
    { given: 'Despite his advancing years, Tom runs the depot.', want: ['age:advancing years'] },
    { given: 'Requirements: a degree in pharmacy; own car. Age 25–35. Apply by May.', want: ['age:Age 25–35'] },
    { given: 'We are hiring a proofreader. Candidates should be aged 35 or under.', want: ['age:aged 35 or under'] },
    { given: 'We already have enough greybeards on the team.', want: ['age:greybeards'] },
    { given: 'Bring in energetic twenty-somethings for the belts.', want: ['age:twenty-somethings'] },
    { given: 'Bellboys will take the coats.', want: ['gender:Bellboys'] },
    { given: 'Manning the store requires two handlers.', want: ['gender:Manning'] },
    { given: 'A lady underwriter raised concerns.', want: ['gender:lady underwriter'] },
    { given: 'We can offer an ethnic menu from our guest chef.', want: ['race:ethnic menu'] },
    { given: 'He would bring an exotic touch to the menu.', want: ['race:exotic'] },
    {
      given: 'Since Margit is close to retirement, there is no point sending her.',
      want: ['age:close to retirement, there is no point'],
    },
    { given: 'Class 1 drivers wanted. Drivers must be under 45 for our insurance.', want: ['age:be under 45'] },
    { given: 'The foreigners on the night shift keep missing the rules.', want: ['race:The foreigners'] },
    { given: 'She has a fiery Latin temperament.', want: ['race:fiery Latin temperament'] },
    { given: 'Despite his age, he runs the depot.', want: ['age:Despite his age'] },
    { given: 'Mbeki, who suffers from type 1 diabetes, kept 11 clean sheets.', want: ['disability:suffers from'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'Some 31% of applicants under 25 were hired in the spring.',
    'We want to reach millennials with the new app.',
    'We need millennial customers to try the beta.',
    'Staff may bring their wives or husbands to the dinner.',
    'Calling all mums-to-be: the antenatal class starts on Monday.',
    'Calling all mums: the breastfeeding group meets on Tuesdays.',
    'Samuel Beckett was an Irish-born writer.',
    'The dinner is at the Mandarin Oriental in Knightsbridge.',
    'Villages were living in darkness after the storm cut the power.',
    'Bring your wife or husband along for a day out.',
    'Man is the most common name on the list.',
    'Only women were surveyed in the second round.',
    'The dog wags its tail at every visitor.',
    'Invalid tickets are refunded at the desk.',
    'The OCD clinic opens on Mondays.',
    'The grant is open to people under 30 in their first five years in the industry.',
    'Staff with epilepsy can ask for a personal evacuation plan.',
    'The clinic keeps patients in good health all year.',
    'Service Technician (m/f/d), full time.',
    'We now deliver to Oriental Mindoro and Marinduque.',
    'Respondents aged 25–34 were the largest group. Age 25–34: 40%.',
    'Drivers must be aged 23 or over.',
    'Demand for exotic options on sterling rose.',
    'Thomas Manning joined the board.',
    'New policies are available to applicants aged 18 to 65 at entry.',
    'The mandatory retirement age clause was removed from all contracts.',
    'The college places only students aged 18 and over with employers.',
    'Drivers aged 23 and 24 pay a young driver surcharge, as required by our insurer.',
    'Foreigners need a visa to work here.',
    "We booked your appointment at the Foreigners' Authority of the City of Munich.",
  ])('given "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
