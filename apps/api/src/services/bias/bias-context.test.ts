import { describe, expect, it } from 'vitest';
import { findBias } from '../text-bias.ts';

// The context rules of the bias check (decision 140), each as the phrases it finds in a text:
// what an unconfigured checker flags out of context and a careful editor leaves, and what stays
// a finding right beside it.

async function phrases(text: string): Promise<string[]> {
  return (await findBias(text)).map((finding) => finding.phrase);
}

describe('names and defined terms', () => {
  it.each([
    { given: 'This Master Services Agreement is made between the parties.', want: [] },
    { given: 'Services are delivered under the Master Agreement and its Order Form.', want: [] },
    { given: 'The Chairman’s Award went to the Leeds depot.', want: [] },
    { given: 'The pilot of the Smart Host desk booking tool ran in three offices.', want: [] },
    { given: 'Local firm Marsh & Daughters won the award.', want: [] },
    { given: 'Simple Energy has been fined for overcharging.', want: [] },
    { given: 'Complaints may go to the Financial Ombudsman Service.', want: [] },
    // A name is two capitalised words or more: a capitalised word alone is still the writer's.
    { given: 'Salesman wanted for our showroom.', want: ['Salesman'] },
    { given: 'The chairman opened the meeting.', want: ['chairman'] },
    // A heading the text opens with names a job, though written in capitals.
    { given: 'Field Salesman – Northgate Supply, Des Moines.', want: ['Salesman'] },
    // A title alone before a dash opens a job ad too; it is no term being defined.
    { given: 'Foreman – Commercial Plumbing and Heating. Bridgewater Building Services Ltd.', want: ['Foreman'] },
    // Girls beside boys in a sentence are children; girls for women stays a finding.
    { given: 'Parents assumed girls would mostly choose vocals and boys percussion.', want: [] },
    { given: 'The girls on reception will book your table.', want: ['The girls on reception'] },
    // Takings and sponsorship are money: "depressed" there is the market's word.
    { given: 'Sponsorship income stayed depressed at R3.1 million.', want: [] },
    { given: 'Chairman’s Award – nominations open on Monday.', want: [] },
    // A word in capitals the text uses in a product's name is that name wherever it stands.
    { given: 'Getting started with Headmaster SIS. Headmaster checks each import for duplicates.', want: [] },
    { given: 'Parents sign in through the Headmaster app.', want: [] },
    { given: 'Headmaster checks each import for duplicates.', want: ['Headmaster'] },
    // Terms of art: a casting call's playing age, adaptive sport's classes, a style of house.
    { given: 'Sami, playing age 18–25, is a trainee paramedic.', want: [] },
    { given: 'Our coaches adapt every lift for wheelchair users and amputee lifters.', want: [] },
    { given: 'Charming 1920s Craftsman bungalow for rent.', want: [] },
    // Places kept for women, women and girls, a faith's observance, and rules the law sets.
    { given: "Our spa has a ladies' section with a female-only steam room.", want: [] },
    { given: 'Kits for women and girls included sanitary pads.', want: [] },
    { given: 'A Muslim Employee who has not yet performed Hajj may take Hajj leave.', want: [] },
    { given: 'Compulsory retirement is at age 65, in accordance with Article 302 of the Labor Code.', want: [] },
    { given: 'You must be a New Zealand citizen or resident or hold a valid work visa.', want: [] },
    {
      given: 'Right to work: UK passport holders only, as we cannot sponsor visas.',
      want: ['UK passport holders only'],
    },
    { given: 'Older employees may also apply for part-time work, open to all staff.', want: [] },
    { given: 'Do not assume that older applicants will be slower to learn the app.', want: [] },
    { given: 'The findings point to conditions: older workers are concentrated in outfitting.', want: [] },
    { given: 'Ex-servicemen are entitled to relaxation of the age limit.', want: [] },
    { given: 'Our servicemen will call on Tuesday.', want: ['servicemen'] },
    // A reader greeted by name has a husband of their own; a list with partners names everyone.
    { given: "Dear Ms Nakamura, the records show that your husband's medication was changed.", want: [] },
    { given: 'Dear Mrs Alvarez, if your husband wants a copy, ask us.', want: ['husband'] },
    { given: 'Whether you bought with your partner, your husband or your wife, we can help.', want: [] },
    // Words of origin in a list are no name, though in capitals.
    { given: 'Adults from Somali, Oriental and Eastern European backgrounds joined.', want: ['Oriental'] },
    // Words of the name of a thing: a law.
    { given: 'Claims under the Older Workers Benefit Protection Act are released.', want: [] },
    // A plural's possessive inside a name.
    { given: "The distillery is the gin partner of Ladies' Day at the races.", want: [] },
    // The added phrases are not excused by capitals.
    { given: 'The firm needs a Girl Friday for two partners.', want: ['Girl Friday'] },
    // A name in capitals inside a sentence: a network, a group (not after "a", not a salutation).
    {
      given: 'Groups open to all: the Black Employee Network, Pride Alliance and Young Professionals.',
      want: [],
    },
    { given: 'Dear Sirs, we write about the invoice.', want: ['Sirs'] },
    { given: 'Now hiring: Young Graduates for the Leeds office.', want: ['Young Graduates'] },
    // A heading after a short lead of its own, or with a place after a comma, still names a job.
    { given: 'Now Hiring: Site Foreman – Commercial Concrete. We pour slabs.', want: ['Foreman'] },
    { given: 'Field Salesman, South West. You will cover Devon.', want: ['Salesman'] },
    // An office whoever holds it, though in capitals; the same office with its holder named is hers.
    { given: 'Concerns may be sent to the Chairman of the Audit Committee.', want: ['Chairman'] },
    { given: 'The Chairman of the Federal Reserve, Jerome Powell, spoke today.', want: [] },
    // "the" and the end of a name in capitals.
    { given: 'It is run with the Commission on Affairs of the Elderly.', want: [] },
    // The writer's own job, as it was called; someone else's stays a finding.
    { given: 'When I joined as a junior draughtsman in 1991, I was told no.', want: [] },
    { given: 'We hired him as a salesman.', want: ['salesman'] },
    // A programme's wording in capitals ("in Third World countries") is still the writer's.
    { given: 'The programme reaches schools in Third World countries.', want: ['Third World'] },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});

describe('established terms', () => {
  it.each([
    { given: 'The output stage uses bipolar junction transistors.', want: [] },
    { given: 'The academy has 180 players, a third of them girls.', want: [] },
    { given: 'The under-14 girls reached the semi-final.', want: [] },
    { given: 'The council must assess the needs of Gypsy, Roma and Traveller communities.', want: [] },
    { given: 'As you mentioned that your wife is wheelchair-bound, we will check access.', want: ['wheelchair-bound'] },
    { given: 'Our brownies do not contain nuts, but the kitchen handles almonds.', want: [] },
    { given: 'That idea is nuts.', want: ['nuts'] },
    { given: 'All the Manly ferries have ramp access.', want: [] },
    { given: 'He is a manly type.', want: ['manly'] },
    { given: 'I can confirm that your husband, Mr Vikesh Naidoo, can be added.', want: [] },
    { given: 'Dear Mr Dhillon, thank you for the call with your wife, Mrs Dhillon, on Monday.', want: [] },
    // A letterhead and an address block before the greeting still open the letter.
    {
      given:
        "Wolds Travel Coaches Ltd\nStation Yard, Driffield YO25 6QA | 01377 254 880\n\nMrs Halina Kowalczyk\n14 Beverley Close\nHull HU6 7TE\n\n3 October 2025\nOur ref: CMP/2025/117\n\nDear Mrs Kowalczyk,\n\nI am sorry that your husband's wheelchair was not secured correctly.",
      want: [],
    },
    { given: 'Please bring your wife to the dinner.', want: ['wife'] },
    // People named by their condition, with a place after them; a window's blind is no one.
    { given: 'There are parking bays for the disabled close to the entrance.', want: ['the disabled'] },
    { given: 'Lower the blind close to the window.', want: [] },
    { given: 'Discrimination based on physical or mental disability is banned.', want: [] },
    // A business the text describes as one after a comma keeps its name there and elsewhere.
    { given: 'We signed with Manpower, the staffing company. Manpower supplies 40 handlers.', want: [] },
    { given: 'Manpower planning is due.', want: ['Manpower'] },
    { given: 'The ship made its maiden voyage, and the miner reported a maiden resource.', want: [] },
    { given: 'Her maiden name is on the form.', want: ['maiden name'] },
    { given: "The Hartwell Girls' School centre was funded by alumnae.", want: [] },
    { given: 'Dumb terminals were replaced by thin clients.', want: [] },
    { given: 'That was a dumb decision.', want: ['dumb'] },
    { given: "The shirts were pulled from our girls' department.", want: [] },
    { given: 'Hey girls, lunch is here.', want: ['girls'] },
    { given: 'Employees are entitled to 52 weeks of maternity leave and Statutory Maternity Pay.', want: [] },
    { given: 'Paternity leave of two weeks can be taken in one block.', want: [] },
    { given: 'Her mother tongue is Welsh.', want: [] },
    { given: "A master's degree is welcome but not required.", want: [] },
    { given: 'Applicants should hold a Master of Science in chemistry.', want: [] },
    { given: 'Check that the master copy of the price list is on the drive.', want: [] },
    { given: 'The backup database runs as a slave to the master in Frankfurt.', want: ['slave', 'master'] },
    {
      given: 'Check that the master is down. Then promote the slave to take over writes.',
      want: ['master', 'slave'],
    },
    {
      given: 'The master copy is in the safe. Lock it. Label it. Then file it. The slave clock syncs.',
      want: ['slave'],
    },
    { given: 'Our mental health first aiders are trained every year.', want: [] },
    { given: 'Staff who are mental about deadlines burn out.', want: ['mental'] },
    { given: 'Alcoholic drinks may not be served before noon.', want: [] },
    { given: 'Dashboards are built in Power BI.', want: [] },
    // The common name of a species, and the males and females of one, in pest control.
    { given: 'The Oriental cockroach prefers damp drains.', want: [] },
    { given: 'Our Oriental staff network meets monthly.', want: ['Oriental'] },
    { given: 'Mature males defend a territory; pregnant females tend to stay near the nest.', want: [] },
    { given: 'The shift has more females than males this year.', want: ['females', 'males'] },
    { given: 'Reporting an expense is easy, and the form is simple.', want: [] },
    { given: 'The special offer ends on Sunday.', want: [] },
    { given: 'Pupils with special needs get a support plan.', want: ['special needs'] },
    { given: 'Anyone with a hearing impairment is offered an evacuation plan.', want: [] },
    { given: 'Claims for depression and bipolar disorder rose to 1.9% of claim value.', want: [] },
    { given: 'The office handles elder law, estate planning and special needs trusts.', want: [] },
    { given: 'He asked for written agendas as adjustments for his ADHD.', want: [] },
    { given: 'The hearing impaired are seated at the front.', want: ['hearing impaired'] },
    { given: 'The Supplier shall host the Platform in the EEA; the hostess greets guests.', want: ['hostess'] },
    { given: 'The Landlord may enter with notice; the landlady keeps the keys.', want: ['landlady'] },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});

describe('figurative market language', () => {
  it.each([
    { given: 'Footfall was weak all autumn and the town centre is still fairly depressed.', want: [] },
    { given: 'Sales in the Southern region remained depressed through the summer.', want: [] },
    { given: 'Prices for steel were depressed by weak demand.', want: [] },
    // The market's word may stand twelve words after what it describes.
    { given: 'Demand for daily office cleaning in the UK and Ireland remains depressed.', want: [] },
    { given: 'Midweek daytime work remains depressed.', want: [] },
    { given: 'He has been depressed since the restructure at work.', want: ['depressed'] },
    { given: 'Investor sentiment was depressed in March.', want: [] },
    { given: 'Retailers reported a depressed start to the year.', want: [] },
    { given: 'Bookings from Germany and the UK remained depressed through January.', want: [] },
    { given: 'The existing crazy paving should be lifted.', want: [] },
    { given: 'If a Polish customer phones the German line, offer a transfer.', want: [] },
    { given: 'Move the Oriental foods to aisle 4.', want: ['Oriental'] },
    { given: 'The committee noted the depressed response to the spring mailing.', want: [] },
    { given: 'Copper had a depressed week, falling 4.2%.', want: [] },
    { given: 'With the rand depressed against the dollar, fewer tourists booked.', want: [] },
    { given: 'She has led the team through two depressed credit cycles.', want: [] },
    { given: 'Patients who are depressed despite two courses of antidepressants may be eligible.', want: [] },
    { given: 'After the meeting I felt depressed all evening.', want: ['depressed'] },
    { given: 'International arrivals at the airport stayed depressed, at 71% of their 2019 level.', want: [] },
    // A horse or a pony is lame: its gait, said by its rider or its vet; an excuse stays a finding.
    { given: 'Duke is lame on the off fore and will be rested.', want: [] },
    { given: 'Any horse found lame or unwell shall be seen by the Centre’s vet.', want: [] },
    { given: 'Sarki is lame after a kick in the paddock.', want: [] },
    { given: 'That was a lame excuse for missing the ride.', want: ['lame'] },
    { given: 'Enrolment at the Perth site is still depressed: 11 participants against a target of 40.', want: [] },
    { given: 'Durban rentals: depressed north coast, steady south.', want: [] },
    // Observers blind to the treatment do not know which group is which: a method, as a blind trial.
    { given: 'Observers will be blind to the treatment and will score pacing from video.', want: [] },
    { given: 'The board was blind to the risks of the merger.', want: ['blind to the risks'] },
    { given: 'A player on medication for ADHD must apply for an exemption.', want: [] },
    { given: 'I am so ADHD today.', want: ['ADHD'] },
    // Only "depressed" reads as an economy's: other disability words stay findings about markets.
    { given: 'The campaign was crippled by late deliveries.', want: ['crippled'] },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});

describe('partners and family', () => {
  it.each([
    { given: 'Ahmed Khan founded the chain with his husband in 2011.', want: [] },
    { given: 'Her husband joined the board in May.', want: [] },
    { given: 'The firm was founded by a father and his daughters.', want: [] },
    { given: 'Staff may bring their wives to the dinner.', want: ['wives'] },
    { given: 'You and your wife are welcome at the launch.', want: ['wife'] },
    // A letter that greets its reader by name after a subject line speaks of her own husband.
    { given: 'Subject: Funeral arrangements. Dear Mrs Okafor, your husband loved white lilies.', want: [] },
    { given: 'Subject: Annual dinner. Dear colleagues, do bring your wife.', want: ['wife'] },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});

describe('what is counted', () => {
  it.each([
    // Two rules matching one phrase are one finding: the longer phrase.
    { given: 'Mark suffers from schizophrenia.', want: ['suffers from schizophrenia'] },
    { given: 'Confirm the master plan, then tell the slaves.', want: ['master', 'slaves'] },
    { given: 'If a visitor is confined to a wheelchair, open the side door.', want: ['confined to a wheelchair'] },
    { given: 'Each applicant says whether he or she has a licence.', want: ['he or she'] },
    { given: 'Each applicant ticks his/her box.', want: ['his/her'] },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});

describe('a phrase mentioned, not used', () => {
  it.each([
    // A style guide names wording to avoid: a mention of it.
    { given: "Avoid idioms such as 'turn a blind eye' or 'lame excuse'; say 'ignore' instead.", want: [] },
    { given: 'Write "chair", not "chairman".', want: [] },
    { given: 'What about "blacklist" and "whitelist"? Use "blocklist" and "allowlist".', want: [] },
    // Scare quotes and a speaker's words are uses.
    { given: "GM put the lost passes down to 'senior moments'.", want: ['senior moments'] },
    { given: "'We need young and dynamic people,' said the owner.", want: ['young and dynamic'] },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});

describe("a trade's names, a feeling, a list of conditions, monitoring, working time and a caller's own words", () => {
  it.each([
    { given: 'The piles are driven from a dumb barge with a crane.', want: [] },
    { given: 'He never made me feel stupid for stalling.', want: [] },
    { given: 'If you have a visual impairment, a hearing impairment or a learning disability, tell us.', want: [] },
    {
      given: 'Where the figures show applicants aged over 50 dropping out at interview, HR will investigate.',
      want: [],
    },
    { given: 'Young workers may not work more than 8 hours a day or 40 hours a week.', want: [] },
    {
      given:
        'Mrs Nowak rang this morning. She asked if we had anyone who speaks Polish, as she is more comfortable in Polish.',
      want: [],
    },
    { given: 'If anyone calls, he should leave a message.', want: ['he'] },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});

describe('care homes, surfaces, headings, words complained of, titles of defined terms and each role', () => {
  it.each([
    { given: 'The care home for elderly residents orders bread from us on Tuesdays.', want: [] },
    { given: 'Depressed graves will be topped up with soil in March.', want: [] },
    { given: 'What the survey shows\nWomen make up 40 % of the crew.', want: [] },
    {
      given: 'You complained that a colleague called you "too old for this game" in front of customers.',
      want: [],
    },
    { given: 'Tom met his targets. There were no customer complaints about his work.', want: [] },
    { given: 'Ryan saw the lorry in his mirror and stopped.', want: [] },
    {
      given: 'Where the Buyer is not the holder of the Right of Way, the Buyer shall ensure he has consent.',
      want: ['he'],
    },
    {
      given:
        'Present: Ana Ruiz (Chair), Tom Bell.\n\nThe Chair reminded members that each trustee must declare his interests.',
      want: ['his'],
    },
  ])('given "$given" should find $want', async ({ given, want }) => {
    expect(await phrases(given)).toEqual(want);
  });
});
