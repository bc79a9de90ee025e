import {
  type AddedPhrase,
  fixed,
  hiring,
  hiringNearby,
  hiringOrRequired,
  hiringSentence,
  legalBasis,
  phrase,
} from './added-phrase-patterns.ts';

// The added phrases of race, ethnicity and national origin (decisions 140 and 207).

/** Accents asked for or turned away ("a neutral accent", "without a foreign accent"). */
const accents = phrase(
  '(?:(?:heavy|strong|thick|foreign|neutral|regional|no|clear|standard|local|proper|pleasant|without (?:an?|any)|an? (?:english|british|american|australian)) (?:[\\p{L}]+ )?accents?(?! (?:on|colou?r|light|wall|lighting|chair|font))|(?:american|english|british|australian|canadian|irish|scottish|kiwi|south african|midwestern|southern|received pronunciation|rp|local) accents?(?! (?:on|colou?r|light|wall|lighting|chair|font))|accent free|free of (?:an?|any) (?:[\\p{L}]+ )?accent)',
);

/** Hair textures and styles of Black people, which dress codes have banned. */
const hairStyles =
  '(?:dreadlocks|dreads|locs|braids|cornrows|afros?|afro hair(?:styles?)?|natural hair|twists|bantu knots|head wraps?)';

export const raceAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'third-world',
    category: 'race',
    pattern: phrase('third world(?! wars?)'),
    why: 'It ranks countries and their people below others and is out of date. Name the countries or the income group.',
    suggestions: fixed('lower-income countries', 'developing countries'),
  },
  {
    id: 'chinese-wall',
    category: 'race',
    pattern: phrase('chinese walls?'),
    why: 'It uses a nationality as a figure for a wall no one can cross. “Ethical wall” or “information barrier” says what it does.',
    suggestions: fixed('ethical wall', 'information barrier'),
  },
  {
    id: 'black-as-bad',
    category: 'race',
    pattern: phrase('(?:black marks?|blackball(?:s|ed|ing)?|black sheep|black days?)'),
    why: 'It makes black stand for bad or shameful.',
    suggestions: (found) =>
      /sheep/i.test(found)
        ? ['outsider', 'odd one out']
        : /ball/i.test(found)
          ? ['exclude', 'veto']
          : ['mark against', 'stain'],
  },
  {
    id: 'cultural-figure',
    category: 'race',
    pattern: phrase(
      '(?:tribal knowledge|(?:join|joined|joining|our|my) (?:the |our )?tribe|spirit animals?|sold (?:\\p{L}+ )?down the river|peanut gallery|paddy wagons?|indian givers?|half (?:caste|castes|breed|breeds)|mulattos?|(?:too many chiefs(?:,)?(?: and)? )?not enough indians|indian style|off the reservation|on the warpath|low (?:man|person|rung) on the totem pole|mexican stand(?: )?off|jew(?:ed|ing|s)? (?:\\p{L}+ )?down|jewed)',
    ),
    why: 'It borrows a people’s culture or history (Indigenous peoples, the enslaved, the Irish, the Welsh, people of mixed heritage) as a figure of speech or a label.',
    suggestions: fixed(),
  },
  {
    id: 'block-list',
    category: 'race',
    pattern: phrase('(?:black|white)(?: )?list(?:s|ed|ing|ers?)?'),
    why: 'It makes black mean bad and white mean good. “Blocklist” and “allowlist” say exactly what the list does.',
    suggestions: (found) => (/^black/i.test(found) ? ['blocklist', 'denylist'] : ['allowlist']),
  },
  {
    id: 'native-speaker',
    category: 'race',
    pattern: phrase('native (?:[\\p{L}]+ )?speakers?'),
    why: 'Asking for a “native speaker” shuts people out by where they were born or grew up, which can be race discrimination. Ask for the level of the language the work needs.',
    suggestions: fixed('fluent English speaker', 'fluent in English'),
  },
  {
    id: 'birth-or-tongue',
    category: 'race',
    pattern: phrase(
      `(?:(?:mother tongue|first language) (?:english|french|german|spanish|italian|dutch|polish|welsh|portuguese|mandarin|arabic|japanese)(?: speakers?)?|(?:uk|british|english|us|american|locally|home|native) born)`,
    ),
    why: 'Asking where someone was born, or which language they grew up with, shuts people out by national origin, which can be race discrimination. Ask for the level of the language, or the right to work, the job needs.',
    suggestions: fixed('fluent in English', 'with the right to work in the UK'),
  },
  {
    id: 'language-grown-up-with',
    category: 'race',
    pattern: phrase(
      `(?:(?:english|french|german|spanish|italian|dutch|polish|welsh|portuguese|mandarin|arabic|japanese) as (?:their|your|his|her|a|the) (?:mother tongue|first language|native language|native tongue)|whose (?:mother tongue|first language|native language|native tongue) is (?:english|french|german|spanish|italian|dutch|polish|welsh|portuguese|mandarin|arabic|japanese))`,
    ),
    after: hiring,
    why: 'Asking for the language someone grew up with shuts people out by national origin, which can be race discrimination. Ask for the level of the language the work needs.',
    suggestions: fixed('fluent in English', 'with excellent written and spoken English'),
  },
  {
    id: 'accent-asked',
    category: 'race',
    pattern: accents,
    after: hiringOrRequired,
    why: 'Asking for an accent, or turning one away, shuts people out by where they come from, which can be race discrimination. Ask for clear spoken English, which any accent can give.',
    suggestions: fixed('clear spoken English', 'speaks clearly'),
  },
  {
    id: 'accent-in-a-job',
    category: 'race',
    pattern: accents,
    near: hiringNearby,
    why: 'Asking for an accent, or turning one away, shuts people out by where they come from, which can be race discrimination. Ask for clear spoken English, which any accent can give.',
    suggestions: fixed('clear spoken English', 'speaks clearly'),
  },
  {
    id: 'othering-praise',
    category: 'race',
    pattern: phrase(
      '(?:(?:surprisingly|remarkably|unexpectedly) (?:articulate|well spoken|eloquent)|(?:articulate|well spoken|eloquent|intelligent|smart|bright|clean|polite|professional|clever|hard working|educated|punctual) for (?:an? |someone )?(?:black|asian|african|indian|hispanic|latino|latina|muslim|immigrant|foreigner|migrant|arab|chinese|mexican|nigerian|pakistani|person of colou?r|refugee|non native))',
    ),
    why: 'Praise for being articulate, as if it were a surprise, implies low expectations of the person, often by race or origin.',
    suggestions: fixed('articulate', 'an excellent speaker'),
  },
  {
    id: 'ethnic-as-other',
    category: 'race',
    pattern: phrase(
      '(?:ethnic (?:hair(?:styles?|cuts?)?|names?|looking|features|clothing|dress|attire|food|foods|cuisines?|dishes|meals|recipes|flavou?rs|snacks|restaurants?|takeaways?|groceries|specialit(?:y|ies)|specialt(?:y|ies)|aisles?|section|products|range|shops?|stores?|menus?|nights?|evenings?|themes?|music|decor|d[ée]cor|dancers?|entertainment|markets?|touch|flair)|exotic (?:dishes|food|foods|cuisines?|recipes|spices|flavou?rs|ingredients|names?|looks?|features|accents?|cultures?|people|women|men|beauty|clothing|clothes|dress|jewell?ery|attire|outfits)|exotic(?= (?:asian|african|oriental|eastern|caribbean|indian|latin|arabian|middle eastern|polynesian|island) )|exotic(?= (?:[\\p{L}]+ )?(?:diwali|eid|holi|lunar new year|chinese new year|ramadan|hanukkah|kwanzaa|navratri|vesak|onam|pongal|festivals?|celebrations?|heritage|crafts?|costumes?) )|exotic(?= (?:touch|escape|getaway|destination|locals|newcomers?|new hires?|hires?|recruits?|arrivals?|additions?|colleagues?|faces?|evening|evenings|night|nights|programme|program|charm|flair|feel|vibe|atmosphere|culture|cultures|people|staff|guests|visitors|music|dancers?|rituals?|customs|traditions|experience|look|looks|accents?|names?|beauty|beauties|women|men|girls) ))',
    ),
    why: 'It makes one group the norm and others “ethnic” or “exotic”, which sets people apart by race or origin. Name the thing itself (braids, Ethiopian dishes).',
    suggestions: fixed('braids and other hairstyles', 'dishes from around the world'),
  },
  {
    id: 'skin-tone',
    category: 'race',
    pattern: phrase('(?:(?:fair|light|wheatish|white) (?:complexion|skin(?:ned)?|skin tone)|(?:fair|light) skinned)'),
    after: hiringSentence,
    why: 'Asking for a skin tone shuts people out by the colour of their skin, which is race discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'citizens-only-programme',
    category: 'race',
    pattern: phrase(
      '(?:british|uk|us|u\\.s\\.|american|eu|irish|canadian|australian|new zealand|nz|singapore(?:an)?|south african|indian|nigerian|kenyan) (?:citizens|nationals) only',
    ),
    near: hiringNearby,
    unlessSaid: legalBasis,
    why: 'Opening a job or a scheme to one citizenship shuts people out by national origin, which can be discrimination unless the law requires it. Ask for the right to work.',
    suggestions: fixed('people with the right to work in the country'),
  },
  {
    id: 'language-only',
    category: 'race',
    pattern: phrase(
      '(?:speak (?:english|welsh|french|german|spanish) only|only speak english|english only (?:policy|rule|workplace|zone))',
    ),
    why: 'A rule to speak only one language, among colleagues too, targets people by national origin. Ask for the language customers need to be served in.',
    suggestions: fixed('speak English with customers'),
  },
  {
    id: 'pronounceable-names',
    category: 'race',
    pattern: phrase(
      "(?:names? (?:that )?(?:[\\p{L}]+ ){1,2}?(?:can(?:not|['’]t| not)?|could(?:n['’]t)?|are (?:not )?able to|struggle to) (?:easily )?(?:pronounce|say)|easy to pronounce names?|(?:difficult|hard|unpronounceable) names?)",
    ),
    why: 'Sorting people by how easily their names are said sorts them by origin, which is race discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'all-american-type',
    category: 'race',
    pattern: phrase('all american (?:type|look|looks|guy|girl|boy|image|face|candidate)'),
    why: 'It asks for a look that stands for one race or origin.',
    suggestions: fixed(),
  },
  {
    id: 'citizens-only',
    category: 'race',
    pattern: phrase(
      '(?:must be (?:an? )?(?:u\\.?s\\.?|us|uk|british|american|canadian|australian|eu) (?:citizens?|nationals?)|(?:citizens|nationals) only|(?:u\\.?s\\.?|us|uk|british|american) citizenship (?:is )?required)',
    ),
    near: hiringNearby,
    unlessSaid: legalBasis,
    why: 'Asking for a citizenship shuts people out by national origin, which can be discrimination unless the law requires it for the role. Ask for the right to work.',
    suggestions: fixed('with the right to work in the country'),
  },
  {
    id: 'race-of-a-person',
    category: 'race',
    pattern: phrase(
      '(?:the|an?) (?<phrase>asian|black|white|african|chinese|indian|pakistani|bangladeshi|muslim|jewish|hispanic|latino|latina|arab|polish|romanian|caribbean|oriental) (?:shopkeeper|man|woman|driver|owner|doctor|nurse|worker|employee|customer|businessman|businesswoman|student|teenager|boy|girl|suspect|neighbour|neighbor|cashier|engineer|manager)',
    ),
    // A faith's observance, an entitlement ("A Muslim Employee who has not yet performed Hajj may …") or a language ("a Polish customer phones the German line") names whom it is for.
    unlessSaid:
      /(?<![\p{L}])(?:hajj|umrah|eid|ramadan|diwali|passover|yom kippur|prayers?|fasting|entitled to|language|speaking|speaks?|speakers?|translat\p{L}*|interpret\p{L}*|english|german|french|spanish|mandarin|arabic|line)(?![\p{L}])/iu,
    why: 'It names a person’s race or origin where it says nothing of what the text is about. Leave it out unless it is relevant.',
    suggestions: fixed(),
  },
  {
    id: 'born-in',
    category: 'race',
    pattern: phrase('born (?:and (?:raised|bred) )?in (?:the uk|britain|england|the us|this country)'),
    after: hiring,
    why: 'Asking where someone was born shuts people out by national origin, which can be race discrimination. Ask for the right to work the job needs.',
    suggestions: fixed('with the right to work in the UK'),
  },
  {
    id: 'illegal-immigrant',
    category: 'race',
    pattern: phrase('(?:illegal (?:immigrants?|aliens?|migrants?)|illegals)'),
    why: 'A person cannot be illegal; the wording is used to dehumanise migrants. Name the status instead.',
    suggestions: fixed('undocumented migrants', 'irregular migrants'),
  },
  {
    id: 'chinese-whispers',
    category: 'race',
    pattern: phrase('chinese whispers'),
    why: 'It uses a nationality as a figure for confusion and distortion.',
    suggestions: fixed('a game of telephone', 'garbled messages'),
  },
  {
    id: 'broken-english',
    category: 'race',
    pattern: phrase('broken english'),
    why: 'It mocks the English of people who learned it as another language. Say what matters: whether the message was clear.',
    suggestions: fixed('limited English', 'English as a second language'),
  },
  {
    id: 'gypped',
    category: 'race',
    pattern: phrase('gyp(?:ped|ping|s)?'),
    why: 'It comes from “Gypsy” and accuses Romani people of cheating.',
    suggestions: fixed('cheated', 'overcharged'),
  },
  {
    id: 'coloured-people',
    category: 'race',
    pattern: phrase(
      'colou?red (?:people|persons?|workers?|staff|employees?|men|women|man|woman|folks?|communities|community|children|kids|families|residents|tenants|customers|applicants|candidates|citizens|neighbou?rs|members|students|players)|colou?red(?= (?:and|or) (?:white|black|asian))',
    ),
    // South Africa's employment equity categories list "Coloured" beside African, Indian and White.
    unlessSaid:
      /(?:African|Black|Indian|White|[Ww]hite),? (?:and|or) Coloured|Coloured,? (?:and|or) (?:African|Black|Indian|White|[Ww]hite)|[Ee]mployment [Ee]quity/u,
    why: 'An outdated and offensive term for people who are not white. Name the group precisely.',
    suggestions: fixed('Black and minority ethnic workers', 'people of colour'),
  },
  {
    id: 'exotic-looking',
    category: 'race',
    pattern: phrase(
      '(?:exotic looking|exotic (?:model|beauty|woman|women|man|men|girls?|features|looks|person|people|candidates?|applicants?|hires?|staff|employees?|colleagues?|receptionists?|hostess(?:es)?))',
    ),
    why: 'It treats people of other ethnic backgrounds as foreign and decorative. Describe what is needed without ethnicity.',
    suggestions: fixed(),
  },
  {
    id: 'uppity',
    category: 'race',
    pattern: phrase('uppity'),
    why: 'It has long been used to put down Black people who stand up for themselves.',
    suggestions: fixed('arrogant', 'presumptuous'),
  },
  {
    id: 'foreigners-turned-away',
    category: 'race',
    pattern: phrase(
      "(?:no (?:foreigners|immigrants|migrants|foreign (?:nationals|workers|applicants|candidates|staff)|non (?:nationals|citizens|natives|locals)|visa holders|expats)|(?:foreigners|immigrants|migrants|foreign nationals|non (?:citizens|nationals)|visa holders|expats) (?:need not|needn['’]t|should not|shouldn['’]t|will not be considered|are not (?:eligible|accepted|welcome)))",
    ),
    why: 'It turns people away by their national origin or immigration status, which can be race discrimination. Ask for the right to work the job needs.',
    suggestions: fixed('applicants must have the right to work in the country'),
  },
  {
    id: 'must-be-a-citizen',
    category: 'race',
    pattern: phrase(
      '(?:(?:u\\.?s\\.?|us|uk|british|american|canadian|australian|irish|eu|indian|singapore(?:an)?|new zealand|nz|south african|nigerian|kenyan) passport holders(?= only| preferred| need apply| will be (?:given|preferred|considered))(?: only)?|(?:must|should|shall|needs? to) hold an? (?:u\\.?s\\.?|us|uk|british|american|canadian|australian|irish|eu) passport|(?:must|should|shall|needs? to|ha(?:ve|s) to) be (?:an? )?(?:u\\.?s\\.?|us|uk|british|american|canadian|australian|eu|irish|indian|singapore(?:an)?|new zealand|nz|south african|nigerian|kenyan) (?:citizens?|nationals?)|(?:u\\.?s\\.?|us|uk|british|american|canadian|australian|irish|singapore(?:an)?|new zealand|nz|south african|nigerian|kenyan) (?:citizenship|nationality) (?:is )?(?:required|essential|mandatory|preferred))',
    ),
    unlessSaid: legalBasis,
    why: 'Asking for a citizenship shuts people out by national origin, which can be discrimination unless the law requires it for the role. Ask for the right to work, or name the law that requires it.',
    suggestions: fixed('with the right to work in the country'),
  },
  {
    id: 'name-sounding',
    category: 'race',
    pattern: phrase(
      '(?:(?:foreign|ethnic|exotic|funny|strange|unusual|western|english|anglo|american|british|christian|african|asian|muslim|indian) sounding(?: (?:first |last )?names?)?|(?:must|should) have an? (?:western|english|anglo|christian|american|british) (?:first )?name|(?:use|uses|adopt|adopts|take|takes|choose|chooses|go by|goes by|given) an? (?:western|english|anglo|american|british) (?:first )?names?|christian names?|(?:western|anglo|christian) (?:first )?names? (?:only|preferred|required))',
    ),
    why: 'Sorting people by how their names sound sorts them by origin, which is race discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'race-required',
    category: 'race',
    pattern: phrase(
      '(?:(?:must|should) be (?<phrase>caucasian|white|black|asian|hispanic|latin[oa]|european|african|arab|christian|muslim|jewish|hindu)(?![\\p{L}])|(?:caucasian|white|european|christian) (?:candidates|applicants|staff|people|employees|workers) (?:only|preferred)|(?:caucasians?|whites) only)',
    ),
    after: hiringSentence,
    why: 'Asking for a race or a religion shuts everyone else out, which is discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'non-white',
    category: 'race',
    pattern: phrase('non whites|(?:urban|inner city) (?:youths?|thugs?|types|kids|element)'),
    why: 'It names people by what they are not, or codes a race by a place. Name the group precisely.',
    suggestions: fixed('people of colour', 'young people'),
  },
  {
    id: 'faith-asked',
    category: 'race',
    pattern: phrase(
      '(?:christian|muslim|islamic|jewish|catholic|protestant|hindu|sikh|biblical|godly|church going) (?:values|faith|ethos|principles|beliefs|background|candidates?|applicants?|man|woman|person|family man|character)',
    ),
    near: /(?:^|[^\p{L}])(?:who shares?|must share|should share|share (?:our|these|them|those|this)|candidates?|applicants?|hiring|looking for|seeking|we want|would suit|ideal)(?![\p{L}])/iu,
    why: 'Asking that a candidate share a faith turns people away by their religion, which is discrimination unless the role is one of the few the law exempts. Name the values the work needs.',
    suggestions: fixed('integrity and care for our clients'),
  },
  {
    id: 'origin-required',
    category: 'race',
    pattern: phrase('(?:indigenes? (?:of|from)|(?:must|should|shall) be (?:an? )?natives? of)'),
    why: 'Asking that someone come from a place shuts people out by their origin, which is discrimination. Ask for the right to work, or the local knowledge the work needs.',
    suggestions: fixed('with the right to work in the country'),
  },
  {
    id: 'outdated-race-nouns',
    category: 'race',
    pattern: phrase(
      '(?:aboriginals|aborigines|orientals|negro(?:es)?|(?<!whites,? (?:and )?)coloureds(?!,? (?:and )?(?:darks|whites|delicates))|eskimos?|red indians?|redskins?|half bloods?|gringos?|gringas?)',
    ),
    why: 'An outdated name for a people, felt as a slur by many of them. Name them as they name themselves (“Aboriginal people”, “First Nations people”, “Asian people”).',
    suggestions: fixed('Aboriginal people', 'First Nations people'),
  },
  {
    id: 'caucasian-wanted',
    category: 'race',
    pattern: phrase('caucasians?'),
    near: hiringNearby,
    why: 'Asking for a race for a job shuts everyone else out, which is race discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'hair-banned',
    category: 'race',
    pattern: phrase(`${hairStyles}(?:(?:,|,? and|,? or) ${hairStyles})*`),
    near: /not (?:be )?(?:permitted|allowed|acceptable|suitable|appropriate|considered (?:suitable|appropriate|professional))|must not|mustn['’]t|(?:are|is) banned|prohibited|unprofessional|unkempt|untidy|extreme hair/iu,
    why: 'A rule against the hair textures and styles of Black people turns them away by race. Ask for hair that is neat and safe for the work, in any style.',
    suggestions: fixed('hair must be neat and, where needed, tied back'),
  },
  {
    id: 'nationality-wanted',
    category: 'race',
    pattern: phrase(
      '(?:eastern european|western european|european|polish|romanian|bulgarian|lithuanian|filipino|filipina|indian|pakistani|bangladeshi|chinese|asian|african|nigerian|latin american|latino|mexican|british|english|irish|australian|american|foreign) (?:pickers|workers|staff|labou?r(?:ers)?|applicants|candidates|nannies|carers|drivers|cleaners|builders|girls|lads|guys|nurses|maids|housekeepers|packers|operatives)',
    ),
    after:
      /(?:^|[^\p{L}])(?:recruit\w*|hiring|hire|prefer\w*|mainly|only|want\w*|looking for|seeking|need\w*)[^.!?;]{0,30}$/iu,
    why: 'Recruiting people of one nationality or origin shuts out everyone else, which is race discrimination. Recruit for the work, whoever does it.',
    suggestions: fixed('pickers', 'workers'),
  },
  {
    id: 'welsh-on',
    category: 'race',
    // In lower case, or with an ending: the verb. "in Welsh on request" is the language.
    pattern: phrase('(?:welsh(?:ed|ing|es)?|Welsh(?:ed|ing|es)) on', 'gu'),
    why: 'It uses the Welsh as a figure for not paying what one owes.',
    suggestions: fixed('back out of', 'go back on'),
  },
  {
    id: 'born-required',
    category: 'race',
    pattern: phrase('(?:must|should|shall|need to|needs to|have to|has to) be (?:an? )?(?<phrase>\\p{L}+ born)'),
    why: 'Asking where someone was born shuts people out by national origin, which can be race discrimination. Ask for the right to work, or the clearance, the job needs.',
    suggestions: fixed('with the right to work in the country'),
  },
  {
    id: 'oriental-people',
    category: 'race',
    pattern: phrase(
      '(?<!(?:mandarin|negros|misamis|davao) )oriental(?! (?:mindoro|occidental|bay|parade|insurance|bank|hotel|trading|express|rugs?|carpets?|plaza|road|street|avenue|pearl|shorthairs?|longhairs?|popp(?:y|ies)|lil(?:y|ies)|hornets?|cockroach(?:es)?|rat fleas?|fruit fl(?:y|ies)|moths?|beetles?|cats?|plane trees?|planes?))',
    ),
    why: 'An outdated name for people of East Asian descent, felt by many as othering. Name where they come from (“East Asian”, “Chinese”, “Korean”).',
    suggestions: fixed('East Asian'),
  },
  {
    id: 'tribal-quarrels',
    category: 'race',
    pattern: phrase(
      'tribal (?:squabbles?|feuds?|rivalr(?:y|ies)|warfare|infighting|loyalties|friction|tensions?|politics|mentality)|(?<=(?:described|dismissed|called|labell?ed|put down|written off|wrote off|seen)(?: [\\p{L}]+){0,3} as )tribal(?! (?:lands?|areas?|territor|councils?|members?|nations?|communit|groups?|art|people|peoples|leaders?|elders?|authorit))',
    ),
    why: 'It casts peoples organised as tribes as quarrelsome, and uses them as a figure for office politics. Say what the disagreement is.',
    suggestions: fixed('rivalries between teams', 'disagreements'),
  },
  {
    id: 'origin-as-a-filter',
    category: 'race',
    pattern: phrase(
      '(?:non nationals?|(?:foreign|ethnic|exotic|african|asian|arabic|muslim|indian|nigerian|[\\p{L}]+ian|[\\p{L}]+ese|[\\p{L}]+ish) sounding (?:names?|surnames?)|(?:christian|protestant) work ethic)',
    ),
    why: 'It sorts people by how foreign their name sounds or by a faith, which is discrimination by origin. Judge each person on their own record.',
    suggestions: fixed('every applicant', 'a strong work ethic'),
  },
];
