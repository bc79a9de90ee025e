import { type AddedPhrase, conditions, fixed, legalBasis, onlyWith, phrase } from './added-phrase-patterns.ts';
import { claimsWhy, reportedSaid } from './group-claims.ts';
import { anOrigin, places } from './group-words.ts';

// One group asked for more, served less or judged by a life event (decision 207, the
// hundred-and-thirty-seventh to hundred-and-fortieth sets): a deposit, a guarantor or a passport
// asked of one nationality or of Traveller sites, English at breaks, a husband consulted on the
// work, family plans asked and maternity foreseen, an age given as the reason a person should wind
// down, a team's youth kept "that way", a younger colleague matched by age, "cheap foreign labour",
// praise "for someone from" a place, and the gendered nouns of the sea and of an ex-serviceman.

/** Staff and others whose place is work or a tenancy: asked for papers "from overseas", unlike customers paying from abroad. */
const staffLike =
  'staff|workers|employees|operatives|pickers|climbers|drivers|applicants|candidates|recruits|tenants|renters|volunteers|contractors|agency staff';

/** Who is set apart by nationality, origin or where they live: "not a British national", "Traveller sites", "of Nigerian origin". */
const setApartByOrigin = `(?:are|is|you're|you are|who (?:is|are)) not an? (?:british|uk|irish|eu|english) (?:national|citizen|passport holder)|(?:non|not) (?:british|uk|eu) (?:nationals?|citizens?|passport holders?)|(?:are|is) of (?:${anOrigin}) (?:origin|descent|heritage|extraction)|(?:of|from) (?:${anOrigin})(?:,? (?:or|and) (?:${anOrigin}))? (?:origin|descent|heritage|extraction|backgrounds?|countries)|(?:is|are) (?:${anOrigin})(?: or (?:${anOrigin}))?(?=[,;])|(?:${anOrigin})(?:,? (?:or|and) (?:${anOrigin}))? (?:owned|run|led|managed) (?:businesses|firms|shops|companies|restaurants|takeaways|stores|traders|accounts)|(?:${anOrigin}) (?:agency |temporary |seasonal |casual )?(?:staff|families|customers|clients|workers|tenants|renters|drivers|pickers|climbers|traders|businesses|owners|applicants|candidates|operatives)|(?:${staffLike}) from (?:overseas|abroad|outside the (?:uk|eu)|eastern europe|${places})|(?:on|from|living on|at) (?:the |a |an )?(?:traveller|travellers|gypsy|gypsy and traveller|travelling) sites?`;

/** What is asked of them alone: money first, a guarantor, papers, cash, or the service itself withheld. */
const askedMore = `(?:additional|extra|higher|larger|refundable|separate|second|further) (?:deposit|check|checks|documents?|identity|id|references?)|deposit|guarantor|(?:copy of )?(?:their|his|her|your|each (?:[\\p{L}]+ ){0,2}?[\\p{L}]+['’]s) passports?|utility bill|in advance|up front|upfront|in cash|in full|(?:two|three|four|more) references|bank statements|counted (?:daily|every day|more often)|(?:are|is) not (?:offered|available|provided)|should be told to|will not (?:visit|attend|serve|quote)|asked to limit`;

export const askedMoreAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'origin-asked-for-more',
    category: 'race',
    onlyIn: onlyWith(/national|citizen|origin|descent|heritage|traveller|gypsy|travelling|,|owned|run|from/iu),
    pattern: phrase(
      `(?:${setApartByOrigin})[^.;!?]{0,120}?(?:${askedMore})|(?:${askedMore})[^.;!?]{0,60}?(?:${setApartByOrigin})`,
    ),
    unlessSaid: {
      test: (sentence: string) =>
        legalBasis.test(sentence) ||
        /visa|right to work|immigration|home office|sponsor|can choose|may choose|no credit check|option/iu.test(
          sentence,
        ),
    },
    why: 'It asks people of one nationality, origin or community for more, or serves them less, than other customers. Set the same terms for everyone.',
    suggestions: fixed(),
  },
  {
    id: 'english-at-breaks',
    category: 'race',
    onlyIn: onlyWith(/english/iu),
    pattern: phrase(
      '(?:must|should|are to|are required to|have to|need to|(?:ask|asked|asking|tell|told|telling|remind|reminded) (?:[\\p{L}]+ ){1,4}?to) speak (?:only )?english(?: [\\p{L}]+){0,6}? (?:at all times|during (?:their |the )?breaks|on (?:their )?breaks|in the canteen|in the staff room|with (?:one another|each other|colleagues))',
    ),
    unlessSaid: { test: (sentence: string) => /\b(?:radio|safety brief|emergenc)/iu.test(sentence) },
    why: 'It bans staff from speaking their own language among themselves, which treats them worse by national origin. Say where one shared language is needed for safety, and why.',
    suggestions: fixed(),
  },
  {
    id: 'husband-consulted',
    category: 'gender',
    pattern: phrase(
      '(?:talk|walk|take|run) (?:your|her) husband through|(?:explain|show|go through)(?: [\\p{L}]+){0,4}? (?:to|with) (?:your|her) husband|(?:check with|consult|ask) (?:your|her) husband',
    ),
    why: 'It assumes the husband is the one to understand or decide. Explain it to the customer who asked.',
    suggestions: fixed(),
  },
  {
    id: 'family-plans-asked',
    category: 'gender',
    pattern: phrase(
      "(?:whether|if) (?:she|he|they|you) (?:is|are|was|were) (?:planning|thinking of|intending|hoping)(?: to)? (?:start(?:ing)? |hav(?:e|ing) )?(?:a family|children|kids|a baby)|(?:expect|assume|bet|imagine|suspect)(?: [\\p{L}]+){0,3}? (?:her|she|she['’]ll) (?:to )?(?:be )?(?:off|going|go) on maternity leave",
    ),
    why: 'It judges a woman by whether she may have children, which is sex and pregnancy discrimination. Ask what the work needs of everyone.',
    suggestions: fixed(),
  },
  {
    id: 'age-as-the-reason',
    category: 'age',
    pattern: phrase(
      "at (?:[5-8]\\d|fifty|sixty|seventy)[^.;]{0,30}?(?:won['’]t|will not|wouldn['’]t|isn['’]t going to) be (?:with us|around|here) (?:long enough|for long|much longer)|(?:think about|time (?:for (?:him|her|them|you) )?to|consider|start|suggest(?:ed)?(?: that)? (?:he|she|they|you)) (?:winding|wind) down|wind(?:ing)? down towards retirement|retirement (?:is |being )?(?:(?:presumably|probably|surely|only|just) )*(?:a few|a couple of|two|three|four|five|\\d) years away|(?:with|given) retirement (?:[\\p{L}]+ ){0,3}?(?:looming|approaching|in sight|on the horizon|round the corner)|(?:as|since|because|now that) you are (?:now )?(?:over|aged|past) (?:[6-9]\\d)",
    ),
    unlessSaid:
      /entitled|eligib|qualif|free |discount|concession|railcard|pension|screening|vaccin|check ?up|by law|legal/iu,
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'age-kept-that-way',
    category: 'age',
    pattern: phrase(
      '(?:under|over) (?:[2-6]\\d)s?(?: [\\p{L}]+){0,3}? and (?:we|i) (?:like|want|intend to keep|prefer) (?:it|to keep it) (?:that|this) way|(?:suited|suit|ideal|reserved|limited|open|best) (?:to|for) (?:the )?under (?:[2-6]\\d)s',
    ),
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'matched-by-age',
    category: 'age',
    pattern: phrase(
      '(?:someone|somebody|people|an? [\\p{L}]+) (?:closer to|nearer|of) (?:her|his|their|your) own age|(?:find|get|want|need|assign|give (?:her|him|them)) (?:a |an )?(?:younger|older) (?:instructor|tutor|trainer|coach|teacher|adviser|advisor|engineer|assessor|colleague|person|one)',
    ),
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'expected-of-an-origin',
    category: 'race',
    pattern: phrase(
      `(?:he|she|they)(?:['’]s|['’]re| is| are) (?:${anOrigin}),? so (?:expect|assume|be ready for|be prepared for|watch|don['’]t expect|do not expect)`,
    ),
    why: 'It expects something of a person because of where they are from. Judge each person by what they do.',
    suggestions: fixed(),
  },
  {
    id: 'children-held-against',
    category: 'gender',
    pattern: phrase(
      "(?:now|since|as|because|given that) (?:she|he)(?: has|['’]s got| has got| is having) (?:young |small |a young |little )?(?:children|kids|a baby|a family|a child)",
    ),
    unlessSaid: /entitled|leave|flexible|childcare|eligib|congratulat/iu,
    why: 'It decides for a parent, most often a mother, what work she will want. Offer the role and let her decide.',
    suggestions: fixed(),
  },
  {
    id: 'condition-held-against',
    category: 'disability',
    pattern: phrase(
      `(?:given|because of|with|due to|owing to) (?:her|his|their) (?:${conditions})[^.;]{0,50}?(?:not|won['’]t|wouldn['’]t|couldn['’]t|cannot|can['’]t|unable|struggle|too)`,
    ),
    unlessSaid: /adjust|accommodat|support|extra time|arrange|reasonabl/iu,
    why: 'It decides from a condition what the person can do, without asking them. Ask what they need, and make adjustments.',
    suggestions: fixed(),
  },
  {
    id: 'cheap-foreign-labour',
    category: 'race',
    pattern: phrase('cheap (?:foreign|migrant|overseas|immigrant|imported) (?:labour|labor|workers|staff|hands)'),
    unlessSaid: reportedSaid,
    why: 'It casts people from abroad as cheap labour. Speak of how the firm pays and trains its own staff.',
    suggestions: fixed(),
  },
  {
    id: 'praised-for-someone-from',
    category: 'race',
    pattern: phrase(
      '(?:excellent|good|great|impressive|articulate|fluent|clear|well spoken|polished|clean|tidy|punctual|reliable|professional) for (?:someone|a man|a woman|a person|a lad|a girl|people|a candidate) (?:from|of|born in) [\\p{L}]+',
    ),
    why: 'Praise for doing well "for someone from" a place implies low expectations of people from there.',
    suggestions: fixed(),
  },
  {
    id: 'gendered-nouns-of-the-sea-and-the-services',
    category: 'gender',
    // retext-equality reads "ex-serviceman" as one word it does not know, and has no word for a yachtsman.
    pattern: phrase(
      '(?:yachtsm[ae]n|oarsm[ae]n|helmsm[ae]n)|(?:ex|former) [\\p{Ll}]+m[ae]n(?<!(?:wo|ger|ro|hu|sha)m[ae]n)',
      'gu',
    ),
    why: 'A word for a man where the person may be anyone. Name the role or the people.',
    suggestions: fixed('sailors', 'former service personnel', 'former police officers'),
  },
];
