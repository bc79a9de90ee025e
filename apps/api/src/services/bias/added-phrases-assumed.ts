import { type AddedPhrase, fixed, legalBasis, onlyWith, phrase } from './added-phrase-patterns.ts';
import { claimsWhy, groups, namesAGroup, notAClaimSaid, reportedSaid } from './group-claims.ts';
import { anOrigin, anyone, places } from './group-words.ts';

// What is assumed of a person or a group rather than said of its work (decision 207, the lessons
// of the sets before the hundred-and-thirty-seventh): a group's trait told as what one expected,
// work kept for staff without an accent, people or places made exotic, "at your age", the wives of the
// staff given their work, one sex's "natural" preference, mothers for parents, work unsuited to a
// sex, disabled colleagues sent to watch from home.

type Category = keyof typeof groups;

/** What one says of a trait one expected ("as you'd expect", "predictably", "as ever"). */
const expectedCue =
  "as (?:you(?:['’]d| would| might| will) expect|(?:was |is |might be |would be )?expected|ever|always|usual|predicted)|predictably|unsurprisingly|needless to say";

/** A group named just after words that say one expected what follows: "As expected, the older pickers were slow". */
function asExpected(category: Category): AddedPhrase {
  return {
    id: `as-expected-of-${category}`,
    category,
    pattern: phrase(
      `(?:${expectedCue}),? (?:[\\p{L}]+ ){0,6}?(?:${groups[category]})(?![\\p{L}])|(?:${groups[category]})(?![\\p{L}]),? (?:${expectedCue})(?![\\p{L}])`,
    ),
    onlyIn: namesAGroup(category, new RegExp(expectedCue, 'iu')),
    unlessSaid: notAClaimSaid,
    why: claimsWhy[category],
    suggestions: fixed(),
  };
}

/** Work said to be unsuited to one sex, whoever applies ("this role is unsuitable for women"). */
const unsuitedToASex: AddedPhrase = {
  id: 'unsuited-to-a-sex',
  category: 'gender',
  pattern: phrase(
    `(?:is|are|was|were|would be|will be) (?:un(?:suitable|suited)|not (?:suitable|suited|appropriate)|inappropriate|too (?:demanding|heavy|physical|dangerous|risky|strenuous|tough|hard)) for (?:any |most )?(?:${groups.gender})(?![\\p{L}])`,
  ),
  onlyIn: namesAGroup('gender', /suit|appropriate|too \p{L}+ for/iu),
  unlessSaid: { test: (sentence: string) => notAClaimSaid.test(sentence) || legalBasis.test(sentence) },
  why: claimsWhy.gender,
  suggestions: fixed(),
};

export const assumedAddedPhrases: readonly AddedPhrase[] = [
  ...(['gender', 'age', 'disability', 'race'] as const).map(asExpected),
  unsuitedToASex,
  {
    id: 'accent-free-staff',
    category: 'race',
    onlyIn: onlyWith(/accent/iu),
    pattern: phrase(
      `(?:${anyone}) without (?:an? |any )?(?:(?:strong|thick|heavy|foreign|regional|noticeable|broad) )+accents?`,
    ),
    unlessSaid: reportedSaid,
    why: 'It keeps work for people without an accent, which stands for where they come from. Ask for clear speech, which any accent can give.',
    suggestions: fixed(),
  },
  {
    id: 'exotic-people-or-places',
    category: 'race',
    onlyIn: onlyWith(/exotic/iu),
    pattern: phrase(`exotic (?:[\\p{L}-]+ ){0,5}?(?:(?:${anyone})|from (?:${places}))`),
    why: 'It makes people or things from other countries strange and decorative. Name where they are from and what they offer.',
    suggestions: fixed(),
  },
  {
    id: 'at-your-age',
    category: 'age',
    pattern: phrase('at (?:your|his|her|their) age'),
    unlessSaid:
      /entitled|eligib|qualif|free |discount|concession|railcard|pension|screening|vaccin|check ?up|by law|legal/iu,
    why: 'It assumes what someone can do from their age. Say what the place or the work involves and let them judge.',
    suggestions: fixed(),
  },
  {
    id: 'wives-given-work',
    category: 'gender',
    pattern: phrase(
      '(?:expect|expects|ask|asks|want|wants|rely on|count on|need) (?:the |our |their )?(?:wives|husbands)(?: of (?:our |the |their )?[\\p{L}-]+(?: [\\p{L}-]+)?)? to',
    ),
    unlessSaid: reportedSaid,
    why: 'It gives work to people because of whom they are married to, and assumes which sex does it. Ask the people you employ.',
    suggestions: fixed(),
  },
  {
    id: 'one-sex-wanted-as-a-figure',
    category: 'gender',
    pattern: phrase(
      '(?:want|need|looking for|seeking|prefer|ideally|require)[^.;]{0,40}?(?:male|female|masculine|feminine) (?:figure|presence|touch|energy|role model)',
    ),
    unlessSaid: { test: (sentence: string) => reportedSaid.test(sentence) || legalBasis.test(sentence) },
    why: 'It asks for a sex, not for what the work needs. Say what the person must do.',
    suggestions: fixed(),
  },
  {
    id: 'natural-to-a-sex',
    category: 'gender',
    pattern: phrase(
      "(?:women|men|females|males|girls|boys|mothers|fathers)['’]s? (?:natural|innate|inborn|instinctive|inherent) (?:preference|tendency|inclination|ability|talent|aptitude|caution|reluctance|gift|flair|lack)",
    ),
    unlessSaid: { test: (sentence: string) => /myth|stereotype|not (?:a|any) |no such/iu.test(sentence) },
    why: claimsWhy.gender,
    suggestions: fixed(),
  },
  {
    id: 'mothers-for-parents',
    category: 'gender',
    pattern: phrase('mums|moms|mummies|mothers'),
    near: /\bparents?\b/iu,
    unlessSaid: {
      test: (sentence: string) =>
        reportedSaid.test(sentence) ||
        /\b(?:dads?|fathers?|paternity|carers?|mums and|mothers and|and mums|and mothers|breastfe|antenatal|postnatal|pregnan|newborn)/iu.test(
          sentence,
        ),
    },
    why: 'It names mothers for every parent, as if fathers and other carers were not there. Say parents or carers.',
    suggestions: fixed('parents'),
  },
  {
    id: 'disabled-sent-home',
    category: 'disability',
    pattern: phrase(
      `(?:${groups.disability})(?:[^.;]){0,40}?(?:watch|join|follow|attend|take part|dial in|listen|work|stay)(?: [\\p{L}]+){0,4}? (?:from home|online|remotely|by video)(?: [\\p{L}]+){0,3}? (?:rather than|instead of)`,
    ),
    onlyIn: namesAGroup('disability', /rather than|instead of/iu),
    unlessSaid: notAClaimSaid,
    why: 'It keeps disabled people away rather than making the place accessible. Offer the adjustment and let each person choose.',
    suggestions: fixed(),
  },
  {
    id: 'lighter-work-by-sex',
    category: 'gender',
    pattern: phrase(
      `(?:${groups.gender})(?: [\\p{L}]+){0,3}? (?:the )?(?:lighter|lightest|easier|simpler)(?![\\p{L}])|while (?:the )?(?:men|women|lads|ladies|girls|boys|guys|blokes) (?:do|handle|take on|look after|get|are given|carry)`,
    ),
    onlyIn: namesAGroup('gender', /lighter|lightest|easier|simpler|while/iu),
    unlessSaid: reportedSaid,
    why: 'It shares out the work by sex. Give each task to whoever is trained and able to do it.',
    suggestions: fixed(),
  },
  {
    id: 'citizenship-asked',
    category: 'race',
    pattern: phrase(
      `(?:must|should|need to|required to) (?:hold|have|possess) (?:${anOrigin}|uk|us) (?:citizenship|nationality)`,
    ),
    unlessSaid: {
      test: (sentence: string) =>
        legalBasis.test(sentence) || /clearance|vetting|security|visa|right to work/iu.test(sentence),
    },
    why: 'It asks for a nationality where the right to work in the country is what matters. Ask for the right to work.',
    suggestions: fixed('must have the right to work in the UK'),
  },
];
