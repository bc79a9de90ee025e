import {
  type AddedPhrase,
  conditions,
  fixed,
  hiringNearby,
  lawfulForOneSex,
  legalBasis,
  onlyWith,
  phrase,
} from './added-phrase-patterns.ts';
import { claimsWhy, groups, reportedSaid } from './group-claims.ts';
import { anOrigin, places } from './group-words.ts';

// Work split by sex, service refused or made harder for one group, and a group profiled (decision
// 207, the hundred-and-forty-first to hundred-and-forty-fourth sets): "the men to put up the
// gazebos, the women to run the tea tent", "a strong lad", "Do not rent chainsaws to customers with
// a visible disability", "we'd ask wheelchair users to phone ahead", "appeared to be of Middle
// Eastern origin, so …", "a generation that expects everything", "working years ahead of them".

const men =
  '(?:the )?(?:men|lads|boys|guys|blokes|gents|chaps|fellas|male (?:staff|employees|workers|colleagues|volunteers))';
const women = '(?:the )?(?:women|girls|ladies|lasses|gals|female (?:staff|employees|workers|colleagues|volunteers))';
const task = '(?: [\\p{L}]+)? (?:to|will|do|does|can|should|on|take|get|run|handle)';

/** Refused or rationed a service, or a job: what a business will not do for someone. */
const refused =
  "(?:do not|don['’]t|never|will not|won['’]t|cannot|can['’]t|should not|shouldn['’]t|must not) (?:rent|sell|hire|lend|serve|book|insure|supply|let|deliver|quote|offer|open (?:an )?accounts?)";

/** Refused to a group of a category: "Do not rent chainsaws … to customers with a visible disability". */
const refusedTo = (category: 'gender' | 'disability' | 'race'): AddedPhrase => ({
  id: `service-refused-by-${category}`,
  category,
  pattern: phrase(`${refused}(?:[^.;!?\\n]){0,60}? to (?:${groups[category]})(?![\\p{L}])`),
  unlessSaid: { test: (sentence: string) => legalBasis.test(sentence) || reportedSaid.test(sentence) },
  why: claimsWhy[category],
  suggestions: fixed(),
});

export const servedApartAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'tasks-split-by-sex',
    category: 'gender',
    onlyIn: onlyWith(/\b(?:men|lads|boys|guys|blokes|gents|chaps|fellas|male)\b/iu),
    pattern: phrase(
      `${men}${task}(?:[^.;!?\\n]){0,60}?[,;]? (?:and |while |with |whilst )?${women}${task}|${women}${task}(?:[^.;!?\\n]){0,60}?[,;]? (?:and |while |with |whilst )?${men}${task}`,
    ),
    unlessSaid: reportedSaid,
    why: 'It hands out work by sex. Give each task to whoever is able and willing.',
    suggestions: fixed(),
  },
  {
    id: 'a-strong-man-wanted',
    category: 'gender',
    pattern: phrase(
      '(?:suits?|suited to|need|needs|want|wants|ideally|looking for|calls for|for) (?:an? )?(?:strong|big|burly|hefty|beefy|hardy|tough|strapping|able bodied) (?:lads?|men|blokes?|guys?|chaps?|fellas?|man)',
    ),
    why: 'It asks for a man where the work asks for strength. Say what the work needs ("able to lift 25 kg").',
    suggestions: fixed('someone able to lift 25 kg'),
  },
  {
    id: 'no-job-for-one-sex',
    category: 'gender',
    pattern: phrase(
      "(?:not|no|isn['’]t) (?:really |exactly |quite )?(?:a |the )?(?:job|role|work|place|task|career) for (?:a )?(?:women|woman|girls?|ladies|lady|men|man|lads?)(?: on (?:their|her|his) own| alone)?",
    ),
    unlessSaid: {
      test: (sentence: string) =>
        reportedSaid.test(sentence) || /myth|outdated|wrong|used to|told (?:us|me)|said/iu.test(sentence),
    },
    why: 'It makes a job one sex’s. Say what the job needs, for anyone.',
    suggestions: fixed(),
  },
  {
    id: 'job-titles-of-one-sex',
    category: 'gender',
    pattern: phrase(
      'saturday (?:girl|boy|lad)s?|tea (?:lady|ladies|girl|girls)|office (?:girl|boy)s?|delivery boys?|paper ?boys?|errand boys?',
    ),
    why: 'A job title of one sex. Name the job ("Saturday assistant").',
    suggestions: fixed('Saturday assistant', 'office assistant'),
  },
  {
    id: 'despite-motherhood',
    category: 'gender',
    pattern: phrase(
      '(?:despite|in spite of) (?:being )?(?:an? )?(?:(?:single|working|busy) )?(?:mother|mum|mom|woman|girl|wife|female)(?: of (?:one|two|three|four|five|\\d|young children|small children))?',
    ),
    why: 'It treats being a mother or a woman as a handicap to success. Tell what she did.',
    suggestions: fixed(),
  },
  {
    id: 'good-for-a-man-or-woman',
    category: 'gender',
    pattern: phrase(
      '(?:surprisingly|remarkably|unusually|amazingly|incredibly|very|quite|so|really) [\\p{L}]+(?: [\\p{L}]+){0,4}? for an? (?:man|woman|girl|lady|bloke|lad|guy|female|male)(?![\\p{L}])',
    ),
    why: 'Praise "for a man" or "for a woman" says the sex is expected to do worse. Praise the work.',
    suggestions: fixed(),
  },
  {
    id: 'looks-of-a-woman-in-business',
    category: 'gender',
    pattern: phrase(
      '(?:every bit|just|quite) as (?:pretty|glamorous|attractive|beautiful|lovely|elegant|stunning|gorgeous) as (?:her|his)|(?:pretty|glamorous|attractive|bubbly|blonde|leggy|petite|stunning) (?:young )?(?:owner|florist|founder|director|businesswoman|boss|manager|mum|mother)',
    ),
    why: 'It describes a woman in business by her looks. Describe what she does.',
    suggestions: fixed(),
  },
  {
    id: 'husband-signs-for-a-wife',
    category: 'gender',
    pattern: phrase(
      '(?:is|being) a married woman(?:[^.;!?\\n]){0,40}?husband|(?:her|the) husband (?:shall|must|will need to|is required to) (?:countersign|co sign|sign|guarantee|approve|consent)',
    ),
    why: 'It makes a married woman’s husband answer for her. Ask the same of every party.',
    suggestions: fixed(),
  },
  {
    id: 'fit-in-with-an-average-age',
    category: 'age',
    pattern: phrase(
      '(?:fit|fits|blend|slot) (?:right )?in(?: [\\p{L}]+){0,6}? (?:whose|with an|where the) average age (?:is|of) (?:about |around |just )?(?:under )?[1-3]\\d',
    ),
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'graduates-of-one-year',
    category: 'age',
    pattern: phrase(
      '(?:(?:19|20)\\d\\d(?: or | and |/))?(?:19|20)\\d\\d graduates only|recent(?: [\\p{L}]+){1,4}? graduates (?:preferred|only|wanted|welcome|ideal)',
    ),
    why: 'It asks for people who finished their studies in one year or lately, which shuts out anyone who qualified earlier. Ask for the skills or the qualification.',
    suggestions: fixed('graduates', 'applicants with a degree'),
  },
  {
    id: 'a-generation-judged',
    category: 'age',
    pattern: phrase(
      "(?:a|the|this|that|their|today['’]s|the younger|the older) generation (?:that|who|which) (?:expects?|wants?|thinks?|can['’]t|cannot|won['’]t|doesn['’]t|does not|never|always)",
    ),
    unlessSaid: reportedSaid,
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'years-ahead-of-them',
    category: 'age',
    pattern: phrase(
      '(?:plenty of|many|more|enough|a long|long) (?:working )?(?:years|career|careers)(?: still)? (?:ahead of|left in|in front of|before) (?:them|him|her|you)',
    ),
    after: /(?:look for|prefer|want|need|choose|select|shortlist|candidates|applicants|recruit|hire)[^.!?]*$/iu,
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'offered-first-to-the-young',
    category: 'age',
    pattern: phrase(
      '(?:offered|given|open|available|let|allocated) (?:first|only) to (?:[\\p{L}]+ ){0,2}?(?:under|below) (?:[2-5]\\d)(?![\\d%])',
    ),
    unlessSaid: legalBasis,
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'no-impediment-wanted',
    category: 'disability',
    pattern: phrase(
      '(?:with |and |have )?(?:no|without (?:a |any )?) (?:speech impediment|stammer|stutter|lisp|limp|disabilit(?:y|ies)|health problems|medical conditions|mental health (?:problems|issues))',
    ),
    near: hiringNearby,
    unlessSaid: {
      test: (sentence: string) =>
        reportedSaid.test(sentence) || /adjust|support|welcome|regardless|whether or not/iu.test(sentence),
    },
    why: 'It shuts out disabled applicants. Say what the work needs, and offer adjustments.',
    suggestions: fixed(),
  },
  {
    id: 'insults-of-the-mind',
    category: 'disability',
    pattern: phrase(
      '(?:complete |total |absolute )?(?:nutters?|nutcases?|loony|loonies|headcases?|head cases?|basket cases?)',
    ),
    why: 'It mocks mental illness. Describe the behaviour ("abusive", "erratic").',
    suggestions: fixed('abusive', 'erratic'),
  },
  {
    id: 'group-asked-to-stay-away',
    category: 'disability',
    pattern: phrase(
      `(?:ask|asks|asking|require|requires|expect|expects|tell|request) (?:${groups.disability}) to (?:phone|call|ring|email|book|wait|stay|shop|order|come (?:at|outside|before|after))`,
    ),
    why: 'It asks disabled customers to keep away instead of making room for them. Offer help to anyone who wants it.',
    suggestions: fixed(),
  },
  {
    id: 'group-flagged-for-review',
    category: 'disability',
    pattern: phrase(
      `(?:flag|refer|screen|investigate)(?: [\\p{L}]+){0,3}? (?:from|of|by|for) (?:${groups.disability}|[\\p{L}]+ with (?:a |any )?(?:recorded |known |declared )?history of (?:${conditions}))`,
    ),
    unlessSaid: {
      test: (sentence: string) => legalBasis.test(sentence) || /adjust|support|vulnerab|help/iu.test(sentence),
    },
    why: 'It treats disabled customers as suspect. Review claims by what they say, for everyone alike.',
    suggestions: fixed(),
  },
  refusedTo('disability'),
  refusedTo('race'),
  refusedTo('gender'),
  {
    id: 'profiled-by-looks',
    category: 'race',
    pattern: phrase(
      `(?:appeared|looked|seemed|appearing|looking) (?:to be )?(?:of )?(?:${anOrigin}|foreign|asian|black|arab|african)(?: (?:origin|descent|heritage|appearance))?(?:[^.;!?\\n]){0,30}?(?:so|therefore|and so)(?![\\p{L}])`,
    ),
    why: 'It treats people as suspect for how they look. Act on what a person does.',
    suggestions: fixed(),
  },
  {
    id: 'travellers-as-a-threat',
    category: 'race',
    pattern: phrase(
      '(?:with|because|as|since|now that|given that) (?:the |some |a group of )?(?:travellers|gypsies|roma|travelling families|traveller families|a traveller family)(?: [\\p{L}]+)? (?:camped|parked|staying|pitched|nearby|in the area|moving in|arrived|have arrived|on the)',
    ),
    why: 'It treats Gypsies and Travellers as a threat for who they are. Act on what a person does.',
    suggestions: fixed(),
  },
  {
    id: 'english-held-against',
    category: 'race',
    pattern: phrase(
      "(?:if|where|when) (?:the |a |their |his |her )?(?:[\\p{L}]+['’]s )?english is (?:limited|poor|weak|basic|broken|not (?:good|great|fluent))",
    ),
    near: /(?:\bid\b|identification|deposit|check|passport|reference|refuse|decline)/iu,
    why: 'It asks more of people whose English is limited, which falls on them by national origin. Set the same terms for everyone.',
    suggestions: fixed(),
  },
  {
    id: 'a-finding-laid-on-an-origin',
    category: 'race',
    pattern: phrase(
      `(?:${anOrigin}) (?:families|customers|clients|staff|workers|tenants|renters|drivers|buyers|owners)(?: [\\p{L}]+){0,2}? (?:were|are|was) (?:more|less) likely to(?:[^.;!?\\n]){0,80}?,? so(?![\\p{L}])`,
    ),
    why: 'It applies a figure about some people of an origin to every one of them. Treat each customer by their own record.',
    suggestions: fixed(),
  },
  {
    id: 'you-know-how-they-are',
    category: 'race',
    pattern: phrase(
      `(?:you know|we all know|we know|everyone knows) (?:how|what) (?:these|those|they|them)(?: [\\p{L}-]+){0,3}? (?:${anOrigin}|foreign)(?: [\\p{L}]+){0,1}? (?:are|operate|do|work|run|places|people|types|lot|firms|shops)`,
    ),
    why: claimsWhy.race,
    suggestions: fixed(),
  },
  {
    id: 'dress-by-sex',
    category: 'gender',
    pattern: phrase(
      '(?:female|male|women|men|ladies|girls)(?: [\\p{L}]+){0,4}? (?:are|is|will be|must be|should be) (?:expected|required|asked|told) to wear (?:(?:light|full|some|natural|subtle|minimal) )?(?:make up|makeup|heels|high heels|skirts?|dresses|lipstick|nail (?:varnish|polish))',
    ),
    unlessSaid: reportedSaid,
    why: 'It sets a dress code for one sex only. Set one standard of dress for everyone in the role.',
    suggestions: fixed(),
  },
  {
    id: 'one-sex-for-a-post',
    category: 'gender',
    pattern: phrase(
      '(?:should|must|needs? to|ought to|would (?:ideally|preferably)) (?:ideally |preferably |really )?be (?:a )?(?:woman|man|female|male|lady|girl|guy|bloke)(?:,? (?:as|because|since|so))',
    ),
    unlessSaid: { test: (sentence: string) => legalBasis.test(sentence) || lawfulForOneSex.test(sentence) },
    why: 'It asks for one sex where the work does not need it. Say what the work needs.',
    suggestions: fixed(),
  },
  {
    id: 'fit-in-with-the-lads',
    category: 'gender',
    pattern: phrase(
      '(?:fit|fits|fitting) (?:right |straight )?in (?:with|among) (?:the|our) (?:team of |crew of |gang of )?(?:lads|boys|blokes|girls|ladies)',
    ),
    why: 'It takes the team, and whoever joins it, to be of one sex. Describe the team by its work.',
    suggestions: fixed('fit in with the team'),
  },
  {
    id: 'born-in-one-place-only',
    category: 'race',
    pattern: phrase(
      `(?:${anOrigin}|${places}) (?:born|trained|educated) (?:[\\p{L}]+ )?(?:applicants|candidates|staff|workers|drivers|cleaners|people|tenants|customers) only|(?:rather than|instead of|in preference to|ahead of) (?:overseas|foreign|internationally|abroad) (?:trained|qualified|educated)|avoid (?:hiring |recruiting |employing |taking on |booking )?(?:candidates|applicants|staff|workers|drivers|cleaners|people|tenants|contractors|labourers|laborers) from (?:[\\p{L}]+,? ){1,3}?(?:as|because|since) (?:they|these|those)`,
    ),
    unlessSaid: { test: (sentence: string) => legalBasis.test(sentence) || reportedSaid.test(sentence) },
    why: claimsWhy.race,
    suggestions: fixed(),
  },
  {
    id: 'culture-as-the-reason',
    category: 'race',
    pattern: phrase(
      '(?:reflects?|reflecting|reflected|down to|explained by|because of|due to) (?:their |the |a )?cultural (?:attitudes|differences|norms|habits|traits|backgrounds?)',
    ),
    near: new RegExp(`(?<![\\p{L}])(?:${anOrigin}|born in)(?![\\p{L}])`, 'iu'),
    unlessSaid: reportedSaid,
    why: 'It explains what some people did by the culture of their origin: a stereotype by origin. Look at what each person did, and why.',
    suggestions: fixed(),
  },
];
