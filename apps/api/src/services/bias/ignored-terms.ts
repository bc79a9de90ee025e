import type { IgnoredTerm } from './ignored-term.ts';
import { animalWords, clinicalWords, economy, mentalNouns, partnerFacts, scorers } from './ignored-term-words.ts';
import { termsOfArt } from './ignored-terms-of-art.ts';
import type { MatchContext } from './match-context.ts';
import type { TextWord } from './text-words.ts';

/** Whether a text opens by greeting a named reader ("Dear Ms Nakamura"): "your husband" is then that reader's. */
function greetsByName(opening: readonly TextWord[]): boolean {
  return opening.some(
    (greeting, index) =>
      /^(?:dear|hello|hi)$/.test(greeting.lower) &&
      /^(?:mr|mrs|ms|miss|mx|dr)$/.test(opening[index + 1]?.lower ?? '') &&
      /^\p{Lu}/u.test(opening[index + 2]?.text ?? ''),
  );
}

/** The words a list of conditions is made of ("dyslexia, a visual impairment or"), between "have" and the one matched. */
const listOfConditions = new Set(
  'a an or and any other visual sight hearing physical mobility impairment impairments dyslexia dyspraxia autism adhd condition conditions disability learning'.split(
    ' ',
  ),
);

/** Words after "bipolar" in electronics: a kind of transistor or electrode, not a mood. */
const electronics = [
  'junction',
  'transistor',
  'transistors',
  'electrode',
  'electrodes',
  'stepper',
  'plate',
  'plates',
  'power',
];

const words = (list: readonly { lower: string }[]) => list.map((word) => word.lower);

/**
 * What the check does not count of retext-equality's findings, and why: the reviewed list
 * (decision 140), and the terms of art of its context (`ignored-terms-of-art.ts`).
 */
export const ignoredTerms: readonly IgnoredTerm[] = [
  {
    rules: [
      'easy',
      'simple',
      'just',
      'basically',
      'clearly',
      'obvious',
      'of-course',
      'everyone-knows',
      'straightforward',
    ],
    reason:
      'Plain words of business writing (easy to use, simple payment terms). The rule is meant for teaching texts, where they can belittle a learner who finds the step hard; it is not about any group of people.',
  },
  {
    rules: ['special'],
    words: ['special'],
    reason:
      'An ordinary adjective (a special offer, Special Conditions, special projects). "Special needs" and the euphemisms of the same rule ("differently abled", "challenged") stay findings.',
  },
  {
    rules: ['master'],
    when: {
      says: 'unless "slave" or "slaves" is in the same sentence or within two sentences of it',
      test: (context) => !context.nearby(2).some((word) => word.lower === 'slave' || word.lower === 'slaves'),
    },
    reason:
      'A finding as the counterpart of "slave" (a master database and its slaves). Elsewhere it is a degree (Master of Science), a defined term (Master Services Agreement, Master Agreement), an original (master copy) or a skill.',
  },
  {
    rules: [
      'masters',
      'master-key',
      'master-plan',
      'masterplan',
      'master-the-art',
      'masterful',
      'mastermind',
      'masterpiece',
      'masterstroke',
    ],
    reason:
      "A degree (master's degree), an original (master copy, master key) or excellence (a masterpiece); none of them is about a gender or a race.",
  },
  {
    rules: ['maternity-paternity', 'maternal-paternal'],
    reason:
      'Established terms of employment law and health (maternity leave, Statutory Maternity Pay, maternity cover, paternity leave, maternal health): they name pregnancy and parenthood, where the word is the point.',
  },
  {
    rules: ['father-tongue-mother-tongue'],
    words: ['mother tongue'],
    reason:
      'The established term for the language a person grew up with ("her mother tongue is Welsh"); it names no gender. Asked of applicants ("mother-tongue English speakers") it is a finding of national origin, which the added phrases hold.',
  },
  {
    rules: ['midwife'],
    reason: 'The name of the profession for every gender (the Nursing and Midwifery Council registers midwives).',
  },
  {
    rules: ['ombudsman-ombudswoman', 'ombudsmen-ombudswomen'],
    words: ['ombudsman', 'ombudsmen'],
    reason:
      'The official title of an office (the Financial Ombudsman Service, the Pensions Ombudsman), which a text names as it is.',
  },
  {
    rules: [
      'host-hostess',
      'hostesses-hosts',
      'hero-heroine',
      'heroes-heroines',
      'actor-actress',
      'actors-actresses',
      'waiter-waitress',
      'waiters-waitresses',
      'steward-stewardess',
      'stewardesses-stewards',
      'landlady-landlord',
      'landladies-landlords',
      'janitor-janitress',
      'janitors-janitresses',
      'alumnae-alumni',
    ],
    words: [
      'host',
      'hosts',
      'hero',
      'heroes',
      'actor',
      'actors',
      'waiter',
      'waiters',
      'steward',
      'stewards',
      'landlord',
      'landlords',
      'janitor',
      'janitors',
      'alumni',
    ],
    reason:
      'The unmarked word, used for every gender (host a meeting, a hosting provider, the Landlord of a lease, a data steward). The marked word of the pair (hostess, waitress, landlady) stays a finding.',
  },
  {
    rules: ['husband-wife', 'husbands-wives', 'boyfriend-girlfriend', 'boyfriends-girlfriends'],
    when: {
      says: 'unless "your" or "their" comes right before it, no name in capitals right after it says whose, the sentence does not name a partner of any gender too, and the text does not greet its reader by name ("Dear Ms Nakamura … your husband", though not "if your husband …")',
      test: (context) =>
        !['your', 'their'].includes(context.before(1)[0]?.lower ?? '') ||
        partnerFacts.has(context.after(1)[0]?.lower ?? '') ||
        /^\p{Lu}/u.test(context.after(1)[0]?.text ?? '') ||
        /^\p{Lu}/u.test(context.after(2)[1]?.text ?? '') ||
        context.sentence.some((word) => /^partners?$/.test(word.lower)) ||
        (greetsByName(context.opening(60)) && !context.before(8).some((word) => word.lower === 'if')),
    },
    reason:
      'A particular person\'s partner ("her husband", "founded with his husband"). It is a finding where the partner of a reader or of a group is assumed to be of one gender ("your wife", "their wives").',
  },
  {
    rules: [
      'dad-mom',
      'dads-moms',
      'daughter-son',
      'daughters-sons',
      'brother-sister',
      'brothers-sisters',
      'aunt-uncle',
      'aunts-uncles',
      'nephew-niece',
      'nephews-nieces',
      'gramps-granny',
      'granddaughter-grandson',
      'granddaughters-grandsons',
      'grandfathers-grandmothers',
      'stepbrother-stepsister',
      'stepbrothers-stepsisters',
      'stepdad-stepmom',
      'stepfathers-stepmothers',
      'godfather-godmother',
      'bride-groom',
      'widow-widower',
      'king-queen',
      'kings-queens',
      'prince-princess',
      'princes-princesses',
      'dame-lord',
      'dames-lords',
      'mrs-',
      'boy-girl',
    ],
    reason:
      "Kinship, marriage and titles of particular people (a founder's daughters, a widow's pension, Dame, Lord, Mrs): the gender is a fact about the person.",
  },
  {
    rules: ['gal-guy', 'gals-man'],
    words: ['woman', 'women', 'man', 'men', 'lady', 'gentleman', 'gentlemen', 'fellow', 'lad', 'boys', 'guy'],
    reason:
      'Plain words for particular people, or for women and men as groups (41 per cent of promotions went to women). The slang of the same rules ("guys", "girls" for adults, "gals", "dudes") stays a finding, and so do generic uses of "man" ("the right man for the job", an added rule).',
  },
  {
    rules: ['he-she', 'her-him', 'herself-himself'],
    reason:
      'Replaced by the generic-pronoun rule: "she" or "his" for a named person is not a finding; "his" for "each employee", "the applicant" or "anyone" is, and so is "he or she".',
  },
  {
    rules: ['depressed'],
    when: {
      says: 'when a word of prices, trade or the economy, or of a surface or a control, is within twelve words before it or eight after it in its sentence',
      test: (context) => [...words(context.before(12)), ...words(context.after(8))].some((word) => economy.has(word)),
    },
    reason:
      'Figurative market language (depressed prices, sales, demand or sentiment) and the plain physical sense (a depressed grave, a pedal held depressed) describe no person. About a person it stays a finding.',
  },
  {
    rules: ['depressed'],
    when: {
      says: 'when a word of clinical care or research is within eight words of it in its sentence',
      test: (context) =>
        [...words(context.before(8)), ...words(context.after(8))].some((word) => clinicalWords.has(word)),
    },
    reason:
      'The clinical term: a trial or a clinic speaks of patients who are depressed as a diagnosis. As an insult or a figure of speech it stays a finding.',
  },
  {
    rules: ['deaf-to'],
    when: {
      says: 'when a word of research or of scoring is within eight words of it in its sentence',
      test: (context) =>
        [...words(context.before(8)), ...words(context.after(8))].some(
          (word) => clinicalWords.has(word) || scorers.has(word),
        ),
    },
    reason:
      'A method: observers or markers "blind to the treatment" do not know which group is which, as in a blind trial. Of people who ignore a risk, it stays a finding.',
  },
  {
    rules: ['lame'],
    when: {
      says: 'when a word of animals or their care is within eight words of it in its sentence',
      test: (context) =>
        [...words(context.before(8)), ...words(context.after(8))].some((word) => animalWords.has(word)),
    },
    reason:
      'A horse, a pony or a dog that is lame: the gait of an animal, said by its rider, owner or vet. Of a person, or of an excuse, it stays a finding.',
  },
  {
    rules: ['nuts'],
    words: ['mental'],
    when: {
      says: 'when a clinical noun follows it (mental health, a mental illness)',
      test: (context) => mentalNouns.has(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      'The name of a field or condition (mental health, mental illness). "Mental" as an insult stays a finding, as do "mentally ill" and the other words of the rule.',
  },
  {
    rules: ['invalid'],
    reason:
      'Computing and legal words (an invalid password, a disabled account) and "disabled people", the wording UK disability organisations prefer. "The disabled" as a group noun is a finding of an added rule.',
  },
  {
    rules: ['wacko'],
    words: ['stupid'],
    when: {
      says: 'after "feel", "felt", "look" or "sound" (within two words): how someone felt or seemed',
      test: (context) =>
        words(context.before(2)).some((word) =>
          /^(?:feel|feels|felt|feeling|look|looks|looked|sound|sounded)$/.test(word),
        ),
    },
    reason:
      'Feeling or looking stupid is embarrassment, said of oneself ("he never made me feel stupid"): no word about a disability.',
  },
  {
    rules: ['hearing-impaired'],
    words: ['hearing impairment'],
    when: {
      says: 'after "with", "has", "have" or "had" (and "a"), also as one of a list after them: said of a person who has it',
      test: (context) => {
        // "If you have a visual impairment, a hearing impairment or a learning disability": back over the list.
        const before = words(context.before(8)).reverse();
        for (const word of before) {
          if (word === 'with' || word === 'has' || word === 'have' || word === 'had') return true;
          if (!listOfConditions.has(word)) return false;
        }
        return false;
      },
    },
    reason:
      'People-first wording of a condition ("someone with a hearing impairment"): it names the person first and the condition as something they have. "The hearing impaired" as a group noun, or "hearing-impaired" as a label, stays a finding.',
  },
  {
    rules: ['moan', 'moaning'],
    words: ['moan', 'moaning'],
    reason: 'An everyday verb for complaining; "bitch" of the same rule stays a finding.',
  },
  {
    rules: ['hang', 'pull-the-trigger'],
    reason: 'Everyday words (hang the banner, pull the trigger on a deal) about no group of people.',
  },
  {
    rules: ['dummy'],
    reason: 'A technical word (a dummy variable, a crash-test dummy).',
  },
  {
    rules: ['asylum'],
    reason: 'The term of refugee law (an asylum seeker, an asylum claim).',
  },
  {
    rules: ['barren'],
    reason: 'Describes land; a business text does not use it of people.',
  },
  {
    rules: ['fellowship', 'workmanship'],
    reason:
      'A grant or a society\'s membership (a research fellowship), and the warranty term of contracts ("defects in materials and workmanship").',
  },
  {
    rules: ['special'],
    words: ['special needs'],
    when: {
      says: 'before "trust" or "trusts": the name of a legal instrument',
      test: (context) => /^trusts?$/.test(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      'A "special needs trust" is the legal name of a trust that keeps a disabled person\'s benefits; a law firm cannot name it otherwise. "Special needs" said of people stays a finding.',
  },
  {
    rules: ['add'],
    words: ['adhd'],
    when: {
      says: 'after "his", "her", "their", "my", "your", "with", "has", "for" or "of": a person\'s own condition, or the condition a treatment is for',
      test: (context) =>
        ['his', 'her', 'their', 'my', 'your', 'with', 'has', 'have', 'had', 'for', 'of', 'including'].includes(
          context.before(1)[0]?.lower ?? '',
        ),
    },
    reason:
      'A person\'s own condition named plainly ("adjustments for his ADHD", "staff with ADHD"). "ADHD" as a figure of speech for a habit ("I\'m so ADHD today") stays a finding.',
  },
  {
    rules: ['bipolar'],
    when: {
      says: 'before "disorder" (the name of the condition) or a word of electronics ("bipolar junction transistors")',
      test: (context) => ['disorder', ...electronics].includes(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      '"Bipolar disorder" is the condition\'s medical name, as an insurer\'s or a clinic\'s text gives it. "Bipolar" said of a person or a mood ("a bit bipolar") stays a finding.',
  },
  {
    rules: ['insomnia', 'insomniac', 'insomniacs', 'panic-attack', 'stammering', 'binge', 'dyslexic'],
    reason:
      'The plain name of a condition or an experience (insomnia, a panic attack, binge drinking); "stammering" and "dyslexic" are the words the national bodies of the people concerned use (STAMMA, the British Dyslexia Association).',
  },
  {
    rules: ['latino'],
    reason: 'A word many people use of themselves; the check does not correct how people name themselves.',
  },
  {
    rules: ['sophisticated-technology'],
    reason: 'It describes technology; the rule contrasts cultures, which this phrase does not.',
  },
  {
    rules: ['savage'],
    words: ['primitive'],
    reason: 'A technical word (a primitive type, a geometric primitive). "Savage" of the same rule stays a finding.',
  },
  {
    rules: ['gay-rights'],
    words: ['gay rights'],
    reason: 'The established name of a civil-rights movement in news and policy; "special rights" stays a finding.',
  },
  ...termsOfArt,
];

/** The ignored terms by rule id, for the check's look-up. */
export const ignoredByRule: ReadonlyMap<string, readonly IgnoredTerm[]> = (() => {
  const byRule = new Map<string, IgnoredTerm[]>();
  for (const term of ignoredTerms) for (const rule of term.rules) byRule.set(rule, [...(byRule.get(rule) ?? []), term]);
  return byRule;
})();

/** Whether the list ignores this finding of `rule`, in its context. */
export function isIgnored(rule: string, context: MatchContext): boolean {
  return (ignoredByRule.get(rule) ?? []).some(
    (term) =>
      (term.words === undefined || term.words.includes(context.key)) &&
      (term.when === undefined || term.when.test(context)),
  );
}
