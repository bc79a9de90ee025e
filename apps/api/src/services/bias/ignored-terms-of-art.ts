import type { IgnoredTerm } from './ignored-term.ts';
import {
  childrensGoods,
  computing,
  drinks,
  foodWords,
  houseStyles,
  pestWords,
  sportWords,
  unpowered,
  womenOf,
  womenOnlyPlaces,
  youth,
} from './ignored-term-words.ts';

// Terms of art the reviewed list ignores in their context (decision 207): a word retext-equality
// flags that names a thing of a trade, a place or a community there ("Power BI", a maiden voyage,
// Manly, nuts in a recipe, Gypsy, Roma and Traveller communities, a dumb terminal).

export const termsOfArt: readonly IgnoredTerm[] = [
  {
    rules: ['oriental'],
    when: {
      says: 'before the name of a species ("the Oriental cockroach", "the Oriental rat flea")',
      test: (context) => pestWords.has(context.after(1)[0]?.lower ?? ''),
    },
    reason: 'The common name of a species, not a word for people.',
  },
  {
    rules: ['females-males'],
    when: {
      says: 'when a word of pests, insects or their nests is within ten words of it in its sentence',
      test: (context) => [...context.before(10), ...context.after(10)].some((word) => pestWords.has(word.lower)),
    },
    reason: 'The males and females of a species, in the work of pest control: not men and women.',
  },
  {
    rules: ['gals-man'],
    words: ['girls'],
    when: {
      says: 'before a word of shops, clothes or schools, or "and boys\'" and one, after an age under 19, near a word of youth teams and schools, or beside "boys" in its sentence ("the girls\' department", "the under-14 girls", "a third of them girls" at a youth academy)',
      test: (context) =>
        childrensGoods.has(context.after(1)[0]?.lower ?? '') ||
        /^(?:[1-9]|1[0-8])$/.test(context.before(1)[0]?.lower ?? '') ||
        context.nearby(1).some((word) => youth.has(word.lower)) ||
        // "girls would mostly choose vocals and boys percussion": girls beside boys are children.
        context.nearby(0).some((word) => word.lower === 'boys') ||
        (context.after(1)[0]?.lower === 'and' && childrensGoods.has(context.after(3)[2]?.lower ?? '')),
    },
    reason:
      "Girls are children: a shop's girls' department, girls' clothing or a girls' school names what is for them. \"Girls\" for grown women stays a finding.",
  },
  {
    rules: ['bi'],
    when: { says: 'when written "BI"', test: (context) => context.phrase === 'BI' },
    reason: 'Business intelligence (Power BI), not the slang the rule is about.',
  },
  {
    rules: ['alumnae-alumni'],
    words: ['alumnae'],
    when: {
      says: 'when "girls", "women" or "ladies" is within two sentences of it (a school or college for women)',
      test: (context) => context.nearby(2).some((word) => womenOf.has(word.lower)),
    },
    reason:
      'The graduates of a school or college for women are its alumnae: the exact word, which names no one wrongly.',
  },
  {
    rules: ['maiden', 'maiden-flight', 'maiden-race', 'maiden-speech', 'maiden-voyage'],
    reason:
      'A first of something (a maiden voyage, a maiden speech, a maiden dividend or resource estimate): an established term that says nothing of women. "Maiden name" stays a finding.',
  },
  {
    rules: ['feminin-manly'],
    words: ['manly'],
    when: {
      says: 'when written "Manly" inside a sentence: a place or a name',
      test: (context) => context.phrase === 'Manly' && context.before(1).length > 0,
    },
    reason:
      'Manly, the suburb of Sydney, and names made of it (the Manly ferry, the Manly Pines): a place, not a quality of men.',
  },
  {
    rules: ['nuts'],
    words: ['nuts'],
    when: {
      says: 'when a word of food or allergens is within two sentences of it',
      test: (context) => context.nearby(2).some((word) => foodWords.has(word.lower)),
    },
    reason: 'Nuts as food (brownies that contain nuts, a nut allergy), not the slang for "mad" the rule is about.',
  },
  {
    rules: ['gyp'],
    words: ['gypsy'],
    when: {
      says: 'when written "Gypsy" beside "Roma" or "Traveller": the name of communities as they and the law name them',
      test: (context) =>
        context.phrase === 'Gypsy' &&
        context.nearby(0).some((word) => ['roma', 'traveller', 'travellers'].includes(word.lower)),
    },
    reason:
      '"Gypsy, Roma and Traveller" is how UK law and the communities themselves name them; "gypped" and "gypsy" as a figure of speech stay findings.',
  },
  {
    rules: ['nuts'],
    words: ['crazy'],
    when: {
      says: 'before "paving", "golf" or "quilt": the name of a pattern or a game',
      test: (context) => ['paving', 'golf', 'quilt', 'quilts'].includes(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      'Crazy paving, crazy golf and a crazy quilt are the names of a pattern of stones, a game and a patchwork, not words about people.',
  },
  {
    rules: ['dumb'],
    words: ['dumb'],
    when: {
      says: 'before "terminal", "terminals", "pipe", "pipes", "phone" or "phones": the name of a device that only relays',
      test: (context) => computing.has(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      'A dumb terminal or a dumb pipe is the name of a device or a network that only passes data on, not a word about people.',
  },
  {
    rules: ['dumb'],
    words: ['dumb'],
    when: {
      says: 'before "barge", "lighter" or "waiter": a vessel without an engine, a lift for dishes',
      test: (context) => unpowered.has(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      'A dumb barge has no engine of its own and a dumb waiter is a small lift: names of things, not words about people.',
  },
  {
    rules: ['alcoholic'],
    when: {
      says: 'when a word for drinks follows it',
      test: (context) => drinks.has(context.after(1)[0]?.lower ?? ''),
    },
    reason: 'Alcoholic drinks are drinks; "an alcoholic" about a person stays a finding.',
  },
  {
    rules: ['amputee'],
    words: ['amputee'],
    when: {
      says: 'before a word of sport or of athletes ("amputee football", "amputee lifters")',
      test: (context) => sportWords.has(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      'Adaptive sport names its classes and its athletes so ("amputee football", "amputee athletes"): the term the sport and its athletes use.',
  },
  {
    rules: ['handyman-handywoman'],
    words: ['craftsman'],
    when: {
      says: 'when written "Craftsman" before a word of houses or styles ("a Craftsman bungalow")',
      test: (context) => context.phrase === 'Craftsman' && houseStyles.has(context.after(1)[0]?.lower ?? ''),
    },
    reason: 'The Craftsman style of American houses, an architectural term, not a worker.',
  },
  {
    rules: ['gals-man'],
    words: ['ladies'],
    when: {
      says: 'before a place or a session kept for women ("a ladies\' section", "the ladies\' fitness hall")',
      test: (context) => womenOnlyPlaces.has(context.after(1)[0]?.lower ?? ''),
    },
    reason:
      'A place or a session kept for women by its name ("ladies\' section", "ladies\' prayer hall"): its sign, which a text quotes as it stands.',
  },
  {
    rules: ['gals-man'],
    words: ['girls'],
    when: {
      says: 'after "women and" ("women and girls"): grown women and children both named',
      test: (context) =>
        context
          .before(2)
          .map((word) => word.lower)
          .join(' ') === 'women and',
    },
    reason:
      '"Women and girls" names women and children, as aid and health services do; "girls" is no word for women there.',
  },
];
