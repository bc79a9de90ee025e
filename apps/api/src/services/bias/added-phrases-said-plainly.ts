import {
  type AddedPhrase,
  conditions,
  fixed,
  lawfulForOneSex,
  legalBasis,
  onlyWith,
  phrase,
} from './added-phrase-patterns.ts';
import { reportedSaid } from './group-claims.ts';
import { anyone, moreOrigins, morePeople, origins, people } from './group-words.ts';

// Rules and decisions that treat a group worse, said plainly rather than in a word to change
// (decision 207, the hundred-and-twenty-ninth to hundred-and-thirty-second sets): a dog that
// assists turned away, a condition that rules a candidate out, disabled customers served apart,
// people over an age eased out, the heavy jobs given to the men, a religion said to make someone
// less suited, a language asked as the one someone grew up with.

/** "must not", "will not" and the other ways of saying a rule will not. */
const wont =
  "(?:cannot|can't|can not|will not|won't|are not|aren't|is not|isn't|may not|must not|should not|shall not|do not|don't|are unable to|could not|couldn't|would not|wouldn't|will no longer|are no longer|never)";

/** An age from forty up, in figures or words. */
const olderAge = '(?:[4-7]\\d|forty|fifty|sixty|seventy)';

/** A language asked as the one someone grew up with. */
const languages = 'english|french|german|spanish|italian|dutch|polish|welsh|portuguese|mandarin|arabic|japanese';

/** Dress and hair of a faith or a people. */
const dressAndHair =
  'headscarf|headscarves|hijabs?|turbans?|veils?|niqabs?|burkas?|burqas?|kippahs?|yarmulkes?|skull ?caps|dreadlocks|dreads|locs|cornrows|afros?|braids';

export const saidPlainlyAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'assistance-dogs-refused',
    category: 'disability',
    onlyIn: onlyWith(/\bdogs\b/iu),
    pattern: phrase(
      `(?:${anyone}) with (?:an? |their |his |her )?(?:assistance|guide|service|hearing|support) dogs? ${wont} (?:be )?(?:admitted|allowed|accepted|served|permitted|let in|seated|booked|welcome)|(?:assistance|guide|service) dogs (?:are|is) not (?:allowed|permitted|admitted|accepted|welcome)|(?:no|(?:do not|don't|cannot|can't|will not|won't) (?:allow|admit|accept|take)) (?:any )?(?:assistance|guide|service) dogs`,
    ),
    unlessSaid: reportedSaid,
    why: 'It turns away people who rely on an assistance dog, which the law forbids as it does any refusal of disabled people. Welcome assistance dogs wherever customers may go.',
    suggestions: fixed('Assistance dogs are welcome'),
  },
  {
    id: 'condition-rules-out',
    category: 'disability',
    onlyIn: onlyWith(
      /disab|condition|deaf|blind|hearing|sight|wheelchair|impair|illness|disorder|disease|syndrome|epilep|diabet|autis|dyslex|dyspraxi|anxiety|depress|stammer|stutter|health|adhd|ocd|ptsd|bipolar|schizo|arthrit|asthma|cancer|dementia|sclerosis|palsy|paralys|stroke|covid|migraine/iu,
    ),
    pattern: phrase(
      `(?:${anyone}|you) (?:must not|should not|cannot|can't|may not|shall not) (?:have|suffer from|be living with) (?:any |an? )?(?:${conditions}|mental health (?:conditions?|issues|problems))|(?:must|should) be free (?:of|from) (?:any |all )?(?:${conditions})|${wont} (?:take on|hire|employ|recruit|accept|consider|appoint|take|shortlist|interview) (?:${anyone}) (?:who (?:is|are|has|have)|with) (?:an? |any )?(?:hard of hearing|deaf|blind|partially sighted|disabled|in a wheelchair|wheelchair users?|${conditions})`,
    ),
    unlessSaid: { test: (sentence: string) => legalBasis.test(sentence) || reportedSaid.test(sentence) },
    why: 'It rules people out for a health condition or a disability, whatever they can do. Say what the work needs, and consider adjustments for anyone who can do it.',
    suggestions: fixed(),
  },
  {
    id: 'disabled-served-apart',
    category: 'disability',
    onlyIn: onlyWith(
      /\b(?:disabled|deaf|blind|partially sighted|wheelchairs?|autistic|crutches|disabilit(?:y|ies)|impairments)\b/iu,
    ),
    pattern: phrase(
      `(?:(?:disabled|deaf|blind|partially sighted|wheelchair using|autistic) (?:${anyone})|(?:${anyone}) (?:in wheelchairs|who use wheelchairs|using wheelchairs|who use a wheelchair|on crutches|with (?:a )?disabilit(?:y|ies)|with (?:mobility|hearing|sight|visual) impairments)) (?:should|must|will|are to|shall|need to|have to) (?:only )?be (?:served|seated|dealt with|handled|kept|put|placed|directed|sent|booked|seen|contacted|moved|taken|interviewed|scheduled|shown|admitted|let in)(?: [\\p{L}-]+){0,4}? (?:at the side|to the (?:back|rear|side)|through the (?:back|rear)|(?:to|through|via|at) (?:a|the) (?:back|rear|side|separate|goods|loading|service)(?: [\\p{L}-]+)? (?:door|entrance|desk|room|area|counter|gate)|(?:[\\p{L}-]+ ){0,3}?only|at a side|at the back|in the back|round the back|around the back|through the side|by the side|separately|apart|away from|out of sight|elsewhere|in a separate|on a separate|(?:only )?(?:by|via|through) (?:e-?mail|phone|post|letter|text) only|only (?:by|via|through) (?:e-?mail|phone|post|letter|text))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It serves disabled customers apart from everyone else. Offer every customer the same service, with the adjustments each one asks for.',
    suggestions: fixed(),
  },
  {
    id: 'disabled-bookings-refused',
    category: 'disability',
    onlyIn: onlyWith(/disab|impair|\bneeds\b/iu),
    pattern: phrase(
      `${wont} (?:accept|take|serve|book|admit|host|seat|rent to|hire to|sell to|quote for)(?: [\\p{L}]+){0,2}? (?:from|to|for|with|of) (?:[\\p{L}]+ ){0,4}?(?:(?:with|who have|who has) (?:an? |any )?(?:learning |physical |intellectual |mental health |additional )?(?:disabilit(?:y|ies)|impairments?|needs)|disabled (?:${anyone}|groups|adults|children))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It refuses disabled people a service, which the law forbids. Serve every customer, with the adjustments each one asks for.',
    suggestions: fixed(),
  },
  {
    id: 'kept-young',
    category: 'age',
    pattern: phrase(
      `(?:under|below|younger than) (?:[2-5]\\d|twenty|thirty|forty|fifty)(?: [\\p{L}'’]+){0,6}? (?:keep|kept|keeping) (?:it|them|things|the team|us) (?:that way|young|like that)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It sets out to keep a team under an age, which is age discrimination in hiring. Hire for the skills the work needs, at any age.',
    suggestions: fixed(),
  },
  {
    id: 'older-eased-out',
    category: 'age',
    onlyIn: onlyWith(/\b(?:over|past|above|older than)\b/iu),
    pattern: phrase(
      `(?:${anyone}) (?:aged |who are |who is )?(?<phrase>(?:over|past|above|older than|aged over) (?:the age of )?${olderAge}s?(?: and over)? (?:should|will|would|shall|are to|must|need to) (?:be (?:encouraged|pushed|asked|persuaded|nudged|steered|invited|urged|pressed) to (?:take (?:the |a |an |voluntary |early )?(?:package|redundancy|early retirement|retirement|severance|exit|buyout|offer)|retire|leave|go|step (?:down|back|aside)|consider (?:their )?retirement)|come off|be taken off|be removed from|be moved (?:off|out of)|stop (?:working|doing|driving)|no longer (?:work|be|do|drive)|step (?:down|back|aside)|be phased out|be let go|be retired|retire))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It moves people out of work, or towards the door, by the number of their years. Decide by the work and the person, as with anyone.',
    suggestions: fixed(),
  },
  {
    id: 'near-retirement-passed-over',
    category: 'age',
    pattern: phrase(
      `(?:within (?:[\\p{L}]+|\\d+) years? of|near|nearing|close to|approaching) (?:their |the )?retirement(?: [\\p{L},]+){0,3}? ${wont} (?:normally |usually |generally |be )*(?:offered|given|considered|eligible|put forward|sent|trained|included|promoted|invested in|selected|chosen|enrolled|funded)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It passes people over for their closeness to retirement, which is age discrimination. Offer training and chances by the work, at any age.',
    suggestions: fixed(),
  },
  {
    id: 'grew-up-with-technology',
    category: 'age',
    pattern: phrase(
      '(?:grown|grew|growing) up (?:online|digital|(?:with|on|using|in the age of|around|surrounded by) (?:the |a |social |digital )?(?:smartphones?|phones|mobile phones|social media|the internet|internet|instagram|tiktok|snapchat|facebook|youtube|technology|tech|tablets|ipads?|apps|screens|computers|gaming|video games|google))',
    ),
    unlessSaid: /\b(?:study|survey|research|per cent|percent|%|children|pupils|teenagers|parents)\b/iu,
    why: 'It asks for someone young, by the technology of their childhood. Ask for the skills, such as confidence with apps or social media.',
    suggestions: fixed('confident with smartphone apps', 'at home on social media'),
  },
  {
    id: 'youthful-people',
    category: 'age',
    pattern: phrase(
      'youthful(?=,? (?:[\\p{L}-]+,? (?:and )?){0,2}(?:talent|team|crew|workforce|staff|hires|recruits|people|colleagues|employees|candidates|applicants|graduates|workers|energy|outlook))',
    ),
    why: 'It asks for young people, which shuts out older ones and can be age discrimination. Name the qualities the work needs.',
    suggestions: fixed('energetic', 'ambitious'),
  },
  {
    id: 'older-not-assigned',
    category: 'age',
    pattern: phrase(
      `(?:not|never|no longer) (?:assign|employ|hire|send|appoint|recruit|use|deploy|allocate|engage|take on|accept|place|put forward|select|consider)(?: any| an?| the)? (?:[\\p{L}-]+ ){0,2}?(?:over|above|older than|aged over|past) (?:the age of )?${olderAge}`,
    ),
    unlessSaid: reportedSaid,
    why: 'It keeps people from work by their age alone. Say what the work needs, and let anyone who can do it take it.',
    suggestions: fixed(),
  },
  {
    id: 'work-by-sex',
    category: 'gender',
    pattern: phrase(
      `(?:jobs|work|tasks|shifts|roles|duties|lifting|set ups?|loads|runs|rounds|calls|deliveries|installs|installations)(?: [\\p{L}-]+){0,4}? (?:go|goes|will go|are given|get given|are left|are assigned|are allocated|are handed|fall|(?:should|will|must|is to|are to) be (?:given|left|assigned|allocated|handed)) to the (?:male|female|men|women|girls|lads|ladies|guys|blokes|boys)(?![\\p{L}])(?! (?:from|of|at|who|with))|only (?:male|female|men|women)(?: [\\p{L}-]+)? (?:are to|will|should|must|may|can|shall) be (?:sent|assigned|given|rostered|put|used|allocated|deployed)|(?:female|male|women|men) (?:${anyone}) (?:to|on|at) (?:the )?(?:[\\p{L}-]+ ){1,3}?and (?:the )?(?:male|female|women|men) (?:${anyone}) (?:to|on|at)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It gives work out by sex, not by who can do it. Share the work by skill and the rota.',
    suggestions: fixed(),
  },
  {
    id: 'the-wife',
    category: 'gender',
    pattern: phrase(
      '(?:with|ask|asking|tell|telling|consult|for|take|bring|keep) the (?<phrase>wife|missus|missis|little woman|trouble and strife)(?! of)',
    ),
    why: 'It speaks to the reader as a man with a wife to please. Speak to every customer: “a weekend away for two”.',
    suggestions: fixed('your partner', 'someone special'),
  },
  {
    id: 'marital-title-asked',
    category: 'gender',
    onlyIn: onlyWith(/\b(?:Mrs|Miss|marital|maiden|married)\b/iu),
    pattern: phrase(
      `(?:whether|if) (?:she is|they are|you are|she['’]s|they['’]re|you['’]re) (?:a )?(?:Mrs|Miss)\\.? or (?:a )?(?:Miss|Mrs)|(?:wom[ae]n|female)(?: (?:${anyone}))? (?:must|should|will|are to|are required to|need to)(?: also)? (?:state|declare|give|say|tell us|disclose|indicate|provide) (?:their )?(?:marital status|maiden names?|whether they are married)`,
    ),
    why: 'It asks women alone whether they are married. Ask everyone the same, and only what the work needs.',
    suggestions: fixed('Ms'),
  },
  {
    id: 'husband-to-sign',
    category: 'gender',
    pattern: phrase(
      "(?:get|ask|have|needs?|requires?|want) (?:her|the customer[’']s|the client[’']s) husband(?:[’']s)? (?:to )?(?:sign|countersign|co sign|approve|confirm|agree|guarantee|signature|consent|approval|permission|authori[sz]ation|go ahead)",
    ),
    why: 'It asks a married woman for a signature that no one else is asked for. Ask every customer for the same signatures.',
    suggestions: fixed(),
  },
  {
    id: 'language-must-be-grown-up-with',
    category: 'race',
    pattern: phrase(
      `(?:${languages}) (?:must|should|needs to|has to) be (?:your|their|his|her|the candidate['’]s|the applicant['’]s) (?:mother tongue|first language|native language|native tongue)`,
    ),
    why: 'Asking for the language someone grew up with shuts people out by national origin, which can be race discrimination. Ask for the level of the language the work needs.',
    suggestions: fixed('fluent in English', 'with excellent written and spoken English'),
  },
  {
    id: 'faith-makes-unsuited',
    category: 'race',
    pattern: phrase(
      `(?:ramadan|fasting|(?:his|her|their) (?:faith|religion)|religious (?:observance|holidays?|dress|beliefs?)|prayers?|praying|the sabbath|sabbath|eid|${dressAndHair})(?: [\\p{L}]+){0,4}? (?:makes?|made|renders?) (?:him|her|them|someone|staff|people|employees|it) (?:less |un|not )(?:suited|suitable|reliable|available|fit|productive|able|dependable)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It holds someone’s religion against them at work. Plan shifts with the person, as for any need.',
    suggestions: fixed(),
  },
  {
    id: 'dress-not-our-image',
    category: 'race',
    pattern: phrase(
      `(?:${dressAndHair})(?: [\\p{L}]+){0,2}? (?:do not|don't|does not|doesn't|would not|wouldn't|will not|won't) (?:fit|suit|match|go with|work with|sit with|belong)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It shuts out the dress or hair of a faith or a people as not fitting an image. Set one dress code for everyone, with room for religious dress.',
    suggestions: fixed(),
  },
  {
    id: 'origin-works-for-less',
    category: 'race',
    onlyIn: onlyWith(
      /\b(?:for less|cheaper|lower (?:pay|wages|rates)|peanuts|for nothing|longer hours|without complaining)\b/iu,
    ),
    pattern: phrase(
      `(?:${origins}|${moreOrigins}) (?:${anyone})(?: [\\p{L}]+)? (?:work|will work|are happy to work|are willing to work|accept|take|do it|do the work|charge) (?:for less|cheaper|for lower (?:pay|wages|rates)|for peanuts|for nothing|longer hours|without complaining)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It says people of one origin work for less, a stereotype that is also a reason to pay them less. Pay and hire by the work.',
    suggestions: fixed(),
  },
  {
    id: 'born-in-only',
    category: 'race',
    pattern: phrase(
      'only (?:take on|hire|employ|recruit|accept|consider|want|take|appoint)(?: [\\p{L}]+){0,3}? (?:who (?:were|was|are|have been) )?born (?:in|inside) [\\p{L}]+',
    ),
    unlessSaid: reportedSaid,
    why: 'It hires by where people were born, which is discrimination by national origin. Ask for the right to work and the skills the role needs.',
    suggestions: fixed('with the right to work in'),
  },
  {
    id: 'accent-essential',
    category: 'race',
    pattern: phrase(
      '(?:neutral|native|local|british|english|american|australian|standard|proper|posh|nice|regional|foreign)(?: [\\p{L}]+)? accents? (?:is|are) (?:essential|required|a must|preferred|desirable|needed|expected)',
    ),
    why: 'Asking for an accent shuts people out by where they come from, which can be race discrimination. Ask for clear spoken English, which any accent can give.',
    suggestions: fixed('clear spoken English is essential'),
  },
  {
    id: 'one-sex-preferred',
    category: 'gender',
    pattern: phrase(
      "(?:would rather|would prefer(?: to)?|(?:we|i|they)['’]d rather|(?:we|i|they)['’]d prefer(?: to)?|prefer to) (?:have|hire|employ|put|send|get|take on|appoint) (?:a|an) (?:man|woman|male|female|lady|bloke|guy|girl|chap|gentleman)(?![\\p{L}])",
    ),
    unlessSaid: { test: (sentence: string) => reportedSaid.test(sentence) || lawfulForOneSex.test(sentence) },
    why: 'It prefers one sex for the work, which is sex discrimination unless the law allows it. Choose by who can do the work.',
    suggestions: fixed('have someone'),
  },
  {
    id: 'condition-will-struggle',
    category: 'disability',
    onlyIn: onlyWith(/\b(?:struggle|cope|trouble|fail|unable|hard)\b/iu),
    pattern: phrase(
      `(?:${anyone}|you) with (?:an? |any )?(?:${conditions}) (?:will|would|is going to|are going to|tend to|always|just) (?:struggle|find it (?:hard|difficult)|not cope|never cope|fail|be unable|have trouble)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It judges the work of everyone with a condition before any of them has tried it. Say what the work needs, and let each person show it.',
    suggestions: fixed(),
  },
  {
    id: 'stopped-serving-an-origin',
    category: 'race',
    onlyIn: onlyWith(/\b(?:stopped|stop|ceased|no longer)\b/iu),
    pattern: phrase(
      `(?:stopped|stop|ceased|no longer) (?:letting|renting|leasing|selling|lending|serving|accepting|taking|quoting|hiring|booking)(?: [\\p{L}]+){0,3}? (?:to|from|for) (?:any )?(?:${origins}|${moreOrigins})(?: (?:owned|run|led|born))? (?:${people}|${morePeople}|businesses|companies|firms)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It refuses people a service by where they come from. Serve every customer on the same terms.',
    suggestions: fixed(),
  },
  {
    id: 'man-in-the-middle',
    category: 'gender',
    pattern: phrase('man in the middle'),
    why: 'The name of the attack need not be a man’s. “Machine-in-the-middle” and “adversary-in-the-middle” say the same.',
    suggestions: fixed('machine-in-the-middle', 'adversary-in-the-middle'),
  },
];
