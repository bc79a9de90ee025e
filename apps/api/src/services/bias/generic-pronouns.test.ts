import { describe, expect, it } from 'vitest';
import { genericPronouns } from './generic-pronouns.ts';
import { readWords } from './text-words.ts';

// Gendered pronouns decided by whom they refer to: a named person or a gendered noun (not a
// finding), a role anyone may hold or an indefinite pronoun (a finding), a pair (always one
// finding), nothing at all (not a finding).

function found(text: string): string[] {
  return genericPronouns(readWords(text)).map((finding) => `${finding.phrase}@${finding.start}`);
}

describe('genericPronouns', () => {
  it.each([
    // A role anyone may hold, in the same sentence.
    { given: 'Each employee must submit his timesheet by Friday.', want: ['his@26'] },
    { given: 'Caddies: each caddie must wear his lanyard pass on the course.', want: ['his@31'] },
    // A preposition ends what describes a thing after "a": the name after it is a person's.
    { given: 'The set was a wedding gift to Mary Fitzgerald and her husband.', want: [] },
    // A thing's name after an article is no person's: its role after a comma is still anyone's.
    {
      given: 'Before the Commencement Date, the Contractor shall satisfy himself as to the launch.',
      want: ['himself@59'],
    },
    { given: 'A manager who receives a complaint records it before he replies.', want: ['he@53'] },
    { given: 'Anyone who loses his card must report it.', want: ['his@17'] },
    { given: 'No employee may drive unless he has approval from his manager.', want: ['he@29', 'his@50'] },
    { given: 'The Employer shall insure the Employee, his spouse and his children.', want: ['his@40', 'his@55'] },
    { given: 'Every nurse records her hours on the rota.', want: ['her@20'] },
    // Pregnancy and birth: "she" for a pregnant employee is the plain word; for anyone else it stays generic.
    { given: 'A pregnant employee must be moved to other work as soon as she tells her supervisor.', want: [] },
    { given: 'When a temporary worker tells us she is pregnant, review her role.', want: [] },
    { given: 'The warden must satisfy himself that the floor is clear.', want: ['himself@24'] },
    // An object pronoun is not the subject of its own verb; a count before a word in capitals makes it a brand.
    { given: 'Once the new engineer joins, ask Venkatesh to give him the safety induction.', want: ['him@51'] },
    { given: 'Ravi joined in May; ask Venkatesh to give him the safety induction.', want: [] },
    {
      given: 'Whoever wins will see the game sold in all 14 Tumbledown shops, and he will receive an advance.',
      want: ['he@68'],
    },
    // A plural, a noun before another, or a role after a comma is no one's referent; told as past, it is someone.
    {
      given: 'Objectives: lead the planning rollout, mentor the graduate planners, and complete her certification.',
      want: [],
    },
    {
      given: 'Graham kept the hire fleet running, and his checks were thorough. Customers often mention him.',
      want: [],
    },
    { given: "For the record, the customer told our dispatcher that he didn't want a girl on the job.", want: [] },
    { given: 'Fourteen people applied. One applicant has disclosed that she is deaf.', want: [] },
    // "The customer" an earlier sentence told of is that customer again; one only spoken of in general is anyone.
    {
      given:
        "For the record, the customer told our dispatcher that he didn't want \"a girl\" rewiring his kitchen because women can't do electrical work. That is simply untrue. Niamh is a fully qualified electrician with six years' experience, and she did an excellent job at that property.\n" +
        "We won't change who we send because of a customer's view about a technician's sex. I've written to the customer to explain that our engineers are assigned by skill and availability, and that if he prefers not to go ahead we will cancel without charge.",
      want: [],
    },
    {
      given: 'If the customer complains, he gets a refund. Tell the customer that if he prefers, we will cancel.',
      want: ['he@27', 'he@71'],
    },
    // A caretaker the text names tells no story: "his key" after him may still be any resident's.
    {
      given:
        'The caretaker, Mr. Dan Hale, lives on site, and his mobile number is 0161 555 0100. The resident must give the caretaker a copy of his key.',
      want: ['his@131'],
    },
    { given: 'One employee may take his leave early.', want: ['his@22'] },
    // A role and a colon before a name give it: the first name opening a later sentence is that person.
    {
      given: 'Instructor: Owen Trevithick. Each trainee writes a plan. Owen checks every plan; he is strict about it.',
      want: [],
    },
    { given: 'Once the new finance lead is appointed, give him access.', want: ['him@45'] },
    // A possessive names its owner; a coworker and a new hire are anyone.
    { given: "On a call, verify the policyholder's identity and review his history.", want: ['his@57'] },
    { given: 'If a coworker has a seizure, do not restrain him.', want: ['him@45'] },
    { given: 'A new hire will meet his mentor on day one.', want: ['his@21'] },
    { given: 'The appraisee should return her form.', want: ['her@28'] },
    { given: 'Your office manager can run payroll from her phone.', want: ['her@41'] },
    { given: 'Ask your bookkeeper for statements; she can work out the cost.', want: ['she@36'] },
    // A screen's labels are not names: "the user" is anyone.
    { given: 'Choose Reset on the Users page, and the user gets a link that lets him sign in.', want: ['him@67'] },
    // So is a step of a menu's path; "you" opening a sentence is no name.
    {
      given: 'Ask the account holder to add you under Settings > Team; once we hear from him, it is done.',
      want: ['him@75'],
    },
    {
      given: 'You will be given sedation, so each patient must arrange for an adult to drive him home.',
      want: ['him@79'],
    },
    { given: 'Permissions: an admin can now edit his own settings.', want: ['his@35'] },
    // A role joined by a hyphen describes a thing ("a six-person team"): the named person keeps "his".
    {
      given: 'Ade Bello joined as an engineer. Today he leads the six-person team, and the tool his team built runs.',
      want: [],
    },
    // Up to four words may stand between a role's article and it; a team's name after "The" is no person.
    { given: 'The Eastern Rays want a young, energetic development coach. He will run the sessions.', want: ['He@60'] },
    { given: 'Every reporter must file his copy by 10:30 p.m.', want: ['his@25'] },
    {
      given:
        'We need a coach. He runs two sessions. A Working with Children Check is essential. His hours are flexible.',
      want: ['He@17', 'His@83'],
    },
    // A role after "as her" is hers; a farmer is anyone.
    { given: 'For your daughter, Achieng: you will act as her parent until she is 18.', want: [] },
    { given: 'Every farmer who buys before August will have his first service free.', want: ['his@46'] },
    // A course's name after "Diploma in" is no person; tellers are roles.
    {
      given: 'The candidate will study for the Diploma in Regulated Financial Planning. He will shadow an adviser.',
      want: ['He@74'],
    },
    { given: 'Each teller should log his referrals.', want: ['his@23'] },
    // An office's name stands for its holder.
    { given: 'The Pensions Ombudsman ruled that the trustees must pay a member the sum she was promised.', want: [] },
    // A noun naming someone by what they do, past the list of roles.
    { given: 'The platform gives each caseworker a view of her caseload.', want: ['her@45'] },
    { given: 'Each stakeholder signs off before his budget is released.', want: ['his@34'] },
    { given: 'Every franchisee must train before his store opens.', want: ['his@35'] },
    { given: 'Every traveler gets a cabin, and he can join the naturalist.', want: ['he@33'] },
    // A department or a service in capitals is not a person.
    { given: 'Each pilot must notify Crew Medical if he takes medication.', want: ['he@39'] },
    { given: 'Any babysitter you book will introduce herself by text.', want: ['herself@39'] },
    { given: 'No operative should lift a heavy load by himself.', want: ['himself@41'] },
    // A product's name with a capital inside a word is not a person.
    { given: 'A nurse must submit the request through StaffLink before her shift.', want: ['her@57'] },
    // A role in a phrase of its own before a subject pronoun, with no one before: anyone.
    { given: 'When you deal with a customer, he may be upset.', want: ['he@31'] },
    // A role in a clause of its own, with no one before it: anyone.
    { given: 'Share the quote. When the customer opens the link, she sees the quote.', want: ['she@51'] },
    { given: 'Every deckhand must check that his lifejacket is clipped.', want: ['his@31'] },
    // A role in an earlier sentence, and a pronoun that carries the decision on.
    { given: 'The applicant is shortlisted. The panel emails him the date.', want: ['him@47'] },
    // A named person, in the sentence or before it, and the pronouns after that name.
    { given: 'Harbour has appointed Priya Nair. She joins in May, and her team grows.', want: [] },
    { given: 'Mr Jonas Weber confirms that he may sign. His signature binds the Seller.', want: [] },
    { given: 'Could you give the figures to Tom? He is our numbers person.', want: [] },
    { given: 'Team, Olga will host the retro. She has the board link.', want: [] },
    { given: 'Sarah Jones keeps lists. Each checklist she writes is short.', want: [] },
    // A role in a clause of its own before the subject: the person before goes on.
    { given: 'The juniors love pairing with him. When the client pushes back, he goes quiet.', want: [] },
    { given: 'He renewed the deal. When a major customer threatened to cancel, he stayed on the call.', want: [] },
    // A role another gender's pronoun took: the person the sentence before named.
    {
      given: 'Thank you for choosing us for your father. A nurse will call; she will go through his medication list.',
      want: ['she@62'],
    },
    // "as a junior analyst" says what he was; "with an upset customer" leaves "she" to Kasia.
    { given: 'Marc said the mentoring he got when he joined as a junior analyst shaped his career.', want: [] },
    {
      given:
        'Kasia says she is fluent. In the role play with an upset customer she stayed calm. She has two years of experience.',
      want: [],
    },
    // Someone a sentence tells of ("the Manager thanked him"), and the pronouns after it.
    { given: 'An audit was done by a member who is blind; the Manager thanked him for his report.', want: [] },
    // A speaker ("… ," she said) is someone in particular, whoever the quote speaks of.
    { given: 'Kezia opened it. "Nobody has to ask for help," she said.', want: [] },
    // A pronoun of the same gender carries its person on past a role noun in between.
    {
      given: "Joanna is confident, and she briefed the client's engineers. She has started her application.",
      want: [],
    },
    { given: 'Niamh will shadow the Finance Manager, and she agreed. Finish her qualification.', want: [] },
    { given: 'The drive is shared. Marco said he updated it.', want: [] },
    // A named person in the sentence wins over a role nearer the pronoun.
    { given: 'Paul Grant asked each supervisor to confirm so that he can publish the rota.', want: [] },
    // A gendered noun is a referent whose gender is known; the nearer of it and a role decides.
    { given: 'The spokesman had not replied, so we wrote to him again.', want: [] },
    { given: 'Ask the chairman what he thinks; each buyer keeps his copy.', want: ['his@50'] },
    // Capitalised words of a defined term, a document or a period are not a person's name.
    {
      given:
        'The Contractor gives five (5) Business Days of notice and ensures that the incoming supervisor has read the Site Safety Plan and signed his acknowledgement.',
      want: ['his@136'],
    },
    // "The" after a clause number is capitalised by its place, not a name.
    { given: '5.1 The Tenant shall ensure that his employees park in the bays.', want: ['his@33'] },
    { given: 'Peter Hall has the Site Safety Plan and signed his copy.', want: [] },
    // A role WordNet names as a person ("rep", "veterinarian"), or a noun made with "-er" from one
    // it holds ("scaffolder"); a weekday or a currency opening a clause is no one's name.
    { given: 'Every rep must log his calls within 24 hours.', want: ['his@19'] },
    { given: 'Each scaffolder must check his harness before going up.', want: ['his@27'] },
    { given: 'From Monday, every rider must upload his delivery photo.', want: ['his@37'] },
    {
      given:
        'Before a euthanasia, the attending veterinarian explains the procedure, and he gives the family time alone.',
      want: ['he@76'],
    },
    { given: 'If a caller asks for a refund over Rs 5,000, put him on hold.', want: ['him@49'] },
    // A plural is no one pronoun's referent; a report of what someone said is about them; birth is a woman's.
    { given: 'Rev. Marcia Campbell chaired. The rector reported that she had met the council.', want: [] },
    {
      given:
        'Doña Carmen Ruiz has painted here for 31 years. She trained most of the painters on our team, and the pattern is her design.',
      want: [],
    },
    { given: 'During labour, each woman may have one birth companion of her choice, such as her husband.', want: [] },
    { given: 'The sooner he signs, the better.', want: [] },
    // A language, an office's department and a place are no one's name.
    {
      given: '5.2 The supervisor shall speak French and Dutch, and he shall hold a first-aid certificate.',
      want: ['he@53'],
    },
    {
      given: 'The successful candidate will report to the Head of Credit, who will give him a portfolio.',
      want: ['him@74'],
    },
    { given: 'Any vehicle exported from New Zealand by the Borrower voids his cover.', want: ['his@60'] },
    // A pronoun about someone in particular carries them on past a sentence naming a role; an
    // article before "of" is another noun's.
    {
      given:
        "Dear Mr Tesfaye, thank you for your letter about your mother's journey. We are sorry that the wheelchair she booked was late. Our station has confirmed that the request reached the ground handler late. We have refunded the USD 180 she paid.",
      want: [],
    },
    {
      given:
        'David joined in January. His main project, the clean-up of supplier master data, is done: he has removed 1,260 records.',
      want: [],
    },
    // A role anyone may hold ("a customer") between them: the pronoun is that role's.
    {
      given:
        'Walt likes to say a complaint is free advice, and he means it. When a customer complains, listen first. If he wants a refund, approve it.',
      want: ['he@107'],
    },
    // A role in capitals the text names a person beside is that person, but not "each" of it; a
    // surname that is also a word ("Price") is still a name.
    {
      given:
        'Our Welfare Officer, Sandra Okafor, is the first contact. Concerns about the Welfare Officer herself go to the Chair.',
      want: [],
    },
    { given: 'Each Officer should keep his notes. Our Welfare Officer, Sandra Okafor, helps.', want: ['his@25'] },
    { given: 'If you need adjustments, tell our recruiter, Hannah Price, and she will arrange them.', want: [] },
    // A subject telling what happened, with no "if" or "when" before it, is someone in particular.
    {
      given:
        'Allegations: that the regional sales manager made remarks at the party, and that he later sent one of them messages.',
      want: [],
    },
    { given: 'If the manager is late, he sends a message.', want: ['he@24'] },
    // A description opening the sentence, a subject after "and", a passive in the past: one person.
    { given: 'Professor Mwangi is 54. A soil scientist, she holds a PhD.', want: [] },
    { given: 'Priya knows the area. She will call the ferry operator, and she will chair the call.', want: [] },
    { given: 'On 11 October a technician was struck by a flange. He was treated at the clinic.', want: [] },
    // A role written as a defined term; a place before a noun; an acronym: none of them a person.
    { given: 'If the Project Lead leaves, the Client approves the one who replaces him.', want: ['him@69'] },
    { given: 'Our new Daventry hub needs a supervisor. He leads the pickers.', want: ['He@41'] },
    { given: 'We need a supervisor. The role covers KPI reporting. He leads the pickers.', want: ['He@53'] },
    { given: 'Tom Cook joined in May, and he leads the pickers.', want: [] },
    { given: 'Whoever is on call should keep his laptop handy.', want: ['his@31'] },
    // A clause number before "If" does not make it a name; a heading line is not a person.
    {
      given: '7. Sickness Absence\n7.1 If the Employee is ill, the Employee must notify his line manager.',
      want: ['his@73'],
    },
    // A role noun qualifying another ("the executive team") names no one.
    {
      given: 'Dev had a strong half. He presented to the executive team. His team scored highest.',
      want: [],
    },
    // A name the text gives elsewhere is a name where it opens a sentence too.
    {
      given: 'Review – Daniel Weiss. Daniel built dashboards for every regional manager. He asked for headphones.',
      want: [],
    },
    // A role written as a defined term without an article is a role, not a name.
    { given: 'Client may replace the project manager if he is not performing.', want: ['he@42'] },
    { given: 'The agent opens a claim in Guidewire while he is still on the line.', want: ['he@43'] },
    // A pair is one finding, named or not.
    { given: 'Each applicant says whether he or she holds a licence.', want: ['he or she@28'] },
    { given: 'Anna says whether s/he is coming.', want: ['s/he@18'] },
    { given: 'Tick his or her box.', want: ['his or her@5'] },
    // Nobody to refer to: a person the text knows.
    { given: 'He suffers no fools.', want: [] },
    // "A cashier ... his supervisor": the role, then "his".
    { given: 'A cashier who finds a shortage must tell his supervisor.', want: ['his@41'] },
    // A word in capitals before a number is a label, not a person the pronoun could refer to.
    { given: 'Each fitter shall hold an NVQ Level 3 and log his checks.', want: ['his@46'] },
    // A clause about anyone ("if a parent …") carries no one on from the sentence before into a rule.
    { given: 'Tomás keeps his route. If a parent calls after 6, he must leave a message.', want: ['he@50'] },
    // A role a party's possessive names is anyone's; a clause's letter ("B.4") is no initial of a name.
    { given: "Where the Supplier's Contract Manager asks, the Buyer shall call him.", want: ['him@65'] },
    { given: 'B.4 Where the Contractor hires staff, he pays them.', want: ['he@38'] },
    // A name's possessive opening a sentence is the person's; a title before a name is not a role.
    { given: "Dr Grace Lim founded it. Grace's advice suits each client. Her clinic opens at 9.", want: [] },
    { given: 'Chef Kevin Tran will show how his family makes dumplings.', want: [] },
    { given: 'The clinic engages Dr. Émile Gagnon ("the Locum"). The Locum insures his own work.', want: [] },
    // A role the text gives a company's name to is still anyone's role: the name is not a person's.
    {
      given: 'The Supplier, Kestrel Fabrication Ltd, shall deliver. The Supplier shall insure his tools.',
      want: ['his@80'],
    },
    {
      given:
        '6.1 Mokoena Bus & Coach CC ("the Contractor") provides 14 buses. 6.3 The Contractor shall ensure that his drivers rest.',
      want: ['his@102'],
    },
    // A run in capitals after "a" and its describing words is a thing, not a person.
    {
      given: 'Each instructor is given a new dual-controlled Vauxhall Corsa and must keep his car clean.',
      want: ['his@76'],
    },
    { given: 'Before each climb, the climber must inspect his harness.', want: ['his@44'] },
    {
      given: 'We hired a head of risk, Daniela Ortega, who joins from a bank; she will lead our licensing work.',
      want: [],
    },
    // A role a label gives a name to is that person: "Artist: Isobel Marchetti".
    { given: 'Artist: Isobel Marchetti. The Artist has told us that she has diabetes.', want: [] },
    // A contract's party without an article is anyone who signs as it.
    { given: 'Producer shall deliver the files at his own cost.', want: ['his@36'] },
    // Reported speech without "that" tells what happened: someone in particular.
    { given: 'The resident, who had asked for an interpreter, said she did not understand the terms.', want: [] },
    { given: 'If the resident says he did not receive the notice, he must call us.', want: ['he@21', 'he@52'] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(found(given)).toEqual(want);
  });
});
