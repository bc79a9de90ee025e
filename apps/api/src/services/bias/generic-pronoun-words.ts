// The words the gendered pronouns are read with (decision 140): nouns that give a gender or name a
// role anyone may hold, and the verbs and small words that tell whom a pronoun is about.

/** Nouns that give their referent's gender: a pronoun after them is about that person. */
export const gendered = new Set(
  'man woman boy girl mother father mum dad wife husband son daughter brother sister aunt uncle niece nephew grandmother grandfather king queen prince princess lady gentleman sir madam widow widower bride groom girlfriend boyfriend chairman chairwoman spokesman spokeswoman businessman businesswoman salesman saleswoman actress waitress'.split(
    ' ',
  ),
);

/** Nouns of a role anyone may hold: "each employee", "the applicant", "a tenant". */
export const roles = new Set(
  'employee worker caddie caddy valuer pledgor charterer fueller fueler member manager supervisor director officer applicant candidate customer client user caller visitor guest attendee participant delegate driver engineer developer starter joiner leaver tenant landlord owner holder agent caretaker cashier contractor consultant supplier buyer seller purchaser vendor employer person individual student pupil teacher trainer trainee apprentice intern nurse doctor patient author writer reader editor reviewer assessor interviewer interviewee colleague teammate representative operator technician cleaner receptionist assistant accountant analyst lawyer solicitor auditor investor shareholder chair chairperson leader volunteer passenger traveller claimant complainant recipient sender subscriber licensee licensor lessee lessor borrower lender guarantor beneficiary trustee executor policyholder cardholder signatory principal player entrant researcher scientist specialist professional expert adviser advisor clinician therapist carer parent guardian resident citizen lead head deputy warden steward marshal coordinator administrator organiser organizer planner secretary treasurer controller inspector surveyor designer programmer tester installer fitter electrician plumber mechanic builder labourer porter courier chef cook waiter bartender pharmacist dentist hygienist surgeon physician practitioner paramedic pilot trader broker banker recruiter appointee nominee successor newcomer hire recruit chambermaid housekeeper deckhand farmhand stagehand skipper crewmember babysitter sitter nanny childminder operative picker packer loader franchisee franchisor traveler diner patron renter homebuyer whistleblower insured bookkeeper clerk appraisee appraiser reviewee coworker workmate staffer jobseeker beginner learner graduate executive associate occupant occupier homeowner householder subcontractor freelancer postholder jobholder incumbent respondent requester payer payee debtor creditor shopper consumer viewer listener moderator approver signer sponsor mentor mentee coach tutor instructor lecturer examiner buyer adult teenager youngster admin sysadmin superuser maintainer contributor assignee requestor reporter presenter producer photographer performer singer dancer athlete runner rider swimmer spectator supporter referee umpire booker bowler batter golfer lodger flatmate housemate roommate motorist commuter pedestrian dispatcher chauffeur farmer grower breeder fisher butcher baker miller teller underwriter climber arborist groomer walker interpreter translator linguist barista barber hairdresser stylist gardener landscaper tradesperson carpenter plasterer painter decorator roofer scaffolder bricklayer glazier tiler welder machinist conductor handler musician composer songwriter artist estimator guide vet veterinarian cyclist jockey lifeguard bouncer guard janitor florist jeweller tailor optician optometrist midwife counsellor counselor psychologist physio physiotherapist paralegal barrister notary actuary economist journalist broadcaster actor streamer gamer coder sommelier brewer distiller attendant ranger forester keeper zookeeper invigilator fundraiser donor sailor seafarer'.split(
    ' ',
  ),
);

/** Nouns a role noun may qualify ("the executive team", "the customer portal"): then it names no one. */
export const qualifiedHeads = new Set(
  'team teams group groups committee board office desk portal handbook survey area room satisfaction journey panel forum network programme council fleet fees agreement contract rates centre center scheme policy app account'.split(
    ' ',
  ),
);

/** Verbs of speech after "he" or "she" ("… ," she said): the pronoun is a speaker, someone in particular. */
export const speechVerbs = new Set(
  'said says added adds explained explains noted notes told tells recalled recalls continued replied asked wrote writes commented stressed argued admitted agreed'.split(
    ' ',
  ),
);

/** Verbs in the simple past that tell what was done to someone ("thanked him", "told her"). */
export const doneToSomeone = new Set(
  'thanked told gave asked called phoned emailed met paid sent praised congratulated invited offered showed helped visited interviewed hired promoted warned reminded'.split(
    ' ',
  ),
);

/** Verbs in the simple past that report what someone said ("the rector reported that she …"). */
export const reportedThat = new Set(
  'reported said confirmed explained noted stated added announced mentioned agreed replied wrote argued insisted admitted told disclosed complained revealed'.split(
    ' ',
  ),
);

/** Words that open a clause set apart by a comma ("When the client pushes back, he …"). */
export const subordinators = new Set(
  'when if once as while after before although though because since until whenever unless'.split(' '),
);

/** The gendered pronouns, with what a generic one becomes. */
export const pronouns: ReadonlyMap<string, string[]> = new Map([
  ['he', ['they']],
  ['him', ['them']],
  ['his', ['their', 'theirs']],
  ['himself', ['themselves']],
  ['she', ['they']],
  ['her', ['their', 'them']],
  ['hers', ['theirs']],
  ['herself', ['themselves']],
  ["he's", ["they're", "they've"]],
  ["she's", ["they're", "they've"]],
  ["he'd", ["they'd"]],
  ["she'd", ["they'd"]],
  ["he'll", ["they'll"]],
  ["she'll", ["they'll"]],
]);

/** Pronouns that stand for anyone. */
export const anyone = new Set([
  'anyone',
  'anybody',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'whoever',
]);

/** Words before a past participle ("has signed", "was told"): then it tells no event. */
export const auxiliaries = new Set('has have had is are was were be been being'.split(' '));

/** Words that put a noun in a phrase of its own ("with an upset customer", "to the client"). */
export const prepositions = new Set('with to from for by of about at on in into towards against'.split(' '));

/** Words that make the role noun after them anyone's ("each", "a", "the", "your"). */
export const generalisers = new Set([
  'a',
  'an',
  'each',
  'every',
  'any',
  'no',
  'the',
  'whichever',
  'another',
  'one',
  'your',
]);

/** Words that end the words describing a role before it ("the account as her parent": the role is someone's; "the clean-up of supplier data": the article is another noun's). */
export const walkStops = new Set(['as', 'his', 'her', 'their', 'my', 'whose', 'of']);

/** Words that make a role noun anyone's only in a statement of what happens in general ("a", "the"). */
export const articles = new Set(['a', 'an', 'the']);

/** Pronouns that are a clause's subject. */
export const subjects = new Set(['he', 'she', "he's", "she's", "he'd", "she'd", "he'll", "she'll"]);

/** Words between a subject and its verb in a telling of what happened ("he later sent"). */
export const pastAdverbs = new Set('later then also subsequently again once never soon first'.split(' '));

/** Verbs in the simple past that do not end in "-ed" ("he sent", "she made"). */
export const pastVerbs = new Set(
  'did sent made told said took gave wrote came went left met saw got put kept brought bought spoke rang ran began became found felt held heard knew led lost paid read sat sold stood thought understood won'.split(
    ' ',
  ),
);

/** Words that make a clause a condition or a time, not a telling ("if he paid by card", "when she joined"). */
export const conditionals = new Set('if when whenever unless once until before after while should whether'.split(' '));
