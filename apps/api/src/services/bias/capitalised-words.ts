// The words that tell names in a text by their capitals (capitalised-names.ts): small words
// inside names, words before and after a person's name, a screen's labels, a thing's head words.

/** Small words inside a name ("Marsh & Daughters", "Master of Science", "Statement of Work"). */
export const joiners = new Set(['of', 'and', 'the', 'for', 'on', 'de', 'la', 'von', 'van']);

/** Words after which a capitalised word is a defined term or a thing, not a person ("the Employee"). */
export const determiners = new Set(
  'the a an this that these those each every any no our your their its his her my whose which what some another either neither'.split(
    ' ',
  ),
);

/** Capitalised words that are not names of people. */
export const notPeople = new Set(
  'i you we they it he she me us them monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas easter on from at by with to in into after before during until till since when whenever if unless once while as per via over under about across within without between through throughout against among upon rs ksh kshs dhs english french dutch german spanish italian portuguese mandarin cantonese japanese korean arabic hindi urdu bengali tamil russian polish turkish greek swahili malay thai vietnamese tagalog hebrew farsi welsh gaelic afrikaans amharic punjabi gujarati marathi telugu kannada malayalam nepali sinhala czech slovak hungarian romanian bulgarian serbian croatian ukrainian swedish norwegian danish finnish'.split(
    ' ',
  ),
);

/** Words after which a capitalised word is a place, a product or a system, not a person. */
export const placeWords = new Set(['in', 'into', 'via', 'using', 'inside', 'within']);

/** Prepositions: where the words describing a thing after "a" end ("a gift to Eleanor Fitzgerald"). */
export const prepositions = new Set(
  'to for with from by of and or at on in into onto than as via like about toward towards between among under over after before'.split(
    ' ',
  ),
);
/** Words before a screen's label ("choose Reset", "tap Save"): the label is not a person. */
export const labelVerbs = new Set(['click', 'choose', 'select', 'tap', 'press', 'open', 'pick', 'hit']);
/** Words after a screen's label ("the Users page", "the Save button"). */
export const labelNouns = new Set([
  'page',
  'pages',
  'button',
  'buttons',
  'tab',
  'tabs',
  'menu',
  'screen',
  'link',
  'icon',
  'field',
  'panel',
]);

/** Titles before a person's name. */
export const titles = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'lord',
  'lady',
]);

/** Verbs that follow a person's name at the start of a sentence ("Marco said", "Olga will"). */
export const afterName = new Set(
  "said says will would has had is was joined joins started starts asked asks told tells added adds leads led wrote writes called calls founded retires retired thinks thought agreed agrees wants wanted can could should may might must saw sees noticed reported stopped took takes went came gave felt met found checked spoke explained confirmed noted arrived handled helped replied emailed phoned rang texted and, and's".split(
    ' ',
  ),
);

/**
 * Last words of a capitalised run that make it the name of a thing, not of a person: a defined
 * term, a document, a period, a body or a place ("five Business Days", "the Site Safety Plan",
 * "Health and Safety Executive").
 */
export const thingHeads = new Set(
  'check checks act acts agreement agreements plan plans policy policies procedure procedures schedule schedules regulation regulations rules code codes terms conditions day days date dates period periods hours service services scheme schemes programme programmes program programs fund funds award awards prize trust foundation society association medical assist assistance support resources operations care insurance helpline hotline payroll finance legal compliance security facilities network networks alliance forum forums circle circles club clubs council authority board committee department office executive centre center park road street lane avenue way square building site premises unit units hub depot branch store shop plant warehouse factory campus headquarters area region ltd limited llp plc inc group company bank university college school hospital clinic practice partnership report reports review statement form forms manual handbook guide certificate licence license account order notice register standard standards framework strategy charter law laws directive bill team project system systems app platform portal week month year quarter budget fee fees charges rate'.split(
    ' ',
  ),
);

/** Titles of a course, an award, a body or an office, before "in", "of" or "for" ("Diploma in …", "Ministry of …", "Head of …"). */
export const bodyHeads = new Set(
  'diploma certificate degree master masters bachelor award course programme program institute school department ministry college university centre center board council office commission association society federation event head director vp chief manager officer president dean minister secretary controller'.split(
    ' ',
  ),
);

/** First words of places' names ("New Zealand", "Sri Lanka", "Port Louis"): a run they open names a place, not a person. */
export const placeFirstWords = new Set(
  'new north south east west saint san santa los las hong sri united great upper lower port fort mount lake cape costa puerto rio'.split(
    ' ',
  ),
);
