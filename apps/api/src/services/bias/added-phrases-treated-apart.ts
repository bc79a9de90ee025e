import { type AddedPhrase, conditions, fixed, legalBasis, onlyWith, phrase } from './added-phrase-patterns.ts';
import { reportedSaid } from './group-claims.ts';
import { anyone, moreOriginPlurals, moreOrigins, originPlurals, origins } from './group-words.ts';

// A group watched, checked, charged, preferred or spoken to apart, said plainly (decision 207, the
// hundred-and-thirty-third to hundred-and-thirty-sixth sets): documents checked again for one
// nationality, an eye kept on Travellers, "our own community" preferred, one language banned, a
// deposit for one community, staff with a disability not deployed, a looks requirement by origin.

/** A group by its origin: an adjective and a noun of people, or a people in the plural. */
const originGroup = `(?:${origins}|${moreOrigins})(?: and (?:${origins}|${moreOrigins}))? (?:[\\p{L}-]+ )?(?:${anyone})|${originPlurals}|${moreOriginPlurals}|Travell?ers`;

export const treatedApartAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'origin-watched',
    category: 'race',
    onlyIn: onlyWith(
      /\b(?:eye on|watch|monitor|recheck|checked|closer supervision|searched|extra care|special care|particular care)/iu,
    ),
    pattern: phrase(
      `(?:keep (?:a close |an extra |a careful |a sharp |an )?eye on|(?:closely )?(?:watch|monitor|follow)|take (?:extra|special|particular) care with) (?:any |all |the )?(?:groups of )?(?:${originGroup})|(?:${originGroup}) (?:will |would |should |must )?(?:need|needs|require|requires|be given) (?:watching|monitoring|checking|closer supervision|extra supervision|more supervision|extra checks)|(?:${originGroup}) (?:will|must|should|are to|shall) (?:have (?:their|his|her) (?:[\\p{L}-]+ )?(?:documents|papers|bags|ids?|passports|permits|visas|references|vehicles|licen[cs]es|certificates|qualifications|tickets|work) (?:re)?checked|be (?:searched|checked|rechecked|watched|monitored) (?:again|more|twice|every|at every|each))`,
    ),
    unlessSaid: { test: (sentence: string) => reportedSaid.test(sentence) || legalBasis.test(sentence) },
    why: 'It singles out people of one origin for suspicion: more checks, a closer eye. Apply the same checks to everyone.',
    suggestions: fixed(),
  },
  {
    id: 'own-community-preferred',
    category: 'race',
    pattern: phrase(
      '(?:candidates|applicants|people|staff|tenants|members|workers|hires|buyers) (?:from|of) (?:our own|the same|the (?!local)[\\p{L}]+|(?!local)[\\p{L}]+) (?:community|caste|background|religion|faith|tribe|clan)(?: will be| are| is)? (?:preferred|favoured|favored|given (?:priority|preference)|only)',
    ),
    unlessSaid: legalBasis,
    why: 'It prefers people of one community, caste or faith, which shuts out everyone else. Hire for the work.',
    suggestions: fixed(),
  },
  {
    id: 'language-banned',
    category: 'race',
    pattern: phrase(
      '(?:must|should|may|are to|can) (?:speak|use) only english|only english (?:may|must|should|is to|can|will) be (?:spoken|used)|(?:(?:[\\p{L}]+ and )?(?:other )?foreign languages?|other languages?|(?:their|your) own languages?|(?:polish|romanian|urdu|punjabi|hindi|arabic|spanish|portuguese|tagalog|chinese|mandarin|cantonese|somali|bengali|gujarati|tamil|lithuanian|russian|turkish|kurdish)(?: and [\\p{L}]+)?) (?:must|should|may|are|is) not (?:to )?be (?:spoken|used)',
    ),
    unlessSaid: {
      test: (sentence: string) => legalBasis.test(sentence) || /\b(?:radio|safety brief|emergenc)/iu.test(sentence),
    },
    why: 'A ban on speaking one’s own language at work, with no safety reason, treats people worse by national origin. Say where one shared language is needed and why.',
    suggestions: fixed(),
  },
  {
    id: 'community-charged-more',
    category: 'race',
    onlyIn: onlyWith(/\b(?:charged|deposit|bond|surcharge|fee)\b/iu),
    pattern: phrase(
      `(?:${anyone}) (?:from|of) (?:the |any )?(?:${origins}|${moreOrigins}) (?:community|communities|background|backgrounds|countries|estates?|sites?)(?: [\\p{L}]+){0,2}? (?:will|must|shall|should|are to|have to) (?:be charged|pay|be asked (?:for|to pay)|be required to pay|leave) (?:an? |the )?(?:[\\p{L}]+ )?(?:deposit|bond|fee|surcharge|premium|excess)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It charges people of one community more, or asks them alone for money up front. Set the same terms for every customer.',
    suggestions: fixed(),
  },
  {
    id: 'disabled-not-deployed',
    category: 'disability',
    pattern: phrase(
      `(?:not|never|no longer) (?:assign|send|deploy|allocate|roster|rota)(?: any| an?| the)? (?:[\\p{L}-]+ ){0,2}?(?:with (?:an? |any )?(?:visible |physical |obvious |known )?(?:${conditions})|who (?:is|are) (?:disabled|deaf|blind|partially sighted)|in a wheelchair)`,
    ),
    unlessSaid: { test: (sentence: string) => legalBasis.test(sentence) || reportedSaid.test(sentence) },
    why: 'It keeps people from work for a disability alone. Say what the work needs, and make adjustments for anyone who can do it.',
    suggestions: fixed(),
  },
  {
    id: 'looks-of-an-origin',
    category: 'race',
    pattern: phrase(
      '(?:of|with) (?:an? )?(?:european|asian|african|white|black|caucasian|arab|oriental|western|british|english|indian|chinese|middle eastern|nordic|scandinavian|mediterranean|latin|local) (?:appearance|looks|complexion|features)',
    ),
    why: 'It asks for people who look as if they come from one place, which is race discrimination. Say what the work needs.',
    suggestions: fixed(),
  },
  {
    id: 'time-of-life',
    category: 'age',
    pattern: phrase(
      'at (?:your|his|her|their|my|our) time of life|for (?:someone|somebody|a man|a woman|a person|anyone) (?:of )?(?:his|her|their|your) age|too (?:young|old) to be (?:trusted|given|left|put in charge|responsible|promoted|considered)|(?:normal|typical|usual|expected|common) (?:for|of|from|among) (?:staff|people|someone|workers|colleagues|employees|women|men|anyone) of (?:her|his|their|that|an older|a certain) (?:generation|age)',
    ),
    why: 'It talks down to someone because of the number of their years. Speak to the person and the work, as with anyone.',
    suggestions: fixed(),
  },
  {
    id: 'good-for-a-girl',
    category: 'gender',
    pattern: phrase(
      '(?:well|good|strong|fast|quick|clever|tough|smart|brave|capable|handy|technical|confident|decent|impressive|competent|skilled|useful|fit|sharp|bright|organised|organized|knowledgeable)(?: enough)? for a (?:girl|woman|lady|female|young woman|lass)(?![\\p{L}])',
    ),
    why: 'It praises her as good “for a woman”, as if women were not expected to be. Say what she did well.',
    suggestions: fixed(),
  },
  {
    id: 'mums-do-the-childcare',
    category: 'gender',
    pattern: phrase(
      `(?:mums|moms|mothers|mummies) (?:can|should|will|must|may|are asked to|need to) (?:collect|pick up|drop off|bring|sign for|register|look after|fetch)(?: [\\p{L}’']+){0,2}? (?:children|kids|child|kid|sons?|daughters?|little ones|wristbands|tickets|passes|lunch(?:es|boxes)?)`,
    ),
    why: 'It leaves the children to their mothers, as if fathers and carers had no part. “Parents and carers” takes in everyone.',
    suggestions: fixed('parents and carers'),
  },
  {
    id: 'recent-school-leavers-preferred',
    category: 'age',
    pattern: phrase(
      '(?:preferably|ideally|only) (?:recent|new) (?:[\\p{L}]+ ){0,2}?(?:graduates|grads|school leavers)|(?:recent|new) (?:high school|college|university|school) (?:graduates|grads|leavers)(?: only| preferred)',
    ),
    why: 'Asking for people who left school or college lately asks for young people, which can be age discrimination. Ask for the skills, or say that training is given.',
    suggestions: fixed('no experience needed'),
  },
  {
    id: 'nutters',
    category: 'disability',
    pattern: phrase(
      '(?:the|those|these|some|a few|a bunch of|total) (?<phrase>nutters|nutcases|psychos|loonies|headcases)',
    ),
    why: 'It uses a word for a mental health condition as an insult. Say what they did: “angry callers”.',
    suggestions: fixed('angry callers', 'difficult callers'),
  },
  {
    id: 'origin-not-rostered',
    category: 'race',
    onlyIn: onlyWith(/\b(?:roster|rota|assign|put|send|schedule|deploy|place)/iu),
    pattern: phrase(
      `(?:do not|don['’]t|never|not|no longer) (?:roster|rota|assign|send|schedule|deploy)(?: any of)? (?:the |our |any )?(?:${originGroup})`,
    ),
    unlessSaid: {
      test: (sentence: string) =>
        reportedSaid.test(sentence) || /\b(?:unless|if they|asks?|request|prefer)/iu.test(sentence),
    },
    why: 'It keeps people of one origin or faith off work, whatever they can do. Roster by the work and by what each person asks for.',
    suggestions: fixed(),
  },
  {
    id: 'condition-kept-off-work',
    category: 'disability',
    onlyIn: onlyWith(/\b(?:no one|nobody|no staff|no steward|no employee)/iu),
    pattern: phrase(
      `(?:no one|nobody|no (?:staff|steward|employee|worker|driver|member of staff)) with (?:an? |any )?(?:history of )?(?:${conditions}|mental illness|mental health (?:conditions?|problems|issues)) (?:will|may|can|shall|is to|should) (?:work|be (?:allowed|given|put|sent|rostered|deployed)|join|drive|go|serve)`,
    ),
    unlessSaid: legalBasis,
    why: 'It keeps everyone with a condition off the work, whatever each can do. Say what the work needs and assess each person.',
    suggestions: fixed(),
  },
  {
    id: 'as-women-are',
    category: 'gender',
    pattern: phrase(
      'as (?:most |many |all )?(?:women|men|girls|boys|ladies|mums|moms|mothers|fathers|dads|females|males|blokes|lads) (?:so )?(?:often|usually|always|generally|typically|tend to|naturally) (?:are|do|be|is|were|can|will)',
    ),
    why: 'It says in passing what women or men are like, a stereotype by sex. Say what the person did.',
    suggestions: fixed(),
  },
];
