import { type AddedPhrase, fixed, phrase } from './added-phrase-patterns.ts';

// Added phrases that say what a whole group is like, or let a group in or keep it out (decision
// 207, the twenty-seventh and twenty-eighth sets): older people who "can't cope", young tenants
// "who want to party", overseas tenants who "don't understand", flats for one faith or caste,
// drivers from one region kept off a site. Age and origin, one list each.

/** Nouns of people a notice or an advert speaks of. */
const people =
  'people|persons|residents|tenants|renters|passengers|travell?ers|volunteers|staff|workers|employees|colleagues|customers|clients|members|users|drivers|visitors|guests|folks?|citizens|neighbou?rs|applicants|candidates|families|students|couples|contractors|pickers|cleaners|labourers|laborers|players';

/** Words of a group by its age. */
const olderGroup = `(?:older|elderly|senior|aged|retired) (?:${people})|seniors|pensioners|oaps|the elderly|(?:${people}) (?:above|over|older than) [4-7]\\d(?: years(?: of age| old)?)?`;

/** What a group is said to be unable to do, or kept from. */
const cannot =
  "(?:can't|cannot|can not|won't|struggle to) (?:cope|use|handle|keep up|manage|learn|understand|adapt)|struggles? with|(?:aren't|are not) (?:great|good|comfortable|able)|(?:don't|do not) (?:understand|get|know how)|(?:usually|often|generally|tend to) find(?:[\\p{L}\\s]){0,25}(?:confusing|hard|difficult)|get confused|are slow|slow down|tend to slow|are slower|reflexes are slower|are hopeless|are bad at|(?:will|shall|may) not be (?:assigned|hired|considered|allowed|given|selected|employed)";

/** Whom an advert or a notice lets in: tenants, buyers, applicants, staff. */
const admitted =
  'families|tenants|renters|applicants|candidates|couples|bachelors|family|couple|tenant|household|workers|staff|employees|drivers|hires|buyers|guests';

/** Words of a group by its origin, faith or caste. */
const origins =
  'christian|catholic|protestant|muslim|hindu|jewish|sikh|buddhist|jain|parsi|brahmin|dalit|south indian|north indian|marathi|gujarati|punjabi|tamil|telugu|bengali|malayali|kannadiga|chinese|indian|asian|african|european|eastern european|white|black|arab|english|british|irish|scottish|welsh|aussie|australian|american|canadian|mexican|hispanic|latino|filipino|nigerian|polish|romanian|russian|korean|japanese|pakistani|bangladeshi|sri lankan|nepali|somali|vietnamese|(?:pure )?veg(?:etarian)? (?:brahmin|jain|hindu|gujarati|marwari)';

export const groupAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'older-people-cannot',
    category: 'age',
    pattern: phrase(`(?<phrase>${olderGroup})(?=(?:,? who)?(?:[^.;!?]){0,40}?(?<![\\p{L}])(?:${cannot}))`),
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
      `(?:only (?:(?:${origins}) ){1,2}(?:${admitted})|(?:${origins}) (?:${admitted}) (?:only|preferred)|(?:ideal|suitable|perfect|best suited) for an? (?:${origins}) (?:family|couple|tenant|person|household))`,
    ),
    why: 'It lets people in or keeps them out by their origin, faith or caste, which is discrimination in housing and work.',
    suggestions: fixed('all applicants', 'a family'),
  },
  {
    id: 'origin-group-kept-out',
    category: 'race',
    pattern: phrase(
      `(?<phrase>(?:${people}) from (?:eastern europe|the middle east|africa|asia|india|pakistan|bangladesh|nigeria|romania|poland|abroad|overseas|other states|other countries|outside the (?:uk|us|eu)))(?=(?:[^.;!?]){0,20}?(?<![\\p{L}])(?:not|never|no longer))`,
    ),
    why: 'It keeps people away from work or a place by where they come from, which is race discrimination.',
    suggestions: fixed('drivers'),
  },
  {
    id: 'origin-group-cannot',
    category: 'race',
    pattern: phrase(
      `(?<phrase>(?:overseas|foreign|international|immigrant|migrant|(?:${origins})) (?:${people}))(?= (?:don't|do not|can't|cannot|never|won't|will not) (?:understand|respect|learn|care|bother|fit in))`,
    ),
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
];
