import { describe, expect, it } from 'vitest';
import { addedPhraseFindings, addedPhrases } from './added-phrases.ts';

// The categories the check adds to retext-equality's list: each phrase it must find, with its
// category, and the near misses of ordinary business text it must leave.

function found(text: string): string[] {
  return addedPhraseFindings(text).map((finding) => `${finding.category}:${finding.phrase}`);
}

describe('addedPhraseFindings', () => {
  it.each([
    { given: 'We want a young, energetic sales executive.', want: ['age:young, energetic'] },
    { given: 'A young and dynamic company is hiring.', want: ['age:young and dynamic'] },
    { given: 'Grow with a young team.', want: ['age:young team'] },
    { given: 'We want digital natives.', want: ['age:digital natives'] },
    { given: 'Older workers may find it hard.', want: ['age:Older workers'] },
    { given: 'Welcome everyone, from toddlers to the elderly.', want: ['age:the elderly'] },
    { given: 'Recent graduates only: apply by May.', want: ['age:Recent graduates only'] },
    { given: 'The academy is open to recent graduates.', want: ['age:open to recent graduates'] },
    { given: 'Applicants should be under 35.', want: ['age:be under 35'] },
    { given: 'Applicants should be no older than 30.', want: ['age:no older than 30'] },
    { given: 'Many were set in their ways.', want: ['age:set in their ways'] },
    { given: 'The team is too old to adapt.', want: ['age:too old to adapt'] },
    { given: 'The boomers in our base resist apps.', want: ['age:boomers'] },
    { given: 'Wheelchair-bound visitors reach every floor.', want: ['disability:Wheelchair-bound'] },
    { given: 'Mark, who suffers from epilepsy, runs the depot.', want: ['disability:suffers from'] },
    { given: 'People afflicted with dementia stay home longer.', want: ['disability:afflicted with'] },
    { given: 'It supports the disabled and their families.', want: ['disability:the disabled'] },
    { given: 'The blind and the deaf are boarded first.', want: ['disability:The blind', 'disability:the deaf'] },
    { given: 'Candidates must be able-bodied.', want: ['disability:able-bodied'] },
    { given: 'He is a bit autistic about formatting.', want: ['disability:autistic'] },
    { given: 'They turn a blind eye to late payments.', want: ['disability:turn a blind eye'] },
    { given: 'Add it to the blacklist.', want: ['race:blacklist'] },
    { given: 'The CRM whitelists partner domains.', want: ['race:whitelists'] },
    { given: 'A native English speaker is ideal.', want: ['race:native English speaker'] },
    { given: 'They were illegal immigrants.', want: ['race:illegal immigrants'] },
    { given: 'It was Chinese whispers all week.', want: ['race:Chinese whispers'] },
    { given: 'The courier gypped us again.', want: ['race:gypped'] },
    { given: 'Coloured workers were paid less.', want: ['race:Coloured workers'] },
    { given: 'They want an exotic-looking model.', want: ['race:exotic-looking'] },
    { given: 'Output per man-hour rose.', want: ['gender:man-hour'] },
    { given: 'It took 400 manhours.', want: ['gender:manhours'] },
    { given: 'Staff were manning the phones.', want: ['gender:manning'] },
    { given: 'The right man for this job drives.', want: ['gender:man'] },
    { given: 'They need a Girl Friday.', want: ['gender:Girl Friday'] },
    { given: 'The ideal candidate is aged 25 to 35.', want: ['age:aged 25 to 35'] },
    { given: 'Applicants should be aged between 25 and 40.', want: ['age:aged between 25 and 40'] },
    {
      given: 'You will have no more than five years of experience.',
      want: ['age:no more than five years of experience'],
    },
    { given: "A maximum of 3 years' sales experience.", want: ["age:A maximum of 3 years' sales experience"] },
    { given: 'You must have graduated in the last two years.', want: ['age:graduated in the last two years'] },
    { given: 'We want fresh-faced staff.', want: ['age:fresh-faced'] },
    { given: 'Mature applicants need not apply.', want: ['age:Mature applicants need not apply'] },
    { given: 'We are looking for a young person to run the shop.', want: ['age:young person'] },
    { given: 'The campaign was tone-deaf.', want: ['disability:tone-deaf'] },
    { given: 'Management is deaf to our concerns.', want: ['disability:deaf to our concerns'] },
    {
      given: 'It was the blind leading the blind.',
      want: ['disability:the blind', 'disability:the blind leading the blind'],
    },
    { given: 'We face crippling costs.', want: ['disability:crippling'] },
    { given: 'Goods from a third-world country.', want: ['race:third-world'] },
    { given: 'The bank keeps a Chinese wall between desks.', want: ['race:Chinese wall'] },
    { given: 'It left a black mark on the record.', want: ['race:black mark'] },
    { given: 'That is tribal knowledge.', want: ['race:tribal knowledge'] },
    { given: 'Volunteers will man the stand.', want: ['gender:man'] },
    { given: "Explain it in layman's terms.", want: ["gender:layman's"] },
    { given: 'A tradesman will call.', want: ['gender:tradesman'] },
    { given: 'We honour our founding fathers.', want: ['gender:founding fathers'] },
    { given: 'Ask the girls in accounts.', want: ['gender:the girls in accounts'] },
    { given: 'We want someone in their twenties.', want: ['age:in their twenties'] },
    { given: 'So simple even your grandparents can book.', want: ['age:even your grandparents'] },
    { given: 'Applicants must be mother-tongue English speakers.', want: ['race:mother-tongue English speakers'] },
    { given: 'We only hire UK-born staff.', want: ['race:UK-born'] },
    { given: 'Applicants must be born in the UK.', want: ['race:born in the UK'] },
    { given: 'Applicants must have English as their mother tongue.', want: ['race:English as their mother tongue'] },
    { given: 'We want someone whose first language is French.', want: ['race:whose first language is French'] },
    { given: 'The panel of arthritis sufferers tested the caps.', want: ['disability:arthritis sufferers'] },
    { given: 'Migraine sufferers may ask for a screen filter.', want: ['disability:Migraine sufferers'] },
    { given: 'At 58 he is too long in the tooth for this team.', want: ['age:long in the tooth'] },
    { given: 'We are looking for a recent graduate to join us.', want: ['age:looking for a recent graduate'] },
    { given: 'We need a strong, energetic young person to run the stall.', want: ['age:young person'] },
    { given: 'You must be under 30 to join the crew.', want: ['age:be under 30'] },
    { given: 'The firm employs 40 draughtsmen in Swindon.', want: ['gender:draughtsmen'] },
    { given: 'The store manageress signs the checklist.', want: ['gender:manageress'] },
    { given: 'Dear Sirs, your delivery was late.', want: ['gender:Sirs'] },
    { given: 'Priority will be given to working mothers.', want: ['gender:working mothers'] },
    { given: 'The perfect gift for the man of the house.', want: ['gender:man of the house'] },
    { given: 'Staff working at height shall be under 55 years of age.', want: ['age:be under 55'] },
    { given: 'You will be a recent graduate with a marketing degree.', want: ['age:will be a recent graduate'] },
    { given: 'For a millennial, she works hard.', want: ['age:For a millennial'] },
    { given: 'Candidates should be between 25 and 40 years old.', want: ['age:between 25 and 40 years old'] },
    { given: 'The board will look for someone younger.', want: ['age:someone younger'] },
    { given: 'Candidates with a heavy accent need not apply.', want: ['race:heavy accent'] },
    { given: 'You must have a neutral British accent.', want: ['race:neutral British accent'] },
    { given: 'Dr Rahman, who is surprisingly articulate, joins in May.', want: ['race:surprisingly articulate'] },
    { given: 'Ethnic hairstyles must be tied back.', want: ['race:Ethnic hairstyles'] },
    { given: 'Customers asked for more exotic dishes.', want: ['race:exotic dishes'] },
    { given: 'Dear Sir,\nPlease find our invoice enclosed.', want: ['gender:Sir'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'Grants are open to young people aged 16 to 24.',
    'Version 4.2 drops support for older versions of Windows.',
    'The project suffers from a shortage of electricians.',
    'She was the victim of a fraud.',
    'The trial was double-blind.',
    'The company has been in the black for six quarters.',
    'Its native mobile app doubled orders.',
    'The board approved the white paper.',
    'Energetic and curious? Join our graduate scheme.',
    'Disabled people make up 16 per cent of our workforce.',
    'The deaf community was consulted.',
    'Orders under 50 pounds ship free.',
    'Baby boomers hold much of the wealth.',
    'Chelsea Manning spoke at the event.',
    'The review found a blind spot in our checks.',
    'This server is too old to patch.',
    'No instructor may be alone with a young person in a changing area.',
    "A risk assessment must be completed that takes account of the young person's age.",
    'Anyone who appears to be under 25 will be asked for photo ID.',
    'Bar staff must be over 18 to serve alcohol.',
    'Dear Sir or Madam, thank you for your letter.',
    'Millennials make up a third of our customers.',
    'People between 25 and 40 years old buy most of our bikes.',
    'The brand guide puts a strong accent on clarity.',
    'The fund trades exotic options and swaps.',
    'Ethnic minority staff make up 14 per cent of the workforce.',
    'Younger customers prefer the app.',
    'Sir Keith Mills opened the new wing.',
    'Pupils whose first language is not English get support.',
    'A young man from Leeds won the award.',
    'Customers aged 26 to 30 can buy the railcard.',
    'Recent graduates of the scheme spoke at the launch.',
    'Staff aged 16 to 18 need a permit by law.',
    'You should have at least five years of experience.',
    'The Third World War is a film.',
    'Sales were in the black after the third quarter.',
    'The man the board trusted resigned.',
    'Joe Black met Ann White at the tea trolley.',
    'Sales in their twenties market grew.',
    'Ms Okafor, who was born in the UK, chairs the board.',
    'Her mother tongue is Welsh; English is her first language at work.',
  ])('given "%s" should find nothing', (given) => {
    expect(found(given)).toEqual([]);
  });
});

describe('the reasons of the added phrases', () => {
  it('should hold no finding of their own outside the wordings they quote', async () => {
    const { findBias } = await import('../text-bias.ts');
    for (const added of addedPhrases) {
      const unquoted = added.why.replace(/“[^”]*”/g, 'it');
      expect(await findBias(unquoted), added.id).toEqual([]);
    }
  });
});
