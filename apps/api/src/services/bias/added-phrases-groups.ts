import { type AddedPhrase, fixed, phrase } from './added-phrase-patterns.ts';
import { answered, reportedSaid } from './group-claims.ts';
import { moreOrigins, originPlurals, origins, people, places } from './group-words.ts';

// Added phrases that say what a whole group is like, or let a group in or keep it out (decision
// 207, the twenty-seventh and twenty-eighth sets): older people who "can't cope", young tenants
// "who want to party", overseas tenants who "don't understand", flats for one faith or caste,
// drivers from one region kept off a site. Age and origin, one list each.

/** Words of a group by its age. */
const olderGroup = `(?:older|elderly|senior|aged|retired) (?:${people})|seniors|pensioners|oaps|the elderly|(?:${people}) (?:above|over|older than|past) [4-9]\\d(?: years(?: of age| old)?)?`;

/** What a group is said to be unable to do, or kept from. */
const cannot =
  "(?:can't|cannot|can not|won't|struggle to) (?:cope|use|handle|keep up|manage|learn|understand|adapt)|struggles? with|will struggle|(?:are )?easily confused|tire easily|(?:don't|do not) eat much|(?:are|will be) not accepted|find it hard to adapt|(?:aren't|are not) (?:great|good|comfortable|able)|(?:don't|do not) (?:understand|get|know how)|(?:usually|often|generally|tend to) find(?:[\\p{L}\\s]){0,40}(?:confusing|hard|difficult)|get confused|are slow|slow down|tend to slow|are slower|reflexes are slower|are hopeless|are bad at|(?:will|shall|may) not be (?:assigned|hired|considered|allowed|given|selected|employed|offered)|are (?:gullible|senile|technophobes)";

/** Whom an advert or a notice lets in: tenants, buyers, applicants, staff. */
const admitted =
  'families|tenants|renters|applicants|candidates|couples|bachelors|family|couple|tenant|household|workers|staff|employees|drivers|hires|buyers|guests';

/** What a group is said to be like. */
const traits =
  "(?:are|is|were|was) (?:naturally |by nature |generally |usually |always |often |notoriously |very |so |too |more |less )?(?:obedient|docile|submissive|lazy|careless|slow|hard working|hardworking|unreliable|dishonest|untrustworthy|aggressive|emotional|resistant to change|backward|primitive|dirty|loud|noisy|built for)|as usual|rarely ask|cling to|need (?:close|constant) supervision|tend to be|are used to hard work|may only be|can only be|must be watched|(?:cannot|can't) be trusted|they're built for|are built for";

export const groupAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'older-people-cannot',
    category: 'age',
    pattern: phrase(`(?<phrase>${olderGroup})(?=(?:,? who)?(?:[^.;!?]){0,40}?(?<![\\p{L}])(?:${cannot}))`),
    unlessSaid: reportedSaid,
    answeredBy: answered,
    why: 'It says a whole age group is unable to cope, or shuts people out by age. Say what the task needs, and offer help to anyone who wants it.',
    suggestions: fixed('anyone who wants help', 'some people'),
  },
  {
    id: 'young-people-party',
    category: 'age',
    pattern: phrase(
      `(?<phrase>(?:young|younger) (?:people|tenants|renters|guests|students|couples|crowd|men|lads))(?: who| that)(?: only| just)? (?:want|like|love|tend) to (?:party|drink|make noise)`,
    ),
    why: 'It says young people as a group are noisy or reckless, a stereotype of them by their age. Say what the house rules are.',
    suggestions: fixed('anyone who wants to party'),
  },
  {
    id: 'looks-like-a-pensioner',
    category: 'age',
    pattern: phrase(
      '(?:looked|looks|look|looking) (?:every bit |like )?(?:the |an? )?(?:pensioner|old age pensioner|oap|grandad|granddad|grandpa|granny|geriatric)',
    ),
    why: 'It uses being old as a put-down.',
    suggestions: fixed(),
  },
  {
    id: 'grey-brigade',
    category: 'age',
    pattern: phrase('(?:grey|gray|blue rinse|zimmer(?: frame)?|walking stick|cardigan) (?:brigade|army|set|crowd)'),
    why: 'It mocks older people as a herd by their age.',
    suggestions: fixed('older visitors'),
  },
  {
    id: 'young-and-good-looking',
    category: 'age',
    pattern: phrase(
      '(?:young and (?:good looking|attractive|pretty|handsome|hot|beautiful|glamorous)|(?:good looking|attractive|pretty|handsome) and young)',
    ),
    why: 'It presents youth and looks as what counts in staff, which puts people down by their age.',
    suggestions: fixed('skilled', 'friendly'),
  },
  {
    id: 'origin-group-only',
    category: 'race',
    pattern: phrase(
      `(?:only (?:(?:${origins}) ){1,2}(?:${admitted})|(?:${origins}) (?:${admitted}) (?:only|preferred)|(?:ideal|suitable|perfect|best suited) for an? (?:${origins}) (?:family|couple|tenant|person|household)|(?:${origins})(?: or (?:${origins}))? (?:${admitted}) (?:only|preferred))`,
    ),
    why: 'It lets people in or keeps them out by their origin, faith or caste, which is discrimination in housing and work.',
    suggestions: fixed('all applicants', 'a family'),
  },
  {
    id: 'origin-group-kept-out',
    category: 'race',
    pattern: phrase(
      `(?<phrase>(?:[\\p{L}]+ )?(?:owned by |run by )?(?:[\\p{L}]+ )?of (?:${origins})(?: (?:and|or) (?:${origins}))? (?:origin|descent|heritage|background)|(?:${people}) from (?:(?:african|asian|arab|latin american|eastern european|middle eastern) countries|eastern europe|the middle east|africa|asia|india|pakistan|bangladesh|nigeria|romania|poland|abroad|overseas|other states|other countries|outside the (?:uk|us|eu)))(?=(?:[^.;!?]){0,20}?(?<![\\p{L}])(?:not|never|no longer|need an extra|must provide|are asked to|may only|can only))`,
    ),
    why: 'It keeps people away from work or a place by where they come from, which is race discrimination.',
    suggestions: fixed('drivers'),
  },
  {
    id: 'origin-group-cannot',
    category: 'race',
    pattern: phrase(
      `(?<phrase>(?:overseas|foreign|international|immigrant|migrant|(?:${origins})) (?:${people}))(?= (?:(?:who|that) (?:cannot|can't|don't|do not) follow|(?:who |that )?(?:don't|do not|can't|cannot|never|won't|will not) (?:understand|respect|learn|care|bother|fit in)))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It says people of one origin, as a group, do not understand or respect the rules: a stereotype by origin. Say what the rule is for everyone.',
    suggestions: fixed('some residents', 'everyone'),
  },
  {
    id: 'outsiders-blamed',
    category: 'race',
    pattern: phrase(
      '(?:mostly|mainly|usually|often|typically|always|all) (?:outsiders|migrants|immigrants|foreigners|outstation people)(?: from (?:other states|other countries|abroad|overseas|outside))?',
    ),
    near: /pickpocket|thie(?:f|ves)|theft|crime|criminal|fraud|scam|steal|robber/iu,
    why: 'It blames crime on people by where they come from, a stereotype by origin.',
    suggestions: fixed(),
  },
  {
    id: 'local-experience-required',
    category: 'race',
    pattern: phrase(
      '(?<phrase>(?:canadian|uk|british|us|american|australian|new zealand|irish|european|western) (?:work )?experience)(?: is)? (?:required|essential|a must|mandatory|only|necessary)',
    ),
    why: 'Asking for experience in one country shuts out newcomers by their national origin, which human rights bodies treat as discrimination. Ask for the skills the work needs.',
    suggestions: fixed('relevant experience'),
  },
  {
    id: 'talent-by-origin',
    category: 'race',
    pattern: phrase(
      '(?:expect|typical|common|usual) (?:from|of|among|in) (?:an? )?(?:indigenous|aboriginal|black|african|asian|latin|latino|brazilian|islander|pacific islander|caribbean|jamaican|kenyan|ethiopian|nigerian|chinese|indian|mexican) (?:player|players|athlete|athletes|runner|runners|people|person|man|men|woman|women|boy|boys|girl|girls|kid|kids)',
    ),
    why: 'It credits a skill to someone’s race or origin, a stereotype however kindly meant. Credit the person.',
    suggestions: fixed(),
  },
  {
    id: 'tribal-chanting',
    category: 'race',
    pattern: phrase('tribal (?:chanting|chants|drums|drumming|war cries|war cry|war paint|warpaint)'),
    why: 'It borrows peoples’ ceremonies as a figure for noise or aggression.',
    suggestions: fixed('loud chanting', 'drumming'),
  },
  {
    id: 'origin-group-trait',
    category: 'race',
    pattern: phrase(
      `(?<phrase>(?:${origins})(?:,? (?:and|or) (?:${origins}))? (?:${people})|(?:${people}) from (?:the )?(?:[\\p{L}-]+ ){0,2}(?:region|regions|state|states|county|counties|province|provinces|countryside|villages?|tribes?)|the (?:turkana|maasai|luo|kikuyu|luhya|kalenjin|kamba|somalis|ethiopians|filipinos|indians|chinese|nigerians)(?! (?:${people})))(?=(?:[^.;!?]){0,80}?(?<![\\p{L}])(?:${traits}))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It says what people of one origin are like, as a group: a stereotype by origin, whether it praises or blames. Speak of the people in question, or of everyone.',
    suggestions: fixed('some workers', 'everyone'),
  },
  {
    id: 'pay-by-origin',
    category: 'race',
    pattern: phrase(
      `(?:\\d[\\d,.]*|salary|pay|wages?|rates?) (?:a month |per month |an hour |per hour |a day |per day )?for (?:${origins}) (?:expatriates|expats|nationals|staff|workers|employees|hires|helpers|maids|drivers)`,
    ),
    why: 'Paying people differently by nationality or origin for the same work is pay discrimination. Pay by the role.',
    suggestions: fixed('for the role'),
  },
  {
    id: 'hide-an-accent',
    category: 'race',
    pattern: phrase(
      '(?:hide|lose|neutrali[sz]e|reduce|get rid of|tone down|mask|soften|correct) (?:their|your|his|her|an?|the) (?:[\\p{L}]+ )?accents?',
    ),
    why: 'It treats where someone comes from as a fault to cover up. Ask for clear speech, which any accent can give.',
    suggestions: fixed('speak clearly'),
  },
  {
    id: 'names-by-origin',
    category: 'race',
    pattern: phrase(
      `(?:${people}|anyone|those) with (?:${origins}|foreign|foreign sounding|ethnic|unusual|arabic|non english) (?:sounding )?names?`,
    ),
    why: 'It treats people differently by the origin their name suggests, which is race discrimination.',
    suggestions: fixed('every caller', 'everyone'),
  },
  {
    id: 'smelly-foreign-food',
    category: 'race',
    pattern: phrase(
      '(?:smelly|stinky|stinking|weird|strange|funny|pungent) (?:foreign|ethnic|indian|chinese|asian|african|curry|immigrant) (?:food|foods|cooking|dishes|lunches|smells)',
    ),
    why: 'It mocks other peoples’ food as foreign and unpleasant, which puts down the people who eat it.',
    suggestions: fixed('strong-smelling food'),
  },
  {
    id: 'peoples-as-primitive',
    category: 'race',
    pattern: phrase(
      "(?:(?:exotic|primitive|savage|backward|uncivili[sz]ed|friendly|local) natives(?! of)|the natives(?= (?:at|here|there|who|are|were|will|can|do|don't|love|like|run|seem|know|work)\\b)|primitive (?:tribal|tribes?|peoples?|natives|huts?|villages?|cultures?|customs|rituals|societ(?:y|ies)|folk)|tribal (?:dialects?|huts?|mentality|customs|rituals|ways|peoples)|mysterious (?:rituals|customs|ways))",
    ),
    why: 'It paints a people as primitive or strange, a colonial way of seeing them. Name the people, the place or the language.',
    suggestions: fixed(),
  },
  {
    id: 'foreigners-set-apart',
    category: 'race',
    pattern: phrase(
      "(?:the|those|these|our|all the) foreigners(?!['’]| (?:office|authority|department|registration|act|law))|(?:fiery|hot|passionate|volatile|hot blooded) (?:latin|latino|latina|italian|irish|spanish|mediterranean|african|arab|gypsy) (?:temperament|temper|blood)|(?:latin|latino|mediterranean|gypsy) temperament",
    ),
    unlessSaid: reportedSaid,
    why: 'It sets people apart as foreign, or gives a whole people one temperament. Name the team or the person.',
    suggestions: fixed(),
  },
  {
    id: 'from-one-community',
    category: 'race',
    // "Cashiers should preferably come from the manager's own community."
    pattern: phrase(
      "(?:should|must|shall|will|ought to|need to|have to) (?:preferably |ideally |only |all |always )?(?:come|be) from (?:the |our |their |his |her |the [\\p{L}]+['’]s |the same |one )?(?:(?:own|same) (?:community|tribe|caste|clan|village|region|state|background)|(?:tribe|caste|clan|community) as)",
    ),
    why: 'It picks people by where their family comes from, which is discrimination by origin. Say what the work needs.',
    suggestions: fixed(),
  },
  {
    id: 'origin-preferred',
    category: 'race',
    // "Chinese preferred." as an item of its own in a job ad or a letting.
    pattern: phrase(
      `(?<=(?:^|[.;:,\\n•·]\\s*))(?:${origins}|${moreOrigins}|${originPlurals})(?: or (?:${origins}|${moreOrigins}))?(?: (?:nationals?|citizens?|candidates?|applicants?|staff|tenants?|workers?|people))? (?:preferred|only)(?=\\s*(?:[.;,\\n]|$))`,
    ),
    why: 'It lets people in or keeps them out by their origin, which is discrimination. Name the language or the skill the work needs.',
    suggestions: fixed(),
  },
  {
    id: 'exotic-east',
    category: 'race',
    pattern: phrase('(?:mysterious|exotic|inscrutable|timeless) (?:orient|east)|(?:the )?dark continent'),
    why: 'It paints whole regions as strange and unknowable, a colonial way of seeing them. Name the country.',
    suggestions: fixed(),
  },
  {
    id: 'origin-as-a-trait',
    category: 'race',
    pattern: phrase(
      `(?:easy|hard|difficult|tricky|awkward) to (?:pronounce|say|spell) (?:names?|surnames?)|(?:names?|surnames?) (?:(?:that|which) )?(?:(?:is|are) )?(?:[\\p{L}]+ ){0,3}?(?:(?:will|would|can|could|may) )?(?:find )?(?:(?:easy|hard|difficult|impossible|tricky|awkward) (?:for (?:[\\p{L}]+ ){1,2})?to (?:pronounce|say|spell)|(?:pronounce|say|spell) (?:easily|properly|correctly|without trouble)|(?:easily|properly|correctly) (?:pronounce|say|spell))|accents? (?:may|might|will|would|could|won['’]t|wouldn['’]t)(?: not)? (?:go down|land|put (?:[\\p{L}]+ ){0,2}off|be (?:a problem|an issue|a barrier|hard)|confuse|grate)|(?:thick|heavy|strong|broad) accents?(?: (?:that|which))?(?: [\\p{L}]+){0,3} (?:will|would|may|might|could) (?:struggle|find|not understand|put)|(?:kiwi|aussie|british|english|american|irish|scottish|local|native|western|neutral|posh|white) sounding (?:english|accents?|voices?|names?)|on (?:island|african|caribbean|jamaican|fiji|fijian|pacific|latin|mexican|indian|desi|nigerian|naija) time|(?:names?|surnames?) from (?:the )?(?:indian )?(?:subcontinent|middle east|far east|${places})(?![\\p{L}])|prefer (?:an? |the )?(?:${origins}|${moreOrigins}) (?:kitchens?|cooks?|caterers?|households?|landlords?|tenants?|famil(?:y|ies)|carers?|teachers?|doctors?|nurses?|drivers?|staff|workers?|suppliers?|firms?|candidates?|applicants?|people|m[ae]n|wom[ae]n)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It treats people by their origin, from the time they keep, their name or their accent to the checks they face or the work they are trusted with. Judge each person, and each supplier, on their own record.',
    suggestions: fixed(),
  },
  {
    id: 'origin-or-faith-held-against',
    category: 'race',
    // Papers, prayers, names, accents and looks that sort people by origin or faith.
    pattern: phrase(
      '(?:overseas|foreign|non uk|non us|non eu|non british|non australian|non irish) passports? (?:are|is|will be) not (?:accepted|valid|allowed|recogni[sz]ed)|(?:expected|required|obliged|made) to (?:join|attend|take part in|say|recite|lead)(?: (?:in|the|a|our|short|daily|morning|opening|closing|christian|muslim|hindu))* (?:prayers?|grace|mass|worship|devotions?|hymns?)|(?:struggle|cope|trip up|stumble) (?:with|over) (?:his|her|their) (?:[\\p{L}]+ )?(?:name|surname)|accents? (?:puts?|turns?) (?:[\\p{L}]+ ){0,2}off|(?:looks?|sounds?|seems?) (?:foreign|ethnic|exotic|asian|african|arab|muslim|jewish|indian|chinese|black|middle eastern)(?![\\p{L}])|not (?:be )?(?:granted|given|allowed|approved) for (?:non christian|other|minority) (?:religious|faith) (?:festivals|holidays|days|observances)|(?:must|should|need to) have been born in|(?:adopt|use|take|choose|go by) an? (?:english|western|anglo|british|american|christian)(?: sounding)?(?: [\\p{L}]+)? name',
    ),
    unlessSaid: reportedSaid,
    why: 'It sorts people by their origin or faith: the passport they hold, the prayers they say, their name, accent or looks. Judge each person on the work, and accommodate faith where the work allows.',
    suggestions: fixed(),
  },
  {
    id: 'faith-kept-out',
    category: 'race',
    pattern: phrase(
      `(?:may not|must not|cannot|can't|are not (?:allowed|permitted) to|should not|shouldn't) wear (?:a |their |any )?(?:headscarf|headscarves|hijabs?|turbans?|kippahs?|yarmulkes?|skullcaps?|niqabs?|burqas?|religious (?:dress|head ?coverings?|symbols?))|no (?:headscarves|hijabs|turbans|religious (?:dress|head ?coverings|symbols))|(?:headscarves|headscarfs|hijabs|turbans|kippahs|yarmulkes|skullcaps|niqabs|burqas|religious (?:dress|head ?coverings|head ?wear|symbols)) (?:are|is) not (?:permitted|allowed|acceptable|accepted|worn|part of)|(?:eid|diwali|ramadan|hanukkah|passover|yom kippur|vaisakhi|navratri|religious|faith)(?: festival)? (?:leave|holidays?|time off|days? off)(?: requests?)?(?: [\\p{L}]+){0,2} (?:will not|won't|shall not|cannot|can't|are not|is not) (?:be )?(?:approved|granted|allowed|given|accepted)|\\p{L}+ born (?:${people}) (?:will|shall|should|are|get)(?: be)? (?:given )?(?:priority|preference|preferred|first)|(?:put|place|move|rank) \\p{L}+ born (?:${people}) (?:at the top|first|ahead)|as an? (?:muslim|jew|hindu|christian|sikh|catholic|buddhist|jain|mormon|immigrant|foreigner),? (?:he|she|they)(?:['’]ll| will| would| may| might| is| are| won['’]t| can['’]t| cannot)(?: not)? (?:be |probably |naturally |obviously )?[\\p{L}]+`,
    ),
    unlessSaid: reportedSaid,
    why: 'It keeps people out, or puts them first, by faith or by where they were born: dress their faith asks of them, leave for its festivals, a birthplace. Judge each person on the work, and accommodate faith where the work allows.',
    suggestions: fixed(),
  },
  {
    id: 'young-people-nowadays',
    category: 'age',
    pattern: phrase(
      '(?:young people|youngsters|young ones|kids|the young|teenagers|school leavers|millennials|gen z) (?:nowadays|these days|of today)',
    ),
    why: 'It blames a whole generation for something, a stereotype by age.',
    suggestions: fixed('some people'),
  },
  {
    id: 'suits-the-young',
    category: 'age',
    pattern: phrase(
      '(?:suits?|ideal for|perfect for|suitable for|best suited to|would suit) (?:an? )?(?<phrase>young|younger)(?=,|\\s)',
    ),
    why: 'It says the work is for the young, which shuts out older people: age discrimination.',
    suggestions: fixed('anyone who'),
  },
  {
    id: 'only-staff-of-an-age',
    category: 'age',
    pattern: phrase(
      `only (?:${people}) (?:aged |under |below |over |above |younger than |older than )(?!(?:16|18|21)(?: (?:and|or) (?:over|above|older))?(?!\\d))\\d\\d`,
    ),
    // An insurer's or a licence's age, said as the reason ("our fleet insurer will not cover younger drivers").
    unlessSaid: reportedSaid,
    why: 'It gives work only to people of an age, which is age discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'origin-plural-claim',
    category: 'race',
    pattern: phrase(
      `(?<phrase>${originPlurals}|(?:${origins}) (?:${people}))(?= (?:often|usually|always|generally|typically|tend to|are almost always|never) )`,
    ),
    unlessSaid: reportedSaid,
    why: 'It says what people of one origin do, as a group: a stereotype by origin. Judge each person or case on its own facts.',
    suggestions: fixed('some people'),
  },
  {
    id: 'vice-as-culture',
    category: 'race',
    pattern: phrase(
      '(?:bribery|corruption|lying|cheating|dishonesty|fraud|violence|laziness|lateness) (?:is|are) (?:part of (?:the|their) culture|in their (?:blood|nature|culture))',
    ),
    why: 'It lays a vice on a whole people’s culture, a stereotype by origin.',
    suggestions: fixed(),
  },
  {
    id: 'your-english-is-good',
    category: 'race',
    pattern: phrase('your english is (?:very |really |so |surprisingly |remarkably )?(?:good|excellent|great|fluent)'),
    why: 'Praising someone’s English assumes they are foreign, by their name or their looks.',
    suggestions: fixed(),
  },
  {
    id: 'grumpy-old-people',
    category: 'age',
    pattern: phrase(
      '(?:technophobic|grumpy|doddery|senile|crotchety|cranky|cantankerous) (?:old |older |elderly )?(?:people|folks?|seniors|pensioners|customers|men|women)',
    ),
    why: 'It calls older people grumpy, frail or afraid of technology: a stereotype by age.',
    suggestions: fixed('older customers'),
  },
  {
    id: 'refused-over-an-age',
    category: 'age',
    pattern: phrase(
      "(?:(?:do not|don't|won't|will not|cannot|can't) (?:quote|offer|sell|lend|insure|cover|hire|employ|accept)(?: [\\p{L}]+){0,3} (?:to )?(?:anyone|people|customers|applicants|those)|not for you if you(?:'re| are)) (?:over|above|aged over|older than) [4-9]\\d",
    ),
    why: 'It refuses people over an age, whatever their own case, which is age discrimination unless the law or a fair reason allows it.',
    suggestions: fixed(),
  },
  {
    id: 'recommended-under-an-age',
    category: 'age',
    pattern: phrase(
      '(?:recommend|suited|aimed|targeted|designed|ideal|perfect)(?: [\\p{L}-]+){0,6}? (?:to|for|at) (?:[\\p{L}-]+ ){0,4}?(?:people|staff|applicants|participants|customers|those|students|leavers) (?<phrase>(?:under|below|younger than) [2-6]\\d)',
    ),
    unlessSaid: /child|kids?(?![\p{L}])|bab(?:y|ies)|toddler|infant|minor|pupil/iu,
    why: 'It offers the course or product to people under an age, which shuts out older people: age discrimination.',
    suggestions: fixed(),
  },
];
