import { type AddedPhrase, conditions, fixed, legalBasis, onlyWith, phrase } from './added-phrase-patterns.ts';
import { claimsWhy, reportedSaid } from './group-claims.ts';
import { origins, places } from './group-words.ts';

// A person's age, condition or accent given as the reason for a judgement of them (decision 207,
// the hundred-and-forty-first to hundred-and-forty-fourth sets): "At 68, Mr Carr is unlikely to
// embrace the portal", "her anxiety might put customers off", "he's 58, so I doubt he'll want to
// learn", "because of his accent". One shape in many wordings: the trait, then within its sentence
// a guess of what the person cannot do, or a decision that keeps them from something.

/** A person's age, said of them: "At 68,", "he's 58", "Given that Pat is 63", "at his age". */
export const personsAge =
  "(?<![\\p{L}\\d] )at (?:[2-9]\\d|1[6-9])(?=,| (?:he|she|they|you|it|the|this|that|[\\p{Lu}]))|(?:he|she|they)['’](?:s|re) (?:only |nearly |almost |now |over |well over |already )?[2-9]\\d(?=[,;]| so | and | now | this | next | which )|(?:(?:given that|as|since|because|now that|seeing that) (?!it |this |that |which |there )[\\p{L}]+|he|she) (?:is|was|turns|will be|has turned) (?:only |nearly |almost |now |over |well over |already )?[2-9]\\d(?=[,;]| so | and | now | this | next | which )|at (?:his|her|their|your) age|given (?:his|her|their|your) age|getting on (?:a bit|in years)";

/** Not a word a thing's or a contract's condition is said with: "the lease's conditions", "the plant's disease". */
const notAThings = '(?!(?:conditions?|disorders?|diseases?|syndrome|me|ms|cfs)(?![\\p{L}]))';

/** A person's condition, said of them: "her dyslexia", "Kwame's autism", "is dyslexic", "who has ADHD". */
export const personsCondition = `(?:his|her|their|your|[\\p{Lu}][\\p{L}]+['’]s) ${notAThings}(?:${conditions}|stammer|stutter|limp|wheelchair|hearing aids?|mental health)|(?:is|are|was|were|you are|you're) (?:dyslexic|autistic|epileptic|diabetic|deaf|blind|registered blind|partially sighted|disabled|bipolar|dyspraxic|visually impaired|hearing impaired|hard of hearing|in a wheelchair)|who (?:has|have) (?:${conditions})|who (?:stammers?|stutters?)|(?:she|he|they) (?:has|have|had) (?:an? )?(?:${conditions})|(?:is|are|was|were|been) on (?:antidepressants|antipsychotics|mood stabili[sz]ers|psychiatric medication)|with a (?:stammer|stutter|limp)|with (?:a |an )?(?:visible |recorded |known |declared )?(?:disability|history of (?:${conditions}))`;

/** An accent or a training abroad given as a reason. */
export const personsOrigin = `(?:his|her|their|your) (?:(?:strong|heavy|thick|broad|foreign) )?(?:accent|nationality)|(?:has|had) an? (?:(?:strong|heavy|thick|broad|foreign) )+accent|being (?:${origins})(?=,)|(?:she|he|they) (?:qualified|trained|studied) (?:abroad|overseas|outside (?:the uk|britain|the eu|europe)|in (?:${places}))`;

/**
 * What is then guessed of them, or decided for them: unlikely, a stretch, beyond them, too old or
 * young, unsuitable, kept off or moved away, not put forward, put customers off, needs checking.
 */
const heldAgainst =
  "(?:is|are|was|seems?) unlikely to|(?:may|might|will|would) (?:find|struggle|not (?:cope|manage|want|keep up|be able)|put (?:[\\p{L}]+ ){0,2}?off|come across)|struggled?|(?:a (?:bit of a |real )?)?stretch|(?:a bit |rather |somewhat )?beyond (?:him|her|them)|too (?:young|old|slow|set in (?:his|her|their) ways)|(?:i |we )?doubt (?:he|she|they)|(?:ease|easing|move|moving|edge|edging|steer|steering|nudge|nudging) (?:him|her|them) (?:gently )?(?:towards|toward|into) retirement|unsuitable|not (?:really |well |very )?(?:suited|suitable|right|the right (?:fit|person)|[\\p{L}-]+ material)|no longer (?:[\\p{L}-]+ ){0,3}?(?:material|suited|suitable|up to it|able)|(?:should|will|would|must|can) (?:probably |really |perhaps |certainly )?not be (?:on|put|placed|given|allowed|rostered|considered|trusted|left|moved|promoted|driving|working)|(?:treated|taken|read|viewed) with (?:caution|a pinch of salt|scepticism|skepticism|suspicion)|exaggerat(?:ed|ing)|hard going|less (?:dependable|reliable|trustworthy|capable|credible)|(?:make|makes|made|making) (?:him|her|them) (?:a |an )?(?:liability|risk|burden)|(?:most |very |probably |almost certainly )?likely (?:behind|the cause of|the reason for|to blame for)|(?:would|will|could) not have (?:understood|followed|coped)|(?:surprisingly|remarkably|amazingly|astonishingly) (?:sharp|spry|agile|alert|lucid|with it|on the ball)|(?:would|will) not be able to|(?:is|are) unable to|(?:i['’]d|i would|we['’]d|we would) rather not|(?:be )?removed from|(?:come|comes|coming) across as|misread|will not (?:lead|be (?:put|given|moved|considered))|won['’]t (?:want|be able|cope|manage|pick|learn|keep up)|(?:need|needs) (?:to be )?(?:checked|double checked|supervised|watched)|double check|(?:keep|stay|stays) (?:him|her|them )?on (?:[\\p{L}-]+ ){0,3}?(?:only|for as long as possible)|(?:have|has) not (?:been )?put (?:him|her|them )?forward|didn['’]t understand|did not understand|(?:so|and so) (?:most |very )?likely";

/** A trait, then within its clause what is held against the person; or that, then the trait as its reason. */
const held = (trait: string) =>
  phrase(
    `(?:${trait})(?:[^.;!?\\n]|(?<=(?:^|[^\\p{L}])(?:mr|mrs|ms|dr))\\.){0,110}?(?<![\\p{L}])(?:${heldAgainst})(?![\\p{L}])|(?<![\\p{L}])(?:${heldAgainst})(?:[^.;!?\\n]){0,80}?(?<![\\p{L}])(?:because of|since|as|given|due to) (?:${trait})`,
  );

/** Said with the person, for them, or by a rule: an adjustment agreed, their own request, a law's age. */
const agreedOrLawful = {
  test: (sentence: string) =>
    reportedSaid.test(sentence) ||
    legalBasis.test(sentence) ||
    /agreed with (?:him|her|them)|at (?:his|her|their) (?:own )?request|(?:he|she|they) (?:asked|requested|prefers?|preferred|chose)|adjustments?|occupational health|(?:gp|doctor|consultant|specialist) (?:advised|recommended)|licen[cs]e|insur|despite|in spite of|even though|has not held (?:him|her|them) back|no reason to|not a reason/iu.test(
      sentence,
    ),
};

export const heldAgainstAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'age-held-against-a-person',
    category: 'age',
    onlyIn: onlyWith(/\d\d|\bage\b|getting on/u),
    pattern: held(personsAge),
    unlessSaid: agreedOrLawful,
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'condition-held-against-a-person',
    category: 'disability',
    pattern: held(personsCondition),
    unlessSaid: agreedOrLawful,
    why: 'It gives a person’s condition as the reason to judge them or to keep them from work. Ask what they can do, and agree any adjustment with them.',
    suggestions: fixed(),
  },
  {
    id: 'origin-held-against-a-person',
    category: 'race',
    onlyIn: onlyWith(/accent|nationality|qualified|trained|studied|being/iu),
    pattern: held(personsOrigin),
    unlessSaid: agreedOrLawful,
    why: claimsWhy.race,
    suggestions: fixed(),
  },
];
