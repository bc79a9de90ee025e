import type { FindingCategory, PlacedFinding } from './bias-finding.ts';

/**
 * Phrases the check adds to retext-equality's (decision 140): age, which it does not cover,
 * disability and race wordings it misses ("wheelchair-bound" with a hyphen, "suffers from" a
 * condition, "the disabled"), and gendered wordings of job ads. Each pattern's `phrase` group,
 * when it has one, is the flagged part; else the whole match.
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
  why: string;
  suggestions: (phrase: string) => string[];
}

/** A pattern of words: a space matches white space or a hyphen; whole words only; any case. */
function phrase(source: string, flags = 'giu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source.replaceAll(' ', '[\\s\\u00a0-]+')})(?![\\p{L}\\p{N}])`, flags);
}

const fixed =
  (...suggestions: string[]) =>
  () =>
    suggestions;

const conditions =
  "epilepsy|autism|dyslexia|dyspraxia|depression|anxiety|diabetes|asthma|arthritis|cancer|dementia|alzheimer'?s|parkinson'?s|multiple sclerosis|ms|cerebral palsy|deafness|blindness|hearing loss|sight loss|vertigo|migraines?|adhd|ocd|ptsd|bipolar(?: disorder)?|schizophrenia|disabilit(?:y|ies)|(?:a )?(?:mental )?illness(?:es)?|(?:a )?(?:long-term |chronic )?(?:health )?conditions?|disorders?|syndrome|diseases?|paralysis|polio|(?:a )?stroke|long covid|fibromyalgia|lupus|tinnitus|a stammer|a stutter|me|cfs";

/** Words that say a text is about hiring, before an age range ("the ideal candidate is aged 25 to 35"). */
const hiringWords =
  "candidates?|applicants?|ideally|preferably|ideal|looking for|seeking|we want|we need|you are|you're|you will be|you'll be|must be|should be|role|position|vacancy|job|hire|hiring|recruit(?:ing)?";

/** The 40 characters of a sentence before a match, when they make it about hiring. */
const hiring = new RegExp(`(?:^|[^\\p{L}])(?:${hiringWords})[^.!?;]{0,40}$`, 'iu');
const hiringOrSomeone = new RegExp(`(?:^|[^\\p{L}])(?:${hiringWords}|someone|people|person)[^.!?;]{0,40}$`, 'iu');

const smallNumbers = 'one|two|three|four|five|six|seven|eight|nine|ten';

/** What one is deaf or blind to, figuratively. */
const unheeded =
  'risks?|problems?|facts?|needs?|dangers?|issues?|evidence|truth|concerns?|complaints?|criticism|feedback|warnings?|pleas?|reason|change|changes|requests?|calls?|suggestions?|advice';

export const addedPhrases: readonly AddedPhrase[] = [
  {
    id: 'young-and-energetic',
    category: 'age',
    pattern: phrase('young(?:,|,? and)? (?:energetic|dynamic|vibrant|enthusiastic|fresh|hungry|lively)'),
    why: 'It asks for youth, which shuts out older people and can be age discrimination. Describe the work and the qualities it takes.',
    suggestions: fixed('energetic', 'enthusiastic', 'motivated'),
  },
  {
    id: 'young-person',
    category: 'age',
    pattern: phrase('young (?:team|candidates?|graduates?|professionals?|blood)'),
    why: 'It says the role or the team is for the young, which shuts out older people and can be age discrimination.',
    suggestions: fixed('person', 'new team', 'growing team'),
  },
  {
    id: 'young-person-hired',
    category: 'age',
    pattern: phrase('young (?:person|man|woman)'),
    after: hiring,
    why: 'It says the role is for the young, which shuts out older people and can be age discrimination.',
    suggestions: fixed('person'),
  },

  {
    id: 'fresh-blood',
    category: 'age',
    pattern: phrase('fresh blood'),
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
    why: 'It sets colleagues apart by age where age does not matter to what is said, and often carries a stereotype. Name what matters, or the age range itself.',
    suggestions: fixed('experienced colleagues', 'employees over 50'),
  },
  {
    id: 'the-elderly',
    category: 'age',
    pattern: phrase('(?:the elderly(?! care)|elderly (?:people|persons?|customers|residents))'),
    why: 'It makes older people a group noun that sounds frail. “Older people” is the wording most of them prefer.',
    suggestions: fixed('older people'),
  },
  {
    id: 'recent-graduates-only',
    category: 'age',
    pattern: phrase(
      '(?:recent graduates? only|(?:only|(?:open|limited|restricted) (?:only )?to|(?:looking for|seeking|hiring|recruiting) (?:only )?|(?:must|should) be (?:a )?) recent graduates?)',
    ),
    why: 'Asking for “recent graduates only” shuts out older people with the same qualification, which can be age discrimination.',
    suggestions: fixed('graduates', 'people at the start of their career'),
  },
  {
    id: 'age-limit',
    category: 'age',
    pattern: phrase(
      '(?:(?:be|aged) (?:under|below|over|younger than|older than)|no older than|not older than|no younger than) \\d{2}',
    ),
    why: 'An age limit for a role is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'too-old',
    category: 'age',
    pattern: phrase(
      '(?:too old (?:to (?:adapt|learn|change|understand|keep up|cope|retrain)|for (?:the|this) (?:job|role|work))|set in (?:their|his|her) ways|over the hill|past (?:it|(?:their|his|her) prime)|old timers?)',
    ),
    why: 'It is a stereotype of older people as unable to learn or change.',
    suggestions: fixed('reluctant to change', 'used to the old process'),
  },
  {
    id: 'generation-label',
    category: 'age',
    pattern: phrase('(?:(?<!baby )boomers?|ok boomer)'),
    why: 'A generation’s label used as a put-down stereotypes people by their age.',
    suggestions: fixed('older customers', 'customers over 60'),
  },
  {
    id: 'age-range',
    category: 'age',
    pattern: phrase(
      `(?:aged|ages?|between the ages of) (?:between )?(?:1[89]|[2-6]\\d)(?: )?(?:to|-|–|and)(?: )?(?:[2-7]\\d)(?: years(?: old)?)?`,
    ),
    after: hiring,
    why: 'An age range for a role shuts out everyone outside it, which is age discrimination unless the law sets it. Say what the work needs instead.',
    suggestions: fixed(),
  },
  {
    id: 'experience-cap',
    category: 'age',
    pattern: phrase(
      `(?:no more than|not more than|at most|a maximum of|maximum of|less than|fewer than) (?:\\d+|${smallNumbers}) (?:years?|yrs)['’]?(?: of)?(?: [\\p{L}-]+){0,2}? experience`,
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
    id: 'age-stereotype',
    category: 'age',
    pattern: phrase(
      '(?:fresh faced|senior moments?|youthful (?:team|candidates?|applicants?|staff|workforce|image|look|energy)|old (?:fogeys?|fogies|codgers?|dears?|duffers?))',
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
      'even (?:your|my|our|their) (?:gran|granny|grandma|grandmother|grandparents?|grandad|granddad|grandfather|nan|nana)',
    ),
    why: 'It jokes that older people cannot manage technology or new things.',
    suggestions: fixed('anyone'),
  },
  {
    id: 'need-not-apply',
    category: 'age',
    pattern: phrase(
      "(?:mature|older|senior|elderly) (?:candidates|applicants|people|workers|jobseekers) (?:need not|needn[’']t|should not|shouldn[’']t|are not to|will not be considered)(?: apply)?",
    ),
    why: 'It turns people away by their age, which is age discrimination.',
    suggestions: fixed(),
  },
  {
    id: 'wheelchair-bound',
    category: 'disability',
    pattern: phrase('(?:wheelchair bound|(?:confined|bound|restricted) to a wheelchair)'),
    why: 'A wheelchair gives freedom of movement; it binds nobody. “Wheelchair user” says the same without pity.',
    suggestions: fixed('wheelchair user', 'uses a wheelchair'),
  },
  {
    id: 'suffers-from',
    category: 'disability',
    pattern: phrase(
      `(?<phrase>suffers? from|suffered from|suffering from|afflicted (?:with|by)|stricken (?:with|by)|(?:a )?victims? of) (?:[\\p{L}'’]+ ){0,2}?(?:${conditions})`,
    ),
    why: 'It presents a condition as suffering, which many people who have it do not feel. Say that the person has it.',
    suggestions: fixed('has', 'lives with'),
  },
  {
    id: 'the-disabled',
    category: 'disability',
    pattern: phrase(
      'the (?:disabled|handicapped|blind|deaf|infirm|mentally ill|crippled|lame)(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:and|or|who|are|were|is|was|have|has|had|will|would|can|could|should|may|might|must|need|do|does|did|in|of|to|with|at|on|from|for|get|got)\\b)',
    ),
    why: 'It makes people a group defined by one condition. “Disabled people”, “blind people”, “deaf people” name them as people.',
    suggestions: (found) => [`${found.replace(/^the\s+/i, '').toLowerCase()} people`],
  },
  {
    id: 'able-bodied',
    category: 'disability',
    pattern: phrase('able(?: )?bodied'),
    why: 'It implies that disabled people’s bodies are not able. “Non-disabled” is the plain opposite of “disabled”; for a job, name what it needs (“able to lift 15 kg”).',
    suggestions: fixed('non-disabled'),
  },
  {
    id: 'diagnosis-as-habit',
    category: 'disability',
    pattern: phrase(
      '(?:a bit|a little|so|very|slightly|totally|quite|bit|too) (?<phrase>autistic|ocd|bipolar|schizophrenic|psychotic|paranoid|dyslexic)',
    ),
    why: 'It uses a diagnosis as a figure of speech for a habit, which trivialises the condition. Say what the habit is.',
    suggestions: fixed('particular', 'meticulous', 'fussy'),
  },
  {
    id: 'blind-eye',
    category: 'disability',
    pattern: phrase('turn(?:s|ed|ing)? a blind eye'),
    why: 'It makes blindness stand for choosing not to see.',
    suggestions: fixed('ignore', 'overlook', 'look the other way'),
  },
  {
    id: 'deaf-ears',
    category: 'disability',
    pattern: phrase('(?:fell|fall|falls|falling|fallen) on deaf ears'),
    why: 'It makes deafness stand for refusing to listen.',
    suggestions: fixed('was ignored', 'went unheeded'),
  },
  {
    id: 'hearing-as-listening',
    category: 'disability',
    pattern: phrase(
      `(?:tone deaf|(?:a|the) deaf ear|(?:deaf|blind) to (?:the |our |their |its |his |her |your |any |all )?(?:${unheeded})|the blind leading the blind)`,
    ),
    why: 'It makes deafness or blindness stand for not listening or not understanding. Say what is missed.',
    suggestions: fixed('out of touch', 'ignored', 'unaware of'),
  },
  {
    id: 'crippling',
    category: 'disability',
    pattern: phrase(
      'crippl(?:e|es|ed|ing)(?= (?:the |our |their |its |a |an )?(?:[\\p{L}-]+ )?(?:costs?|debts?|prices?|fees?|bills?|taxes|tax|losses|shortages?|delays?|effects?|blow|business|economy|company|firm|project|industry|sector|growth|supply|cash(?: )?flow|finances|rates?|interest|workload|pressure|strikes?|uncertainty))',
    ),
    why: 'It makes a disability stand for damage or ruin.',
    suggestions: fixed('severe', 'damaging', 'heavy'),
  },
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
    pattern: phrase('(?:black marks?|blackball(?:s|ed|ing)?|black sheep)'),
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
      '(?:tribal knowledge|(?:join|joined|joining|our|my) (?:the |our )?tribe|spirit animals?|sold (?:\\p{L}+ )?down the river|peanut gallery|paddy wagons?|indian givers?|half (?:caste|castes|breed|breeds)|mulattos?|welsh(?:ed|ing|es)? on)',
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
      'colou?red (?:people|persons?|workers?|staff|employees?|men|women|man|woman|folks?|communities|community)',
    ),
    why: 'An outdated and offensive term for people who are not white. Name the group precisely.',
    suggestions: fixed('Black and minority ethnic workers', 'people of colour'),
  },
  {
    id: 'exotic-looking',
    category: 'race',
    pattern: phrase(
      '(?:exotic looking|exotic (?:model|beauty|woman|women|man|men|girls?|features|looks|person|people))',
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
    id: 'man-hours',
    category: 'gender',
    pattern: phrase('man(?: )?(?:hours?|days?|months?|years?)'),
    why: 'It counts work in men. “Person-hours” or “hours of work” counts everyone.',
    suggestions: fixed('person-hours', 'hours of work'),
  },
  {
    id: 'manning',
    category: 'gender',
    pattern: phrase('mann(?:ing|ed|s)', 'gu'),
    why: 'It makes staffing a man’s job.',
    suggestions: fixed('staffing', 'running', 'answering'),
  },
  {
    id: 'right-man',
    category: 'gender',
    pattern: phrase('(?:right|best|ideal|perfect) (?<phrase>man) (?:for|to)'),
    why: 'It pictures the person for the job as a man.',
    suggestions: fixed('person'),
  },
  {
    id: 'girl-friday',
    category: 'gender',
    pattern: phrase('(?:girl|man) friday'),
    why: 'It casts an assistant as a “girl”, or a “man”, who serves someone.',
    suggestions: fixed('assistant', 'office assistant'),
  },
  {
    id: 'man-the-post',
    category: 'gender',
    pattern: phrase(
      '(?:to|will|would|can|could|must|should|shall|may|might|help|helps|helped|we|they|you|who|and|or|please|volunteers?) (?<phrase>man) (?:the|a|an|our|your|their|its|this|that|these|those|each|every)(?= )',
    ),
    why: 'It makes staffing a post a man’s job.',
    suggestions: fixed('staff', 'run', 'look after'),
  },
  {
    id: 'gendered-nouns',
    category: 'gender',
    pattern: phrase(
      "(?:trades(?:man|men)|lay(?:man|men)(?:['’]s)?|one man (?:band|show|operation)|gentlem[ae]n['’]?s? agreements?|founding fathers|forefathers|(?:tea|dinner|cleaning|lollipop|tea trolley) lad(?:y|ies)|lady (?:doctors?|lawyers?|boss(?:es)?|drivers?|engineers?|pilots?)|(?:the )?girls (?:in|from|on) (?:the )?(?:office|accounts|reception|admin|finance|payroll|marketing|hr|sales|front desk))",
    ),
    why: 'It names the people of a role or a group by one gender, or marks a role as unusual for a gender.',
    suggestions: (found) =>
      /trades/i.test(found)
        ? ['tradesperson', 'trades worker']
        : /lay/i.test(found)
          ? ['plain', 'non-specialist']
          : /father/i.test(found)
            ? ['founders', 'predecessors']
            : /agreement/i.test(found)
              ? ['unwritten agreement', 'informal agreement']
              : /one man/i.test(found)
                ? ['one-person', 'sole trader']
                : /girls/i.test(found)
                  ? ['the team in', 'colleagues in']
                  : ['cleaner', 'doctor', 'assistant'],
  },
];

/** The findings of the added phrases in a text. */
export function addedPhraseFindings(text: string): PlacedFinding[] {
  const findings: PlacedFinding[] = [];
  for (const added of addedPhrases) {
    for (const match of text.matchAll(added.pattern)) {
      if (added.after && !added.after.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
      const part = match.groups?.phrase;
      const start = part === undefined ? match.index : match.index + match[0].indexOf(part);
      const found = part ?? match[0];
      findings.push({
        phrase: found,
        why: added.why,
        suggestions: added.suggestions(found),
        rule: `taskwell:${added.id}`,
        category: added.category,
        start,
        end: start + found.length,
      });
    }
  }
  return findings;
}
