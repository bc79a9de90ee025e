import type { FindingCategory } from './bias-finding.ts';

// What the added phrases of each category are written with: the shape of an added phrase, the
// pattern helper, and the word lists and contexts several categories share.

/**
 * A phrase the check adds to retext-equality's (decisions 140 and 207). Its pattern's `phrase`
 * group (or `kept` or `moved`, the same part in other branches of the pattern), when it has one, is the
 * flagged part; else the whole match.
 */
export interface AddedPhrase {
  id: string;
  category: FindingCategory;
  pattern: RegExp;
  /**
   * When set, a match counts only where this matches the 40 characters of its sentence right
   * before it (the words that make it about hiring). Tested on the match, not in the pattern: a
   * lookbehind in the pattern would be tried at every place of the text.
   */
  after?: RegExp;
  /**
   * When set, a match counts only where this matches the text within 300 characters of it, either
   * side ("normal employees" only where disabled employees are spoken of).
   */
  near?: RegExp;
  /**
   * When set, a match does not count where this matches its sentence (the 200 characters either
   * side, up to a full stop): "U.S. citizenship is required, as set out in Executive Order 12968".
   */
  unlessSaid?: Pick<RegExp, 'test'>;
  /**
   * When set, a match does not count where the sentence after its own opens with this: a claim
   * told and then answered ("… would not cope with the app. The figures do not support that view.").
   */
  answeredBy?: RegExp;
  /**
   * When set, the pattern is tried only on a text where this matches somewhere: a cheap test of
   * words the pattern cannot match without, so that a long pattern is not tried at every place
   * of every text.
   */
  onlyIn?: { test(text: string, stems: () => ReadonlySet<string>): boolean };
  why: string;
  suggestions: (phrase: string) => string[];
}

/**
 * Every match of a global pattern in a text, read with the pattern itself. `matchAll` copies the
 * pattern, and a copy of a long pattern compiles again whenever the engine's cache of compiled
 * patterns has been cleared by a garbage collection: half a second or more each for the longest
 * (the claims about a group), paid in the middle of a check.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  // As `matchAll` does: a pattern without the global flag would give its first match for ever.
  if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern: /${pattern.source}/${pattern.flags}`);
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    found.push(match);
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  pattern.lastIndex = 0;
  return found;
}

/** The first five letters of a word: enough to match its plural and its other endings. */
export const wordStem = (word: string) => word.slice(0, 5);

/** The stems of a text's words, lower case. */
export function textStems(text: string): ReadonlySet<string> {
  return new Set([...text.toLowerCase().matchAll(/\p{L}+/gu)].map(([word]) => wordStem(word)));
}

/** A pattern of words: a space matches white space or a hyphen; whole words only; any case. */
export function phrase(source: string, flags = 'giu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source.replaceAll(' ', '[\\s\\u00a0-]+')})(?![\\p{L}\\p{N}])`, flags);
}

/** An added phrase's `onlyIn`: tried only on a text with one of these words, so that a pattern with long lists of people is not tried everywhere. */
export const onlyWith = (words: RegExp): NonNullable<AddedPhrase['onlyIn']> => ({ test: (text) => words.test(text) });

export const fixed =
  (...suggestions: string[]) =>
  () =>
    suggestions;

export const conditions =
  "epilepsy|autism|dyslexia|dyspraxia|depression|anxiety|diabetes|asthma|arthritis|cancer|dementia|alzheimer'?s|parkinson'?s|multiple sclerosis|ms|cerebral palsy|deafness|blindness|hearing loss|sight loss|vertigo|migraines?|adhd|ocd|ptsd|bipolar(?: disorder)?|schizophrenia|disabilit(?:y|ies)|(?:a )?(?:mental )?illness(?:es)?|(?:a )?(?:long-term |chronic )?(?:health )?conditions?|disorders?|syndrome|diseases?|paralysis|polio|(?:a )?stroke|long covid|fibromyalgia|lupus|crohn['’]?s(?: disease)?|colitis|coeliac disease|celiac disease|tinnitus|glaucoma|cataracts?|macular degeneration|diabetic eye disease|a stammer|a stutter|me|cfs|(?:an? )?(?:visual|hearing|sight|mobility|physical|speech|cognitive|intellectual) impairments?";

/** Words that say a text is about hiring, before an age range ("the ideal candidate is aged 25 to 35"). */
export const hiringWords =
  "candidates?|applicants?|ideally|preferably|ideal|looking for|seeking|we want|we need|(?:is|are|we're|we are) after|would suit|you will be|you'll be|must be|should be|role|position|vacancy|job|hire|hiring|recruit(?:ing)?";

/** The 40 characters of a sentence before a match, when they make it about hiring. */
export const hiring = new RegExp(`(?:^|[^\\p{L}])(?:${hiringWords})[^.!?;]{0,40}$`, 'iu');
/** Anywhere earlier in the sentence (200 characters), words of hiring or of a job's requirements ("Requirements: …; age 21 to 28 years"). */
export const hiringSentence = new RegExp(
  `(?:^|[^\\p{L}])(?:${hiringWords}|requirements?|qualifications?|criteria|eligibility)[^.!?]{0,200}$`,
  'iu',
);
/**
 * The same, or words of a programme's eligibility ("open to those who graduated in 2023"): where a
 * graduation year stands for an age, a scheme asks it as a job does.
 */
export const hiringOrProgramme = new RegExp(
  `(?:^|[^\\p{L}])(?:${hiringWords}|requirements?|eligib(?:le|ility)|open to|programme|program|scheme|placements?|internships?|apprenticeships?|must|should|required)[^.!?]{0,200}$`,
  'iu',
);
/** Hiring words, or "need", "want", "taking on" in the 40 characters before. */
export const hiringOrNeeded = new RegExp(
  `(?:^|[^\\p{L}])(?:${hiringWords}|needs?|needed|wants?|wanted|taking on)[^.!?;]{0,40}$`,
  'iu',
);

/** Words of a role that the law lets one sex fill: an occupational requirement, an exemption granted. */
export const lawfulForOneSex =
  /occupational (?:requirement|qualification)|religious requirement|exemption (?:granted|under|from)|granted an exemption|Schedule 9|exempt(?:ed)? (?:under|by)/iu;

/** Hiring, or a requirement put on the reader or on whoever applies ("you must be under 30"). */
export const hiringOrRequired = new RegExp(
  `(?:^|[^\\p{L}])(?:${hiringWords}|must|should|shall|needs? to|ha(?:ve|s) to|required to|expected to)[^.!?;]{0,40}$`,
  'iu',
);
export const hiringOrSomeone = new RegExp(
  `(?:^|[^\\p{L}])(?:${hiringWords}|someone|people|person)[^.!?;]{0,40}$`,
  'iu',
);

/**
 * Words of a job or a scheme anywhere near (an added phrase's `near`): a job ad's lines stand apart
 * ("U.S. citizens only." after the duties), so the sentence before may say nothing of hiring.
 */
export const hiringNearby = new RegExp(
  `(?:^|[^\\p{L}])(?:${hiringWords}|requirements?|apply|applications?|vacanc(?:y|ies)|shifts?|salary|per hour|eligib(?:le|ility)|programme|program|scheme|internships?|apprenticeships?)(?![\\p{L}])`,
  'iu',
);

/** A legal basis named for a requirement (a clearance, a law, a regulation). */
export const legalBasis =
  /(?:clearance|by law|required by|as set out in|set by|in accordance with|under the (?:rules|terms|conditions) of (?:the )?(?:[\p{L}]+ ){0,4}?(?:programme|program|scheme|fund|grant)|(?:programme|program|scheme|fund|grant)['’]s (?:rules|terms|conditions)|(?:under|in line with|pursuant to|in accordance with) (?:the )?(?:\p{Lu}[\p{L}-]*\s+){1,6}(?:Act|Order|Regulations?|Rules)|(?:article|section) \d+ of|labou?r (?:code|law)|executive order|c\.?f\.?r\.?|statute|statutory|legislation|regulations?|or (?:a |be a )?(?:permanent )?residents?|or (?:hold|have) (?:a )?(?:valid )?(?:work )?(?:visa|permit)|or (?:have|hold) the right to work)/iu;

/** A public scheme's own rules, which set who may take part ("Under the rules of the YES programme, applicants must be aged 18 to 35"). */
export const schemeRules =
  /under the (?:rules|terms|conditions) of (?:the )?(?:[\p{L}]+ ){0,4}?(?:programme|program|scheme|fund|grant)|(?:programme|program|scheme|fund|grant|funder|funders)['’]s? (?:rules|terms|conditions|criteria|eligibility)|definition of (?:youth|a young person|young people)|by its (?:own )?(?:rules|terms|conditions)|funded (?:through|by|under) (?:a |the )?(?:government|state|public|national|federal|county|provincial|regional)|as (?:its|their|the (?:scheme|programme|program|fund|grant)['’]s) (?:own )?(?:rules|terms|conditions) (?:require|set|state)/iu;

export const smallNumbers = 'one|two|three|four|five|six|seven|eight|nine|ten';

/** What one is deaf or blind to, figuratively. */
export const unheeded =
  'risks?|problems?|facts?|needs?|dangers?|issues?|evidence|truth|concerns?|complaints?|criticism|feedback|warnings?|pleas?|reason|change|changes|requests?|calls?|suggestions?|advice';
