import { describe, expect, it } from 'vitest';
import { addedPhrasesFound as found } from './added-phrases.ts';

// Claims about a group, built from a group and what it is said to be (decision 207): each claim
// the check must find, and beside them the sentences about the same groups it must leave: some of
// a group, a disability's own fact, figures, a warning against the stereotype, a law, help offered.

describe('group claims', () => {
  it.each([
    { given: 'Women rarely manage the pressure of night shifts.', want: ['gender:Women rarely manage'] },
    { given: 'Candidates over 50 tend to resist new tools.', want: ['age:Candidates over 50 tend to'] },
    {
      given: 'Staff with epilepsy cannot be trusted near the presses.',
      want: ['disability:Staff with epilepsy cannot'],
    },
    { given: 'Somali drivers are notoriously late.', want: ['race:Somali drivers are notoriously'] },
    { given: 'Millennials are simply less loyal than their parents.', want: ['age:Millennials are simply less'] },
    { given: 'Catholic applicants need not apply.', want: ['race:Catholic applicants need not apply'] },
    {
      given: 'Seniors, who usually struggle with apps, should call instead.',
      want: ['age:Seniors, who usually struggle with'],
    },
    { given: "Don't bother training the older agents on the new CRM.", want: ['age:older agents'] },
    { given: 'Keep the deaf pickers at the back of the warehouse.', want: ['disability:deaf pickers'] },
    { given: 'The night desk is staffed only by men.', want: ['gender:staffed only by men'] },
    { given: 'Her tone was abrasive, typical of a woman in charge.', want: ['gender:typical of a woman'] },
    { given: 'Blind applicants cannot do this job.', want: ['disability:Blind applicants cannot'] },
    { given: 'Anyone past sixty struggles to learn the new till.', want: ['age:Anyone past sixty struggles to'] },
    {
      given: 'Staff with a psychiatric history are a liability on night shifts.',
      want: ['disability:Staff with a psychiatric history are a liability'],
    },
    {
      given: 'Applicants from lower castes will be housed separately.',
      want: ['race:Applicants from lower castes will be housed separately'],
    },
    {
      given: 'Guests holding Nigerian passports must pay in cash.',
      want: ['race:Guests holding Nigerian passports must pay'],
    },
    {
      given: 'Vietnamese crews need far more supervision than local ones.',
      want: ['race:Vietnamese crews need far more supervision'],
    },
    { given: 'Men are calmer than women under pressure.', want: ['gender:Men are calmer than women'] },
    {
      given: 'Female engineers will only be considered for office roles.',
      want: ['gender:Female engineers will only be considered'],
    },
    {
      given: 'Candidates must be free of any physical or mental impairment.',
      want: ['disability:must be free of any physical or mental impairment'],
    },
    { given: 'Polish drivers accept lower rates without complaint.', want: ['race:Polish drivers accept lower rates'] },
    { given: 'Italian tour groups are always loud.', want: ['race:Italian tour groups are always loud'] },
    { given: 'The board are a bunch of fuddy-duddies.', want: ['age:fuddy-duddies'] },
    { given: 'She is my right-hand man.', want: ['gender:right-hand man'] },
    { given: 'This position is open to men only.', want: ['gender:open to men only'] },
    {
      given: 'Candidates with anxiety will not cope with the pressure.',
      want: ['disability:Candidates with anxiety will not cope'],
    },
    {
      given: 'Members with a psychiatric condition may not use the open-plan floor.',
      want: ['disability:Members with a psychiatric condition may not use'],
    },
    {
      given: 'People at that age no longer have the drive to grow a business.',
      want: ['age:People at that age no longer have the'],
    },
    { given: 'Sudanese customers only ever care about the price.', want: ['race:Sudanese customers only ever care'] },
    {
      given: 'Seniors find anything on a smartphone confusing.',
      want: ['age:Seniors find anything on a smartphone confusing'],
    },
    { given: 'Keep the finishing line all-female.', want: ['gender:Keep the finishing line all-female'] },
    { given: 'Chinese factories always cut corners.', want: ['race:Chinese factories always cut corners'] },
    {
      given: 'Cleaning staff from scheduled castes are not to handle food trays.',
      want: ['race:staff from scheduled castes are not to handle'],
    },
    { given: 'Preference will be given to Gujarati volunteers.', want: ['race:Gujarati volunteers'] },
    { given: 'The message was in broken English.', want: ['race:broken English'] },
    { given: 'Women are not tough enough for the night loadings.', want: ['gender:Women are not tough enough'] },
    { given: 'We are seeking a male candidate.', want: ['gender:seeking a male candidate'] },
    { given: 'The older generation just cannot adapt.', want: ['age:The older generation just cannot'] },
    {
      given: 'Anyone on the autism spectrum would be overwhelmed by the noise.',
      want: ['disability:Anyone on the autism spectrum would be overwhelmed'],
    },
    {
      given: 'Members who are deaf may not serve as umpires.',
      want: ['disability:Members who are deaf may not serve'],
    },
    { given: 'Tamil families keep to themselves.', want: ['race:Tamil families keep to themselves'] },
    {
      given: 'We do not roster anyone with a history of mental illness.',
      want: ['disability:anyone with a history of mental illness'],
    },
    { given: "Today's teenagers won't stick at anything.", want: ["age:Today's teenagers won't stick at"] },
    {
      given: 'People past retirement age cannot manage online banking.',
      want: ['age:People past retirement age cannot'],
    },
    { given: 'Homes were let to low-caste families last.', want: ['race:low-caste'] },
    { given: 'Nigerian firms hardly ever pay on time.', want: ['race:Nigerian firms hardly ever pay'] },
    {
      given: 'Teachers in their fifties and sixties rarely adjust to teaching through a screen.',
      want: ['age:Teachers in their fifties and sixties rarely adjust'],
    },
    {
      given: 'Candidates with any kind of physical disability need not apply.',
      want: ['disability:Candidates with any kind of physical disability need not apply'],
    },
    {
      given: 'Only women are assigned to the sorting tables.',
      want: ['gender:Only women are assigned'],
    },
    { given: "Women generally don't last on the boats.", want: ["gender:Women generally don't"] },
    {
      given: 'Anyone past their mid-forties will find the pace too much.',
      want: ['age:Anyone past their mid-forties will find the pace too much'],
    },
    { given: 'Like most women, she avoids conflict.', want: ['gender:women'] },
    {
      given: 'People on antidepressants have no place in the control room.',
      want: ['disability:People on antidepressants have no place'],
    },
    {
      given: 'Statements from witnesses with a psychiatric history should be given less weight.',
      want: ['disability:witnesses with a psychiatric history should be given less weight'],
    },
    {
      given: 'Do not put forward candidates with a visible disability.',
      want: ['disability:candidates with a visible disability'],
    },
    {
      given: 'Male recruits simply handle the night shift better.',
      want: ['gender:Male recruits simply handle the night shift better'],
    },
    { given: 'We want someone young enough to be moulded.', want: ['age:young enough to'] },
    { given: 'The slow pace you would expect from a man of his age.', want: ['age:expect from a man of his age'] },
    { given: 'Try to find a carer of their own caste.', want: ['race:of their own caste'] },
    {
      given: 'Women applicants are preferred because they are patient with small children.',
      want: ['gender:Women applicants are preferred'],
    },
    {
      given: 'Candidates from the North-East are not suited to front-of-house posts.',
      want: ['race:Candidates from the North-East are not suited'],
    },
    {
      given: 'Applicants from that community tend to send money abroad.',
      want: ['race:Applicants from that community tend to'],
    },
    {
      given: 'If the caller sounds elderly, assume that they are confused.',
      want: ['age:assume that they are confused'],
    },
    {
      given: 'If an applicant is treated for a mental illness, assume they cannot repay.',
      want: ['disability:assume they cannot repay'],
    },
    {
      given: 'During the drills from 13 to 17 May, women tend to get rattled.',
      want: ['gender:women tend to'],
    },
    {
      given: 'A wheelchair user would only slow down the service.',
      want: ['disability:A wheelchair user would only slow'],
    },
    { given: 'Chinese suppliers will always cut corners.', want: ['race:Chinese suppliers will always cut corners'] },
    {
      given: 'The men on the team naturally take the architecture calls.',
      want: ['gender:men on the team naturally take'],
    },
    { given: 'Candidates over 50 are unlikely to keep up.', want: ['age:Candidates over 50 are unlikely to'] },
    { given: "Autistic staff don't do well with clients.", want: ["disability:Autistic staff don't do well"] },
    {
      given: 'Staff nearing retirement should not be sent on the course.',
      want: ['age:Staff nearing retirement should not be sent'],
    },
    { given: 'We prefer male candidates for the night shifts.', want: ['gender:male candidates'] },
    {
      given: 'We do not take on anyone with a history of depression.',
      want: ['disability:anyone with a history of depression'],
    },
    {
      given: 'Staff who wear headscarves should be kept in back-of-house roles.',
      want: ['race:Staff who wear headscarves should be kept'],
    },
    { given: 'The shortlist must be limited to Brahmin candidates.', want: ['race:limited to Brahmin candidates'] },
    {
      given: 'A dyslexic estimator is the last thing we need.',
      want: ['disability:A dyslexic estimator is the last thing'],
    },
    { given: 'Older bricklayers slow the whole gang down.', want: ['age:Older bricklayers slow the whole gang down'] },
    {
      given: 'People who have had depression fold under pressure.',
      want: ['disability:People who have had depression fold under'],
    },
    { given: "Older shoppers simply won't use the app.", want: ['age:Older shoppers simply won'] },
    {
      given: 'Muslim staff should not be rostered on Fridays, as they ask to leave for prayers.',
      want: ['race:Muslim staff should not be rostered'],
    },
    { given: 'Older drivers are not assigned to the hill routes.', want: ['age:Older drivers are not assigned'] },
    {
      given: 'A picker in a wheelchair would only slow the line down.',
      want: ['disability:A picker in a wheelchair would only slow the line down'],
    },
    {
      given: 'Nigerian suppliers need their invoices checked twice.',
      want: ['race:Nigerian suppliers need their invoices checked'],
    },
    { given: 'A man will carry more weight with the surgeons.', want: ['gender:A man will carry more weight'] },
    { given: 'Suppliers take a man more seriously.', want: ['gender:take a man more seriously'] },
    { given: 'We would rather not put a woman in charge of the crew.', want: ['gender:a woman'] },
    {
      given: 'Because millennials never stay put, sponsorship goes to carers over 30.',
      want: ['age:millennials never stay'],
    },
    { given: "The senior roles need a man's authority in the room.", want: ["gender:a man's authority"] },
    {
      given: 'The crew would not accept instructions from a woman.',
      want: ['gender:would not accept instructions from a woman'],
    },
    {
      given: 'The men on the team will do the racking, and the women will look after triage.',
      want: ['gender:The men on the team will do the racking, and the women will look after'],
    },
    {
      given: 'She has just married and will no doubt be starting a family soon.',
      want: ['gender:will no doubt be starting a family'],
    },
    { given: 'The ads should feature men only.', want: ['gender:feature men only'] },
    {
      given: 'Because he uses a wheelchair, Jonas cannot keep up.',
      want: ['disability:Because he uses a wheelchair, Jonas cannot'],
    },
    {
      given: 'Colleagues of a certain vintage will not be put forward.',
      want: ['age:Colleagues of a certain vintage will not be put forward'],
    },
    {
      given: 'People on the spectrum are not client-facing material.',
      want: ['disability:People on the spectrum are not client-facing material'],
    },
    { given: 'We do not put Dalit candidates forward.', want: ['race:Dalit candidates'] },
    {
      given: 'Staff over 55 rarely get to grips with it, so places go to the paralegals.',
      want: ['age:Staff over 55 rarely get'],
    },
    {
      given: 'Workers who fast for Ramadan are not to be scheduled on harvest crews.',
      want: ['race:Workers who fast for Ramadan are not to be'],
    },
    {
      given: 'Eastern Europeans, who will happily do nights for less.',
      want: ['race:Europeans, who will happily do'],
    },
    { given: 'The lads respond better to a man giving the orders.', want: ['gender:respond better to a man'] },
    {
      given: 'Preference will go to applicants from the Reddy and Kamma communities.',
      want: ['race:applicants from the Reddy and Kamma communities'],
    },
    {
      given: 'Female graduates will be placed in the office rather than on site.',
      want: ['gender:Female graduates will be placed in the office rather than'],
    },
    {
      given: 'Staff returning from mental health leave rarely come back at full capacity.',
      want: ['disability:Staff returning from mental health leave rarely come'],
    },
    {
      given: 'Staff within five years of retirement will not be put forward.',
      want: ['age:Staff within five years of retirement will not be put forward'],
    },
    {
      given: 'Anyone on antidepressants should think twice about applying.',
      want: ['disability:Anyone on antidepressants should think twice about applying'],
    },
    {
      given: 'The millennials on that team need constant praise.',
      want: ['age:millennials on that team need constant praise'],
    },
    { given: 'The cook must come from a Brahmin family.', want: ['race:must come from a Brahmin family'] },
    {
      given: 'The women on the team are less comfortable with numbers.',
      want: ['gender:women on the team are less comfortable with'],
    },
    {
      given: 'Files from Nigerian clients must always be checked twice.',
      want: ['race:Nigerian clients must always be checked twice'],
    },
    {
      given: 'People nearing retirement have little appetite for new systems.',
      want: ['age:People nearing retirement have little appetite for'],
    },
    {
      given: 'Members who cover their heads must sign an extra waiver.',
      want: ['race:Members who cover their heads must sign an extra'],
    },
    { given: 'Retirees tire too easily on split shifts.', want: ['age:Retirees tire too easily'] },
    { given: 'Romanian drivers are known for fiddling their hours.', want: ['race:Romanian drivers are known for'] },
    {
      given: 'Candidates from Muslim backgrounds may refuse Christmas cover.',
      want: ['race:Candidates from Muslim backgrounds may refuse'],
    },
    { given: 'We only send men to the secure unit.', want: ['gender:only send men'] },
    { given: 'The night rota should go to staff under 35.', want: ['age:staff under 35'] },
    {
      given: 'Anyone who remembers carbon-copy rotas will find the app beyond them.',
      want: ['age:Anyone who remembers carbon-copy rotas will find the app beyond them'],
    },
    {
      given: 'Staff with visible disabilities are to be kept in back-of-house roles.',
      want: ['disability:Staff with visible disabilities are to be kept in back-of-house'],
    },
    { given: 'Yoruba buyers are natural negotiators.', want: ['race:Yoruba buyers are natural negotiators'] },
    {
      given: 'Give the Tamil pickers one zone, as they stick together.',
      want: ['race:Tamil pickers one zone, as they stick together'],
    },
    {
      given: 'Staff over 50 take twice as long to pick up the scanners.',
      want: ['age:Staff over 50 take twice as long to'],
    },
    {
      given: 'Officers in their thirties have no family ties, so give them the weekends.',
      want: ['age:Officers in their thirties have no family ties'],
    },
    {
      given: 'Epileptic drivers are a safety risk on long routes.',
      want: ['disability:Epileptic drivers are a safety risk'],
    },
    {
      given: 'Applicants from Lebanon must supply an extra reference.',
      want: ['race:Applicants from Lebanon must supply an extra reference'],
    },
    { given: "I'd rule out older applicants for the night desk.", want: ['age:older applicants'] },
    { given: 'Candidates above 38 years need not apply.', want: ['age:Candidates above 38 years need not apply'] },
    { given: 'Older tenants like to complain about the lifts.', want: ['age:Older tenants like to complain'] },
    { given: 'Millennials have no staying power.', want: ['age:Millennials have no staying power'] },
    { given: 'Ghanaian pickers work harder than the locals.', want: ['race:Ghanaian pickers work harder than'] },
    {
      given: 'Anyone over 55 will find the early rounds too tiring.',
      want: ['age:Anyone over 55 will find the early rounds too tiring'],
    },
    {
      given: 'Applicants with dyslexia would put clients off.',
      want: ['disability:Applicants with dyslexia would put clients off'],
    },
    { given: 'We are not looking at anyone in their late fifties.', want: ['age:anyone in their late fifties'] },
    {
      given: 'Book the Haitian porters for Sunday, as they never complain.',
      want: ['race:Haitian porters for Sunday, as they never complain'],
    },
    { given: 'Blind callers do not suit the sales desk.', want: ['disability:Blind callers do not suit'] },
    { given: 'Gen Z recruits job-hop within a year.', want: ['age:Gen Z recruits job-hop'] },
    { given: 'Deaf staff should not be posted to reception.', want: ['disability:Deaf staff should not be posted'] },
    {
      given: 'Sikh staff are too traditionally minded to stay with a start-up.',
      want: ['race:Sikh staff are too traditionally minded to stay'],
    },
    { given: 'Punjabi customers bargain over every rupee.', want: ['race:Punjabi customers bargain over every'] },
    { given: 'Mothers are too often pulled away by school runs.', want: ['gender:Mothers are too often pulled'] },
    { given: 'Younger hires treat a job like a stepping stone.', want: ['age:Younger hires treat a job like'] },
    {
      given: 'Wheelchair users are more trouble than they are worth at peak times.',
      want: ['disability:Wheelchair users are more trouble than they are worth'],
    },
    {
      given: 'Staff with bipolar disorder will not be made team leaders.',
      want: ['disability:Staff with bipolar disorder will not be made'],
    },
    {
      given: 'Female candidates fluent in Hindi would suit us best.',
      want: ['gender:Female candidates fluent in Hindi would suit us'],
    },
    { given: 'Staff over 58 will be moved to the back office.', want: ['age:Staff over 58 will be moved to'] },
    {
      given: 'Since Muslim staff will be fasting, keep them off the tills this month.',
      want: ['race:Muslim staff will be fasting, keep them off'],
    },
    {
      given: 'Filipino applicants are not shortlisted for the finance team.',
      want: ['race:Filipino applicants are not shortlisted'],
    },
    {
      given: 'Ghanaian customers should be asked for a second proof of address.',
      want: ['race:Ghanaian customers should be asked for a second'],
    },
    { given: 'There is little point sending the over-60s on the course.', want: ['age:over-60s'] },
    {
      given: 'We will not put a visually impaired agent on the phones.',
      want: ['disability:a visually impaired agent'],
    },
    {
      given: 'Families who recently arrived in Australia pay a larger deposit, as they are more likely to leave.',
      want: ['race:Families who recently arrived in Australia pay a larger deposit, as they are more likely to leave'],
    },
    {
      given: 'Vietnamese chemists are naturally good with numbers.',
      want: ['race:Vietnamese chemists are naturally good'],
    },
    {
      given: 'Blind patrons would get little out of a gallery tour.',
      want: ['disability:Blind patrons would get little out of'],
    },
    {
      given: 'Older drivers may find the night routes too mentally demanding.',
      want: ['age:Older drivers may find the night routes too mentally demanding'],
    },
    { given: 'We are screening out Gypsy applicants at the first stage.', want: ['race:Gypsy applicants'] },
    {
      given: 'Staff keeping Lent will not be rostered at the tasting.',
      want: ['race:Staff keeping Lent will not be rostered'],
    },
    {
      given: 'The bungalows will be let only to young Christian couples.',
      want: ['race:let only to young Christian couples'],
    },
    {
      given: 'Blind children can only be seen on Friday afternoons.',
      want: ['disability:Blind children can only be seen'],
    },
    {
      given: 'Visitors who use a guide dog must bring a sighted companion.',
      want: ['disability:Visitors who use a guide dog must bring a sighted companion'],
    },
    {
      given: 'Catholic presenters will not be sent to the abortion debate.',
      want: ['race:Catholic presenters will not be sent'],
    },
    { given: 'A male presenter will sweeten the pitch.', want: ['gender:A male presenter will sweeten'] },
    {
      given: 'Staff with bipolar disorder are kept away from the front desk.',
      want: ['disability:Staff with bipolar disorder are kept away from'],
    },
    { given: 'We give priority to Zulu applicants for the tills.', want: ['race:Zulu applicants'] },
    {
      given: 'Filipino carers have a natural talent for patience.',
      want: ['race:Filipino carers have a natural talent'],
    },
    {
      given: 'Callers with thick foreign accents should be kept off the helpline.',
      want: ['race:Callers with thick foreign accents should be kept off'],
    },
    {
      given: 'Staff who wear a turban will be placed in the warehouse.',
      want: ['race:Staff who wear a turban will be placed in the warehouse'],
    },
    {
      given: 'Female applicants will be interviewed first.',
      want: ['gender:Female applicants will be interviewed first'],
    },
    { given: 'A female applicant is preferred.', want: ['gender:A female applicant is preferred'] },
    {
      given: 'Staff who use crutches may not operate the lift.',
      want: ['disability:Staff who use crutches may not operate'],
    },
    { given: 'The bonus is not offered to Romanian workers.', want: ['race:Romanian workers'] },
    {
      given: 'Interns with strong accents should stay in the back office rather than at reception.',
      want: ['race:Interns with strong accents should stay in the back office rather than'],
    },
    {
      given: 'Older drivers are not expected to lift the pallets.',
      want: ['age:Older drivers are not expected to lift'],
    },
    {
      given: 'Deaf agents should not answer the sales line.',
      want: ['disability:Deaf agents should not answer'],
    },
    // What is done for one sex at the toilet is no help offered: "toileting" is the work.
    { given: 'Male staff will not be assigned to toileting.', want: ['gender:Male staff will not be assigned'] },
    // Groups named by the work they do, by a community, by a passport; and what is done to them.
    { given: 'To match the new look, we prefer bartenders under 30.', want: ['age:bartenders under 30'] },
    { given: 'We prefer to hire instructors under 40.', want: ['age:instructors under 40'] },
    {
      given: 'The committee agreed that packaging staff aged over 60 will be selected for redundancy first.',
      want: ['age:staff aged over 60 will be selected for redundancy'],
    },
    {
      given: 'Freelancers over 65 will be removed from the panel at their next review.',
      want: ['age:Freelancers over 65 will be removed from'],
    },
    { given: 'It was agreed to move the over-60s off the bucket truck rota.', want: ['age:over-60s'] },
    {
      given: 'Members of the Travelling community will not be served on fair days.',
      want: ['race:Members of the Travelling community will not be served'],
    },
    {
      given: 'Applicants with a UK, US or Canadian passport will be preferred.',
      want: ['race:Applicants with a UK, US or Canadian passport will be preferred'],
    },
    {
      given: 'We have found that locals make more trustworthy drivers than foreigners.',
      want: ['race:more trustworthy drivers than foreigners'],
    },
    { given: 'Johan said a man is better suited to negotiating.', want: ['gender:a man is better suited'] },
    {
      given: 'Otieno will step down, since interpreters with a stammer are not suitable for client work.',
      want: ['disability:interpreters with a stammer are not suitable'],
    },
    {
      given: 'To protect service quality, we will avoid placing staff with autism in client-facing roles.',
      want: ['disability:staff with autism'],
    },
    { given: 'This role would suit someone under 30.', want: ['age:someone under 30'] },
    {
      given: 'The travellers camped on the common are likely to try to steal dogs.',
      want: ['race:travellers camped on the common are likely to try to steal'],
    },
    {
      given: 'Customers with intellectual disabilities must be accompanied by a caregiver.',
      want: ['disability:Customers with intellectual disabilities must be accompanied by a caregiver'],
    },
    {
      given: 'Contestants with lighter skin tend to do better with sponsors.',
      want: ['race:Contestants with lighter skin tend to'],
    },
    { given: 'For the fete, mums are asked to bring a plate.', want: ['gender:mums are asked to bring'] },
    { given: 'Employees over 55 receive the lower-tier budget.', want: ['age:Employees over 55 receive the lower'] },
    {
      given: 'On busy nights, guests who use wheelchairs will be seated at the rear tables.',
      want: ['disability:guests who use wheelchairs will be seated at the rear'],
    },
    {
      given: 'Older team members are less likely to adapt to the new system.',
      want: ['age:Older team members are less likely to adapt'],
    },
    {
      given: 'Staff under 40 will be offered the kitchen roles first.',
      want: ['age:Staff under 40 will be offered the kitchen roles first'],
    },
    {
      given: "We hired her because dogs relax more with a woman's gentle touch.",
      want: ["gender:a woman's gentle touch"],
    },
    {
      given: 'Dads can learn the trade at the window while mums relax with a coffee.',
      want: ['gender:Dads can learn the trade at the window while mums'],
    },
    {
      given: 'Karate is for the boys, while the girls can do a dance class.',
      want: ['gender:for the boys, while the girls can'],
    },
    { given: 'Costume sewing is usually left to the mums.', want: ['gender:left to the mums'] },
    {
      given: 'Eastern European movers work harder than local hires.',
      want: ['race:Eastern European movers work harder than'],
    },
    { given: 'Hiring will favour Igbo applicants.', want: ['race:Igbo applicants'] },
    {
      given: 'Families from the Travelling community will be asked to pay fees in advance.',
      want: ['race:Families from the Travelling community will be asked to pay'],
    },
    {
      given: 'Members with autism are asked to attend only the Sunday class rather than the timetable.',
      want: ['disability:Members with autism are asked to attend only'],
    },
    { given: 'Dancers over 30 will not be offered new contracts.', want: ['age:Dancers over 30 will not be offered'] },
    { given: 'Claimants over 70 get muddled easily.', want: ['age:Claimants over 70 get muddled'] },
    {
      given: 'We propose dropping athletes over 30, as they are past their best.',
      want: ['age:athletes over 30, as they are past their best'],
    },
    {
      given: 'The Subcontractor shall not engage any person with a disability in the cutting room.',
      want: ['disability:any person with a disability'],
    },
    {
      given: 'Staff who observe the Ramzan fast should not be put on afternoon shifts.',
      want: ['race:Staff who observe the Ramzan fast should not be put'],
    },
    {
      given: 'Staff who wear turbans or hijabs will be assigned to back-of-house roles.',
      want: ['race:Staff who wear turbans or hijabs will be assigned to back-of-house'],
    },
    {
      given: 'Preference for the cutter roles will be given to Irish nationals.',
      want: ['race:Irish nationals'],
    },
    { given: 'The company will cast only fair-skinned models.', want: ['race:fair-skinned models'] },
    // The hundred-and-forty-fifth to hundred-and-forty-eighth sets: "much slower", "struggled
    // most", a test retaken or "also" passed by one group, a seat at the back, a place not offered.
    {
      given: 'The older drivers were much slower to learn the tablets.',
      want: ['age:older drivers were much slower to'],
    },
    {
      given: 'Staff over 50 struggled most with the new till system.',
      want: ['age:Staff over 50 struggled most with'],
    },
    {
      given: 'Drivers aged 60 and over must retake the company road test every year.',
      want: ['age:Drivers aged 60 and over must retake'],
    },
    {
      given: 'Drivers whose first language is not English must also pass our conversation test.',
      want: ['race:Drivers whose first language is not English must also pass'],
    },
    {
      given: 'We ask that guests with assistance dogs sit in the rear conservatory.',
      want: ['disability:guests with assistance dogs sit in the rear'],
    },
    {
      given: 'Academy places are not offered to colleagues within five years of state pension age.',
      want: ['age:colleagues within five years of state pension age'],
    },
    {
      given: 'Female drivers will not be allocated pick-ups from pubs after 10pm.',
      want: ['gender:Female drivers will not be allocated'],
    },
    {
      given: 'Our Eastern European locums tend to be abrupt with patients.',
      want: ['race:Eastern European locums tend to'],
    },
    {
      given: 'Honestly, the older drivers have been slowest to get the hang of it.',
      want: ['age:older drivers have been slowest to'],
    },
    {
      given: 'Staff with mental health conditions are, in our experience, the least reliable group.',
      want: ['disability:Staff with mental health conditions are, in our experience, the least reliable'],
    },
    {
      given: "I'd rather we didn't take on anyone with a history of depression for the tours.",
      want: ['disability:anyone with a history of depression'],
    },
    // "To protect them" and "whatever their wishes" give the rule its reason; they report no law.
    {
      given: 'To protect them, female drivers will not be allocated pick-ups after 10pm.',
      want: ['gender:female drivers will not be allocated'],
    },
    {
      given: 'Staff over 60 will be moved to lighter duties automatically, whatever their fitness or wishes.',
      want: ['age:Staff over 60 will be moved to'],
    },
  ])('should find the claim in "$given"', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });

  it.each([
    'Older customers who cannot reach a branch can call us.',
    'Deaf visitors cannot hear announcements, so we show them on screens.',
    'Women made up 31% of new partners last year.',
    'Do not assume that staff over 60 cannot learn new systems.',
    'Applicants under 18 cannot serve alcohol.',
    "Men cannot use the women's changing rooms.",
    'Foreign crew on short shoots usually need a Special Pass, which costs KSh 15,000.',
    'We will stop describing our rooms as "for the younger crowd".',
    'Eleven of our 58 glaziers are over 50, and three of our six women apprentices joined after a career change.',
    'Staff who wear turbans may choose a turban in the uniform colour.',
    'Keep older customers informed of the changes.',
    'Overseas applicants cannot be considered without a valid work visa.',
    'Blind users cannot read the printed map, so an audio guide is available at the desk.',
    'Retired members will not be charged the annual fee.',
    'Under the Age Discrimination in Employment Act, workers over 40 cannot be forced to retire.',
    'Black students were less likely than their white peers to receive a first.',
    'Young workers between 15 and 18 may only be employed on day shifts.',
    'Women-led firms grew faster than the market.',
    'Visitors from Spain must show a passport at reception.',
    'Mentors cannot attend the Friday session.',
    'The old trees use noticeably less water than the young ones.',
    'Migrant workers must never pay recruitment fees.',
    'Japanese often leaves the subject unstated, and manuals rarely say who acts.',
    'Surveys start before dawn, so candidates over 40 bring a head torch.',
    'Days above five are carried over only when a manager has cancelled your leave or you could not take it.',
    'Parents of young children can ask for flexible hours.',
    'Do not assume that older callers are confused.',
    'If the customer is away, assume they will call back.',
    'If the household is away, assume they will call back.',
    'Customers over 65 would receive a free card.',
    'Their Frankish wives would replace the old religion.',
    'We prefer customers who pay by card.',
    'Staff over 60 are offered a health check unless they opt out.',
    'A blind spot would cost us the contract.',
    'We sponsor visas for skilled workers from India, who rarely need help.',
    'Legal advice is free for staff over 60, who rarely need to pay.',
    'Staff under 18 must not work nights.',
    'Staff over 35 can join the pension scheme after a year.',
    'Applicants from Lebanon must show a valid work permit.',
    'Older tenants like to know the lift is serviced.',
    'We are looking at anyone in the team who can cover Friday.',
    'The upstairs rooms do not suit families with prams.',
    'Staff over 60 can ask to be moved to the day team.',
    'Interns over 18 will be moved to the payroll system in March.',
    'Deaf visitors: we will not send them audio-only updates; captions are on every screen.',
    'Female candidates with a clean driving licence would suit us best, as our insurer requires.',
    'We vet every tenant the same way, whatever their nationality or accent, and ask nobody for more papers.',
    'Managers had assumed that older callers would not use the app; 61% of them did.',
    'We have heard it said that deliveries are too heavy for women; our own data does not support that.',
    'As the scheme guidelines require, rooms in the hostel will be let only to women.',
    'Buyers often repeat the idea that older customers cannot use apps; our figures say otherwise.',
    'Do not mark an agent down because a caller complained about their accent.',
    'Older members were no slower than younger ones.',
    'Staff under 40 hours a week are paid monthly.',
    'Some supervisors predicted that older crew members would not cope with the app. The figures do not support that view.',
    'Older drivers cannot cope with the new tablets. The trial data show this is wrong.',
    'A visitor claimed that older staff cannot use the tills. The figures show that this is simply untrue.',
    "One store manager suggested that staff over 55 'struggle with the new till system'. The data do not support this: they completed the training at the same rate.",
    "One agent quoted a colleague who said that 'buyers from the townships can't get bonds, so don't bother'. The group agreed that this is false and unlawful.",
    "Grace noted the assumption, heard at a branch meeting, that 'older people can't manage apps', and showed that applicants over 65 completed the form at the same rate.",
    'Take the older customers through the new app one step at a time.',
    'Bookings this summer were better than the Canadians on the team expected, so we hired two more guides.',
    'We take young people on as apprentices every September.',
    'Never guess that older agents cannot learn the new system: ask them.',
    "One parent said that 'girls won't want to crawl about in lofts'. The group noted that the claim does not match our experience.",
    'Older members were less likely to adapt to the app (38% vs 61%).',
    'Some managers assumed older colleagues would struggle with the tablets.',
    'Mums and dads can both book the crèche.',
    'A board member said that "women don\'t have the stamina for brass"; the orchestra rejected that claim.',
    // A number of hours or kilometres after a group is no age: each would be a claim with "over 30" an age.
    'Staff over 30 hours a week are not rostered on Sundays.',
    'Contractors over 30 km away will be offered the mileage rate first.',
    'Two of the visiting players use wheelchairs, so please keep the ramp clear.',
    'Women were more likely than men to report difficulty taking leave in peak season (48% against 36%).',
    'Guests with assistance dogs are very welcome in every room.',
    'Good communication skills in English; Mandarin, Japanese or German would be a bonus.',
    'Colleagues within five years of state pension age can book a free pensions session.',
    'We hire whatever their background or beliefs; staff over 60 move to lighter duties only at their request.',
    'Employment law protects older workers from being moved to lighter duties.',
  ])('should leave "%s"', (given) => {
    expect(found(given)).toEqual([]);
  });
});
