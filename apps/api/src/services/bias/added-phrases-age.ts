import {
  type AddedPhrase,
  fixed,
  hiring,
  hiringNearby,
  hiringOrProgramme,
  hiringOrSomeone,
  legalBasis,
  phrase,
  smallNumbers,
} from './added-phrase-patterns.ts';
import { answered, reportedSaid } from './group-claims.ts';

// The added phrases of age (decisions 140 and 207): wordings that ask for, or put down, people of an age.

/** Words that say a rule was done away with ("the mandatory retirement age clause was removed"). */
const abolished =
  /\b(?:removed|abolished|scrapped|repealed|dropped|no longer|ended|withdrawn|beyond|extend(?:ed|s)?|continued employment|defer(?:red)?)\b/iu;

export const ageAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'young-and-energetic',
    category: 'age',
    pattern: phrase(
      "young(?:,|,? and)? (?:energetic|dynamic|vibrant|enthusiastic|fresh|hungry|lively|confident|ambitious|presentable|attractive|bubbly|go getting|(?:[\\p{L}'’-]+,? )?faces?)",
    ),
    why: 'It asks for youth, which shuts out older people and can be age discrimination. Describe the work and the qualities it takes.',
    suggestions: fixed('energetic', 'enthusiastic', 'motivated'),
  },
  {
    id: 'young-person',
    category: 'age',
    pattern: phrase(
      'young,? (?:and )?(?:[\\p{L}]+,? (?:and )?)?(?:team|crew|workforce)|young (?:team|candidates?|graduates?|professionals?|blood|talent|go getters?|self starters?|high flyers?|guns|hustlers?|individuals|applicants|recruits|hires)',
    ),
    why: 'It says the role or the team is for the young, which shuts out older people and can be age discrimination.',
    suggestions: fixed('person', 'new team', 'growing team'),
  },
  {
    id: 'young-person-hired',
    category: 'age',
    pattern: phrase("(?:a|an)(?: [\\p{L}'’-]+,?){0,3} (?<phrase>young (?:person|man|woman))"),
    after: hiring,
    why: 'It says the role is for the young, which shuts out older people and can be age discrimination.',
    suggestions: fixed('person'),
  },
  {
    id: 'fresh-faces-wanted',
    category: 'age',
    pattern: phrase('fresh faces?'),
    near: hiringNearby,
    why: 'Asking for fresh faces asks for young people, which shuts out older ones and can be age discrimination.',
    suggestions: fixed('new team members'),
  },
  {
    id: 'fresh-blood',
    category: 'age',
    pattern: phrase(
      '(?:fresh|new) blood(?! (?:tests?|samples?|cells?|pressure|sugar|donors?|donations?|supply|supplies|bank|transfusions?|products?|results?))',
    ),
    why: 'It prizes newcomers for being young, which sets experienced colleagues aside.',
    suggestions: fixed('new colleagues', 'new ideas'),
  },
  {
    id: 'digital-native',
    category: 'age',
    pattern: phrase('digital natives?'),
    why: 'It stands for “young”: it assumes skill with digital tools comes with age. Ask for the skills themselves.',
    suggestions: fixed('confident with digital tools', 'digitally skilled'),
  },
  {
    id: 'older-workers',
    category: 'age',
    pattern: phrase(
      '(?:older|elderly|ageing|aging) (?:workers?|employees?|staff|applicants?|candidates?|colleagues?|members of staff)',
    ),
    // Offering them what is open to all, warning against assuming, or reporting findings is no finding.
    unlessSaid: {
      test: (sentence) =>
        /(?:may|can) (?:also )?(?:apply|request|ask)|(?:are|is) (?:also )?(?:eligible|entitled)|open to all|(?:do not|don't|never|avoid|without) assum|assumptions? (?:that|about)|(?:findings?|report|survey|stud(?:y|ies)|data)(?: [\p{L}]+){0,3} (?:show|found|find|suggest|indicate|point)/iu.test(
          sentence,
        ) || reportedSaid.test(sentence),
    },
    answeredBy: answered,
    why: 'It sets colleagues apart by age where age does not matter to what is said, and often carries a stereotype. Name what matters, or the age range itself.',
    suggestions: fixed('experienced colleagues', 'employees over 50'),
  },
  {
    id: 'the-elderly',
    category: 'age',
    pattern: phrase(
      "(?:the elderly(?! care)|the aged(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:and|or|who|that|which|whose|are|were|is|was|in|of|with|need|needs|at|from|for|living|alone)\\b)|(?<!(?:homes?|housing|units?|centres?|flats|village) for )elderly (?:people|persons?|customers|residents(?!['’]? (?:care |nursing |residential )?homes?)))",
    ),
    // The name of a law ("the Act on Stabilization of Employment of Elderly Persons") is quoted as it is.
    unlessSaid: /\b(?:Act|Law|Ordinance|Regulations?|Convention) (?:on|of|for|concerning)\b/u,
    why: 'It makes older people a group noun that sounds frail. “Older people” is the wording most of them prefer.',
    suggestions: fixed('older people'),
  },
  {
    id: 'recent-graduates-only',
    category: 'age',
    pattern: phrase(
      '(?:(?:looking for|seeking|hiring|recruiting|want|need|ideally|preferably) (?:an? )?(?:recently graduated|fresh graduates?)|fresh graduates? only|no more than (?:[\\p{L}\\d]+ ){1,2}years? (?:out of|since|after) (?:university|college|school|graduation|qualifying)|recent (?:graduates?|school leavers?) (?:only|preferred|wanted)|(?:only|(?:open|limited|restricted)(?: only)? to|(?:looking for|seeking|hiring|recruiting|ideally|preferably)(?: only)?(?: an?)?|(?:must|should|will|shall) be(?: an?)?|(?:ideal|perfect|best suited|aimed at|designed) for(?: an?)?|(?:would|will) suit(?: an?)?) recent (?:graduates?|school leavers?))',
    ),
    why: 'Asking for “recent graduates only” shuts out older people with the same qualification, which can be age discrimination.',
    suggestions: fixed('graduates', 'people at the start of their career'),
  },
  {
    id: 'retirement-required',
    category: 'age',
    pattern: phrase(
      '(?:(?:required|obliged|expected|forced|made) to retire|(?:compulsory|mandatory|forced) retirement|(?<!(?:statutory|state|legal|minimum|official|national|pensionable|normal pension) )retirement age of \\d{2})',
    ),
    unlessSaid: { test: (sentence: string) => legalBasis.test(sentence) || abolished.test(sentence) },
    why: 'A retirement age set by the employer ends people’s work by their age, which is age discrimination unless it is objectively justified.',
    suggestions: fixed(),
  },
  {
    id: 'too-old',
    category: 'age',
    pattern: phrase(
      "(?:too old (?:to (?:adapt|learn|change|understand|keep up|cope|retrain)|for (?:the|this) (?:job|role|work))|set in (?:their|his|her) ways|over the hill|long in the tooth|old dinosaurs?|(?:for|at|given|considering|because of|due to|despite|in spite of) (?:his|her|their) age(?! (?:band|group|bracket|range|category|limit))|(?:considering|given|for someone|despite|although|even though) (?:he|she|they)(?:’s|'s| is| are| was| were) (?:nearing|close to|approaching|near|past) (?:retirement|(?:his|her|their) (?:sixties|seventies))|past (?:it|(?:their|his|her) prime)|old timers?|(?:close to|nearing|approaching|near) retirement,? (?:so |there is |there's |it is |it's )?(?:no point|not worth|little point|a waste)|at (?:[5-9]\\d),? (?:he|she|they)(?: is| are|['’]s|['’]re)(?: [\\p{L}]+ly)? (?:unlikely|too old|not going|past|no longer|slowing down|slower|less able)|at (?:that|this|their|his|her) age,? (?:few|most|they|he|she|people|nobody|no one) (?:can't|cannot|can|won't|struggle|find|will))",
    ),
    unlessSaid: reportedSaid,
    why: 'It is a stereotype of older people as unable to learn or change.',
    suggestions: fixed('reluctant to change', 'used to the old process'),
  },
  {
    id: 'generation-label',
    category: 'age',
    pattern: phrase(
      '(?:(?<!baby )boomers?|ok boomer|(?:for a|typical|such a|like a|a real) (?:millennial|gen z(?:er)?|zoomer|gen x(?:er)?)|snowflake generation)',
    ),
    why: 'A generation’s label used as a put-down stereotypes people by their age.',
    suggestions: fixed('older customers', 'customers over 60'),
  },
  {
    id: 'someone-younger',
    category: 'age',
    pattern: phrase('(?:(?:someone|somebody) younger|younger (?:candidates?|applicants?|talent|blood|faces?|hires?))'),
    unlessSaid: reportedSaid,
    why: 'It asks for a younger person for the role, which shuts out older people and can be age discrimination. Say what the work needs, such as the years the role is meant to last.',
    suggestions: fixed('someone who can commit to the role long term', 'new talent'),
  },
  {
    id: 'experience-cap',
    category: 'age',
    pattern: phrase(
      `(?:no more than|not more than|at most|a maximum of|maximum of|maximum|max|less than|fewer than) (?:\\d+|${smallNumbers}) (?:years?|yrs)['’]?(?: of)?(?: [\\p{L}-]+){0,2}? experience`,
    ),
    why: 'A cap on years of experience turns away people with more years behind them and the same skills, which can be age discrimination. Name the skills and the level the work needs.',
    suggestions: fixed('experience of', 'skills in'),
  },
  {
    id: 'graduated-lately',
    category: 'age',
    pattern: phrase(
      `(?:graduated|left (?:school|university|college)) (?:in|within|during|over) the (?:last|past) (?:\\d+|${smallNumbers}|few|couple of) years?`,
    ),
    why: 'Asking when someone graduated stands for asking their age, and shuts out people who studied later or earlier in life. Ask for the qualification itself.',
    suggestions: fixed('holds a degree in', 'has qualified in'),
  },
  {
    id: 'recent-graduate-hired',
    category: 'age',
    pattern: phrase('(?:is|are) (?:an? )?(?<phrase>recent graduates?)'),
    after: hiring,
    why: 'Asking for a recent graduate stands for asking for a young person, and shuts out people who qualified earlier or later in life. Ask for the qualification and the level of experience.',
    suggestions: fixed('graduate', 'someone early in their career'),
  },
  {
    id: 'younger-preferred',
    category: 'age',
    pattern: phrase(
      '(?:priorit[iy][sz]ed for|preference (?:to|for)|favou?ring|reserved for|limited to|only for|in favour of|(?:leave|leaves|left|leaving) (?:[\\p{L}-]+ ){0,4}?to) (?:the )?(?<phrase>younger (?:staff|employees|workers|colleagues|people|applicants|candidates|members of staff|crew|team|ones))',
    ),
    why: 'It gives younger people first place by their age, which is age discrimination.',
    suggestions: fixed('staff', 'colleagues'),
  },
  {
    id: 'older-as-unable',
    category: 'age',
    pattern: phrase(
      'too (?:confusing|complicated|complex|hard|difficult|technical) for (?<phrase>(?:older|elderly|senior) (?:users|customers|people|folk|staff|colleagues))',
    ),
    why: 'It assumes that people of an age are unable to manage something new or technical.',
    suggestions: fixed('new users', 'customers who are new to it'),
  },
  {
    id: 'class-of-year',
    category: 'age',
    pattern: phrase('(?:class|cohort|graduates?) of (?:19|20)\\d\\d or (?:later|after|newer|more recent)'),
    why: 'A cut-off year of graduation stands for an age limit, and shuts out people who studied earlier in life.',
    suggestions: fixed('new graduates of any year'),
  },
  {
    id: 'age-as-unable',
    category: 'age',
    pattern:
      /(?<![\p{L}\p{N}])at [4-9]\d(?=,?\s+(?:he|she|they|(?!we |you |i )[\p{L}'’-]+(?: [\p{L}'’-]+)?)\s+(?:may|might|will|would|could|can['’]t|cannot|won['’]t|is unlikely to|are unlikely to|is (?:probably|likely|surely|bound to be)|(?:is|are) (?:past|too old|winding down|slowing down))\s*[^.!?]{0,30}(?:hard|struggle|adapt|learn|change|keep up|pick up|get to grips|winding down|slowing down|past it|extra load|want the))/giu,
    why: 'It ties what someone can learn or do to their age, a stereotype of older people.',
    suggestions: fixed(),
  },
  {
    id: 'graduated-in-year',
    category: 'age',
    pattern: phrase(
      '(?:graduated|left (?:school|university|college)|(?:degree|qualification|diploma) (?:earned|obtained|completed|awarded|gained)) (?:in|between|since|after|before|prior to) (?:19|20)\\d\\d',
    ),
    after: hiringOrProgramme,
    why: 'Asking for a year of graduation stands for asking an age, and shuts out people who studied later or earlier in life. Ask for the qualification itself.',
    suggestions: fixed('holds a degree in', 'has qualified in'),
  },
  {
    id: 'age-stereotype',
    category: 'age',
    pattern: phrase(
      '(?:too (?:grey|gray) haired|fresh faced|oldies|old timers|grannies|old dears|wrinklies|coffin dodgers|too (?:close to|near) retirement|(?:grey|gray) hairs|(?:grey|gray) haired (?:workforce|staff|workers|team|crew|employees|colleagues|managers|brigade|old timers)|past (?:their|his|her|its|your|my) (?:sell|use) by dates?|(?:on )?the wrong side of (?:40|45|50|55|60|65|70|forty|fifty|sixty|seventy)|within sight of retirement|millennial (?:mindset|attitude|entitlement|mentality|work ethic)|(?:tiktok|snapchat|instagram|ipad|playstation|smartphone|selfie|avocado toast) generation|senior moments?|(?:looks?|looking(?! for)|feels?|feeling|stays?|staying|keeps?|keeping)(?: [\\p{L}]+){0,3} youthful|youthful looking|oaps?|old age pensioners?|old biddies|biddies|(?:silver|grey|gray) (?:tsunami|surfers?)|advancing years|(?:grey|gray)(?: )?beards?|(?:grey|gray|silver) haired (?:[\\p{L}]+ )?(?:[\\p{L}]+s|crowd|brigade|lot|guard|gang|club)(?![\\p{L}])|old guard(?! (?:panels?|rails?|plates?|covers?|units?))|young at heart|winding down (?:to|toward|towards) retirement|(?:grey|gray|silver) haired (?:brigade|group|crowd|board|team|gang|lot|old guard|club)|(?:grey|gray) brigade|(?:twenty|thirty) somethings|youthful(?:,? [\\p{L}]+){0,2}? (?:team|crew|candidates?|applicants?|staff|servers|workforce|image|look|energy)|old (?:fogeys?|fogies|codgers?|dears?|duffers?)|fuddy duddy|fuddy duddies)',
    ),
    why: 'It stereotypes people by their age: the young as fresh and the old as forgetful or out of date.',
    suggestions: fixed('new', 'lapse', 'enthusiastic team'),
  },
  {
    id: 'age-decade',
    category: 'age',
    pattern: phrase(
      `in (?:their|his|her|your) (?:early |mid |late )?(?:twenties|thirties|forties|fifties|sixties|[2-6]0s)`,
    ),
    after: hiringOrSomeone,
    why: 'Asking for people of one decade of life shuts out everyone else, which is age discrimination. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'even-grandparents',
    category: 'age',
    pattern: phrase(
      'even (?:(?:your|my|our|their) (?:gran|granny|grandma|grandmother|grandparents?|grandad|granddad|grandfather|nan|nana)|pensioners|seniors|retirees|oaps|the elderly|old(?:er)? (?:people|folk))|(?:your|my|our) (?:gran|granny|grandma|nan|nana|grandad|granddad|grandpa|grandmother|grandfather) could (?:use|do|manage|understand|work) (?:it|this)',
    ),
    why: 'It jokes that people past a certain age are no good with technology or new things.',
    suggestions: fixed('anyone'),
  },
  {
    id: 'need-not-apply',
    category: 'age',
    pattern: phrase(
      "(?:(?:mature|older|senior|elderly) (?:candidates|applicants|people|workers|jobseekers)|retirees|pensioners|over [4-7]0s|over[4-7]0s) (?:need not|needn[’']t|should not|shouldn[’']t|are not to|will not be considered)(?: apply)?",
    ),
    why: 'It turns people away by their age, which is age discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'recent-graduate-wanted',
    category: 'age',
    pattern: phrase('recent (?:college |university |uni )?(?:graduates?|grads?)'),
    after: hiring,
    why: 'Asking for a recent graduate stands for asking for a young person, and shuts out people who qualified earlier or later in life. Ask for the qualification and the level of experience.',
    suggestions: fixed('graduate', 'someone early in their career'),
  },
  {
    id: 'fresh-out-of-college',
    category: 'age',
    pattern: phrase('(?:fresh|straight|just) out of (?:college|school|university|uni|grad school|business school)'),
    after: hiringOrSomeone,
    why: 'It asks for someone who has only just finished their studies, which stands for asking for a young person and can be age discrimination. Ask for the qualification.',
    suggestions: fixed('newly qualified', 'early in their career'),
  },
  {
    id: 'too-experienced',
    category: 'age',
    pattern: phrase(
      `(?:(?:over|more than) (?:\\d+|${smallNumbers}) (?:years?|yrs)['’]?(?: of)?(?: [\\p{L}-]+){0,2}? experience|over(?: )?qualified(?: (?:candidates|applicants|people|jobseekers))?) (?:need not|needn['’]t|should not|shouldn['’]t|will not|won['’]t|are not|is not|cannot|can['’]t)(?: apply| be considered)?|(?:no|not) over(?: )?qualified(?: (?:candidates|applicants|people))?`,
    ),
    why: 'Turning away people with many years behind them, or “overqualified” ones, turns away older people, which can be age discrimination. Name the level the role is at.',
    suggestions: fixed(),
  },
  {
    id: 'graduate-year-required',
    category: 'age',
    pattern: phrase(
      '(?:be|are|only|for|seeking|hiring|recruiting) (?:an? )?(?<phrase>(?:19|20)\\d\\d(?:(?:,(?: )?| or | and |(?: )?[-–/](?: )?)(?:19|20)\\d\\d)* (?:graduates?|grads?))(?! (?:intake|scheme|programme|program|cohort|recruitment|survey|salaries|salary))',
    ),
    why: 'Asking for graduates of given years stands for asking an age, and shuts out people who studied earlier in life. Ask for the qualification itself.',
    suggestions: fixed('graduates', 'holds a degree in'),
  },
  {
    id: 'youthful-wanted',
    category: 'age',
    pattern: phrase('youthful'),
    after: hiringOrSomeone,
    why: 'It asks for a young person, which shuts out older people and can be age discrimination. Name the qualities the work needs.',
    suggestions: fixed('energetic', 'enthusiastic'),
  },
  {
    id: 'generation-stereotype',
    category: 'age',
    pattern: phrase(
      "(?<phrase>millennials|gen z(?:ers)?|zoomers|gen x(?:ers)?|gen y|(?:baby )?boomers|(?:gen z|millennial|boomer|gen y) (?:hires|staff|employees|workers|colleagues|candidates|recruits|managers)) (?:(?:are|is|tend to be|can be|all) (?:so |too |just |really |always |notoriously |all )?(?:lazy|entitled|spoil(?:ed|t)|flaky|disloyal|needy|fragile|hopeless|clueless|useless|slow|stubborn|technophobes?|snowflakes|impatient|soft|unreliable|glued to|addicted|obsessed|allergic)|(?:need|needs|want|wants|expect|expects|demand|demands) (?:constant|endless|hand holding|a trophy|trophies|praise|to be praised)|(?:can['’]?t|cannot|don['’]?t|won['’]?t|never) (?:handle|cope|use|understand|learn|adapt|commit|work hard|take criticism))",
    ),
    why: 'It says a whole generation is lazy, needy or slow, a stereotype of people by their age.',
    suggestions: fixed(),
  },
  {
    id: 'colleague-as-grandparent',
    category: 'age',
    pattern: phrase(
      '(?:grandpa|grandad|granddad|gramps|granny|grandma|old man|old lady|old girl|old boy)(?= (?:in|from|at|on) (?:the )?(?:it|accounts|accounting|finance|payroll|office|sales|hr|marketing|legal|ops|operations|admin|reception|dispatch|warehouse|procurement|compliance|it department|back office)(?![\\p{L}]))',
    ),
    why: 'It calls a colleague old, by a family name for the old, to put them down.',
    suggestions: fixed('our colleague in'),
  },
  {
    id: 'near-retirement-targeted',
    category: 'age',
    pattern: phrase('(?:close to|nearing|near|approaching|coming up to) retirement(?: age)?'),
    near: /redundan|let (?:them |him |her )?go|selection|select|exit|replace|lay(?:ing)? off|layoffs?|restructur|volunteers?|cut/iu,
    why: 'It picks people for redundancy or exit by how soon they may retire, which is picking them by their age: age discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'colleagues-as-kids',
    category: 'age',
    pattern: phrase(
      '(?:the|our|those|these) kids (?:from|in|on|of) (?:the |our )?(?:graduate|grad|intern|internship|apprentice|apprenticeship|trainee|junior|summer)',
    ),
    why: 'It calls young colleagues children, which belittles them by their age.',
    suggestions: fixed('the graduates', 'our new colleagues'),
  },
  {
    id: 'generation-wanted',
    category: 'age',
    pattern: phrase(
      '(?:love|like|want|need|looking for|seeking|hire|hiring|prefer|ideally) (?:an? |to hire an? |some )?(?<phrase>millennials?|gen z(?:ers?)?|zoomers?|gen x(?:ers?)?|boomers?)(?! (?:market|customers|consumers|buyers|audiences?|segment|users|shoppers)(?![\\p{L}]))',
    ),
    why: 'It asks for people of one generation, which is asking for an age: age discrimination.',
    suggestions: fixed('someone who'),
  },
  {
    id: 'bed-blockers',
    category: 'age',
    pattern: phrase('bed blockers?'),
    why: 'It blames older patients waiting for care for the beds they lie in. “Patients waiting for discharge” or “delayed discharges” says what happens.',
    suggestions: fixed('patients awaiting discharge', 'delayed discharges'),
  },
  {
    id: 'younger-crop',
    category: 'age',
    pattern: phrase(
      '(?:fresh(?:er)?,? (?:and )?)?young(?:er)? (?:crop|breed|generation|intake) of(?! (?:customers|voters|readers|users|buyers|shoppers))',
    ),
    unlessSaid: reportedSaid,
    why: 'It hopes to replace people with younger ones, which prizes age over the work. Say what skills the new hires bring.',
    suggestions: fixed('a new intake of', 'more'),
  },
  {
    id: 'passed-over-near-retirement',
    category: 'age',
    pattern: phrase(
      '(?:not worth|no point(?: in)?|pointless|a waste of money) (?:training|hiring|promoting|developing|investing in|sending)(?: [\\p{L}]+){0,3}? (?:someone|anyone|people|staff|them|him|her) (?:so |this |that |too )?(?:close to|near|nearing|approaching) retirement|(?:rather than|instead of|over) (?:someone|anyone|people|staff|candidates?|applicants?) (?:so |this |too )?(?:close to|near|nearing|approaching) retirement',
    ),
    unlessSaid: reportedSaid,
    why: 'It passes people over for how near they are to retirement, which is their age. Judge each person on the work.',
    suggestions: fixed(),
  },
  {
    id: 'sprightly-at-an-age',
    category: 'age',
    pattern: phrase(
      '(?:sprightly|spry|feisty|still sharp|still going strong at|remarkably sharp at) (?:[5-9]\\d|1\\d\\d)(?![\\d%])',
    ),
    why: 'It praises someone as lively, as if the number of their years made that a surprise. Say what they do.',
    suggestions: fixed(),
  },
];
