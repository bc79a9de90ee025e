import {
  type AddedPhrase,
  fixed,
  hiringNearby,
  hiringOrRequired,
  hiringSentence,
  phrase,
  schemeRules,
} from './added-phrase-patterns.ts';

// The added phrases of age that set an age limit or range for a role (decisions 140 and 207).

/**
 * Words of a financial product, whose terms may set ages by its risk ("New policies are available
 * to applicants aged 18 to 65 at entry"): not a job's age limit.
 */
const productTerms =
  /\b(?:policyholder|polic(?:y|ies)|premiums?|annuit|mortgages?|loans?|credit cards?|life cover|at entry|underwrit|insurers?\b|surcharge|accounted for|made up|\d+ ?(?:%|percent|per cent))/iu;

/** Equality monitoring that reads its figures ("where the figures show applicants aged over 50 dropping out"): no limit set. */
const monitored =
  /\b(?:figures|data|statistics|numbers|monitoring) (?:show|shows|showed|suggest|suggests)\b|\bdrop(?:ping|ped)? out\b/iu;

/** A product's terms, or a public scheme's own rules, set the ages: not an employer's limit. */
const notAJobsLimit = {
  test: (sentence: string) => productTerms.test(sentence) || schemeRules.test(sentence) || research.test(sentence),
};

/** A study's or a trial's own eligibility: the age range its protocol sets. */
const research =
  /\b(?:clinical (?:study|trial)|(?:study|trial)['’]?s? (?:protocol|eligibility)|take part in (?:a|the|our|this) (?:study|trial))\b/iu;

/** A sentence after an age range that says who set it ("The age range is set by the study protocol"). */
const rangeSetBy =
  /^(?:the|this|that|these) age (?:range|limit|band|bracket|criteria|criterion)s? (?:is|are|was|were) (?:set|fixed|required|laid down|decided|defined) by/iu;

/** Hiring words before, or a contract's "shall be" ("Operatives supplied … shall be aged between 18 and 35"). */
const hiringOrShallBe = new RegExp(`(?:${hiringSentence.source})|(?:^|[^\\p{L}])shall be[^.!?;]{0,20}$`, 'iu');

export const ageLimitAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'age-range-listed',
    category: 'age',
    // "Age 25–35." as an item of its own in a job ad's list of requirements.
    pattern: phrase(
      '(?<=(?:^|[.;:\\n•·]\\s*))(?:age|aged):? (?:between )?(?:1[89]|[2-6]\\d)(?: )?(?:to|-|–|and)(?: )?[2-6]\\d(?!\\d)(?: years(?: old)?)?(?=\\s*(?:[.;,\\n]|$))',
    ),
    near: hiringNearby,
    unlessSaid: productTerms,
    why: 'An age range for a role shuts out everyone outside it, which is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'age-limit',
    category: 'age',
    // Over 16, 18 or 21 is an age the law sets for much work (alcohol, driving, night work).
    pattern: phrase(
      // "31% of new hires were aged under 25" reports; it asks nothing.
      '(?:(?:be|(?<!(?:were|was|are|is) )aged) (?:under|below|younger than|(?:over|older than)(?! (?:16|18|21)(?!\\d)))|no older than|not older than|no younger than) \\d{2}|(?:be|(?<!(?:were|was|are|is) )aged) \\d{2} (?:or|and) (?:under|below|younger|less)',
    ),
    after: hiringOrRequired,
    unlessSaid: { test: (sentence: string) => productTerms.test(sentence) || monitored.test(sentence) },
    why: 'An age limit for a role is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'between-ages',
    category: 'age',
    pattern: phrase(
      'be between (?:1[6-9]|[2-6]\\d) and (?:[2-7]\\d)(?![\\d%])(?! (?:years|per|hours?|days?|weeks?|months?|kg|staff|people|employees|units|items|orders|minutes))',
    ),
    after: hiringSentence,
    unlessSaid: notAJobsLimit,
    answeredBy: rangeSetBy,
    why: 'An age range for a role shuts out everyone outside it, which is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'years-old-range',
    category: 'age',
    pattern: phrase('between (?:1[89]|[2-6]\\d) and (?:[2-7]\\d) (?:years old|years of age)'),
    after: hiringOrRequired,
    unlessSaid: productTerms,
    why: 'An age range for a role shuts out everyone outside it, which is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'age-range',
    category: 'age',
    pattern: phrase(
      `(?<!playing[\\s-])(?:aged|ages?:?|between the ages of) (?:between )?(?:1[89]|[2-6]\\d)(?: )?(?:to|-|–|and)(?: )?(?:[2-6]\\d)(?!\\d)(?: years(?: old)?)?`,
    ),
    after: hiringOrShallBe,
    unlessSaid: notAJobsLimit,
    answeredBy: rangeSetBy,
    why: 'An age range for a role shuts out everyone outside it, which is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'age-limit-listed',
    category: 'age',
    // "Requirements: …; aged under 35." as an item of a job's requirements.
    pattern: phrase(
      '(?:aged |(?:candidates|applicants) (?:aged )?)(?:under|below|not over|no more than|no older than) (?:[2-6]\\d)(?!\\d)(?=(?: years(?: old| of age)?)?\\s*(?:[.;,]|$))',
    ),
    after: hiringSentence,
    unlessSaid: notAJobsLimit,
    why: 'An age limit for a role shuts out everyone outside it, which is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'maximum-age',
    category: 'age',
    pattern: phrase(
      '(?:(?:(?:max(?:imum)?|upper) age(?: limit)?|age limit|age cap)(?: (?:of|is))?:?|age:?(?: )?(?:not above|not more than|not older than|not over|below|under|max(?:imum)?|up to)|(?:not above|not older than) ) (?:[2-6]\\d)(?!\\d)(?!(?: years?(?: old)?)? (?:for|of) (?:vehicles?|cars?|trucks?|equipment|assets?|machines?|tyres?|tires?|buildings?|the fleet))',
    ),
    unlessSaid: productTerms,
    why: 'An age limit for a role is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'age-preferred',
    category: 'age',
    pattern: phrase(
      `(?:(?:aged?|(?:candidates|applicants|people|someone|persons?)(?: aged)?) (?:under|below|over(?! (?:16|18|21)(?!\\d))|between) (?:[2-6]\\d)(?:(?: |-|–|to|and)+[2-7]\\d)?(?: years(?: old| of age)?)? (?:preferred|only|required|essential|desirable)(?! (?:pay|need|have|get|receive|qualify))|(?:ideally|preferably)(?: aged)? (?:under|below|over(?! (?:16|18|21)(?!\\d))|no older than|not older than|not above|between) (?:[2-6]\\d)(?!\\d))`,
    ),
    unlessSaid: productTerms,
    why: 'Preferring people of one age shuts out everyone else, which is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'people-under-an-age-wanted',
    category: 'age',
    pattern: phrase(
      '(?:open to recent graduates|(?:looking for|seeking|we want|we need|hiring|recruiting|prefer)(?: [\\p{L}-]+){0,3} (?:graduates|candidates|applicants|people|individuals|professionals|hires|talent|someone|somebody|a person|persons|staff|an? [\\p{L}]+(?:er|or|ist|ian|ant)))(?: with| who)? (?<phrase>(?:aged )?(?:under|below|younger than) [2-6]\\d)(?!\\d)',
    ),
    unlessSaid: productTerms,
    why: 'It sets an upper age for who may apply, which is age discrimination.',
    suggestions: fixed(),
  },
];
