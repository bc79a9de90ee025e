import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// What a whole group is said to be like, and groups let in or kept out: each wording the check
// must find, beside the ordinary sentence about the same group that it must leave.

describe('addedPhraseFindings, about groups by age and origin', () => {
  it.each([
    { given: "Older volunteers aren't great with technology.", want: ['age:Older volunteers'] },
    {
      given: 'Use the app, especially for seniors, who usually find the kiosks confusing.',
      want: ['age:seniors, who usually find the kiosks confusing'],
    },
    {
      given: 'Drivers above 50 years will not be assigned highway routes.',
      want: ['age:Drivers above 50 years will not be assigned'],
    },
    { given: 'The house is not suitable for young people who want to party.', want: ['age:young people'] },
    { given: 'Their keeper looked every bit the pensioner.', want: ['age:looked every bit the pensioner'] },
    { given: 'Our visitors are not the grey brigade you see at trade shows.', want: ['age:grey brigade'] },
    { given: 'Our coaching team are young and good-looking.', want: ['age:young and good-looking'] },
    { given: 'Only vegetarian Brahmin families will be considered.', want: ['race:Only vegetarian Brahmin families'] },
    { given: 'She will consider South Indian tenants only.', want: ['race:South Indian tenants only'] },
    { given: 'Ideal for a Christian family who will care for the home.', want: ['race:Ideal for a Christian family'] },
    {
      given: 'The Customer asks that drivers from Eastern Europe are not assigned.',
      want: ['race:drivers from Eastern Europe are not assigned'],
    },
    {
      given: "Some overseas tenants don't understand the bin rules.",
      want: ["race:overseas tenants don't understand"],
    },
    {
      given: 'Watch for pickpockets, who are mostly outsiders from other states.',
      want: ['race:mostly outsiders from other states'],
    },
    { given: 'Canadian experience required.', want: ['race:Canadian experience'] },
    {
      given: "He brings the flair you'd expect from an Indigenous player.",
      want: ['race:expect from an Indigenous player'],
    },
    { given: 'The away fans kept up their tribal chanting.', want: ['race:tribal chanting'] },
    {
      given: 'Myanmar helpers are obedient and rarely ask for days off.',
      want: ['race:Myanmar helpers are obedient and rarely ask'],
    },
    {
      given: 'Farmers from the western region are careless with paperwork.',
      want: ['race:Farmers from the western region'],
    },
    { given: 'Sadly the Luo casuals were slow as usual.', want: ['race:Luo casuals'] },
    {
      given: 'Stop sending Eastern European drivers who cannot follow our site rules.',
      want: ['race:Eastern European drivers'],
    },
    {
      given: "Pacific Island workers preferred, as they're built for heavy lifting.",
      want: ['race:Pacific Island workers preferred'],
    },
    { given: 'Pay is AED 14,000 for Western expatriates.', want: ['race:14,000 for Western expatriates'] },
    { given: 'Agents should hide their Filipino accent.', want: ['race:hide their Filipino accent'] },
    { given: 'Callers with Indian names get an extra question.', want: ['race:Callers with Indian names'] },
    {
      given: 'Firms owned by Tanzanians of Asian origin will not be considered.',
      want: ['race:Firms owned by Tanzanians of Asian origin'],
    },
    { given: 'Nobody wants smelly foreign food in the canteen.', want: ['race:smelly foreign food'] },
    { given: 'A taste of the mysterious Orient.', want: ['race:mysterious Orient'] },
    { given: 'Young people nowadays waste food.', want: ['age:Young people nowadays'] },
    { given: 'Suits young, fit school leavers.', want: ['age:young'] },
    { given: 'Only staff under 30 to work front of house.', want: ['age:Only staff under 30'] },
    { given: 'Farmers over 70 will struggle with the new system.', want: ['age:Farmers over 70 will struggle with'] },
    {
      given: 'Helpers above 40 are not accepted, as they tire easily.',
      want: ['age:Helpers above 40 are not accepted'],
    },
    { given: 'Nigerians often make fraudulent claims.', want: ['race:Nigerians'] },
    { given: 'Bribery is part of the culture there.', want: ['race:Bribery is part of the culture'] },
    { given: 'Your English is very good!', want: ['race:Your English is very good'] },
    {
      given: 'Polish and Romanian colleagues work nights because they are used to hard work.',
      want: ['race:Polish and Romanian colleagues work nights because they are used to hard'],
    },
    {
      given: 'Ukrainian and Belarusian workers may only be employed in packing.',
      want: ['race:Ukrainian and Belarusian workers may only be employed'],
    },
    {
      given: 'Colleagues of Turkish or Moroccan origin are asked to eat in the small canteen.',
      want: ['race:Colleagues of Turkish or Moroccan origin'],
    },
    { given: 'Clients from African countries need an extra review.', want: ['race:Clients from African countries'] },
    { given: 'Help for technophobic seniors.', want: ['age:technophobic seniors'] },
    {
      given: 'We do not quote this product to anyone over 50.',
      want: ['age:do not quote this product to anyone over 50'],
    },
    { given: "Not for you if you're over 60.", want: ["age:Not for you if you're over 60"] },
    { given: 'We recommend the course mainly to people under 40.', want: ['age:under 40'] },
    {
      given: 'Older participants often find the online exam platform too difficult.',
      want: ['age:Older participants often find the online exam platform too difficult'],
    },
    { given: 'Employees over 55 will not be offered a place.', want: ['age:Employees over 55 will not be offered'] },
    { given: 'Do not attempt the smaller tribal dialects.', want: ['race:tribal dialects'] },
    { given: 'Tours pass primitive tribal huts.', want: ['race:primitive tribal'] },
    {
      given: 'Play up the exotic natives and their mysterious rituals.',
      want: ['race:exotic natives', 'race:mysterious rituals'],
    },
    { given: 'Payroll experience needed. Chinese preferred, as we speak Mandarin.', want: ['race:Chinese preferred'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'Seniors do not pay the booking fee on weekdays.',
    'Older customers can ask for help at any counter.',
    'Residents over 60 may not need a permit to park.',
    'Young people who want to train as drivers can join the cadet scheme.',
    'Only Indian passengers need an e-visa for this route.',
    'Christian Aid and Islamic Relief ran the appeal together.',
    'Drivers from Eastern Europe made up a third of our new hires.',
    'International students do not need a visa for short courses.',
    'Relevant UK experience of payroll is an advantage.',
    'The museum shows tribal art from the Pacific.',
    'Kenyan farmers grew 18 per cent more maize this year.',
    'Workers from the western region joined the co-operative in May.',
    'Staff over 50 are offered a health check every year.',
    'The Orient Express leaves on Friday.',
    'Young people who apply get a mentor.',
    'Black students are less likely than their white peers to receive a first.',
    'Nigerians make up a fifth of our customers.',
    'The course is designed for children under 12.',
    'We cannot lend to anyone under 18.',
    'Surveys of tribal members along the river began in May.',
    'The Normans merged with the natives of the region.',
    'Spanish speakers are preferred for the Madrid desk.',
  ])('given "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});
