// The words that make a sentence worth reading for a claim about a group (decision 215): a sex, an
// age, a disability or health, an origin, faith or caste, or people in the plural. A sentence with
// none of them is not read by the model, which keeps the check's cost to the sentences about people.
// Words that business texts mostly use of other things are not cues: "depressed" (a market),
// "health" and "sick" (health and safety, sick pay), "conditions" (of a contract), "English" (the
// language), "crazy" and "mad" (the rules read those as words), and "someone", "anyone", "those".

const sex = `women woman men man ladies lady girls girl boys boy female females male males wives wife husband
husbands mothers mother fathers father mums mum moms mom housewife housewives gentlemen gentleman guys guy
lads lad gals feminine masculine pregnant pregnancy maternity paternity sex gender`;

const age = `older old elderly senior seniors young younger youngsters youth youthful millennials millennial
boomers boomer gen pensioner pensioners retiree retirees retired retirement aged ageing aging age grey gray
juniors teenagers teens teenage geriatric oap oaps veteran veterans twenties thirties forties fifties sixties
seventies leavers graduates generation`;

const disability = `disabled disability disabilities blind deaf dumb mute autistic autism wheelchair wheelchairs
dyslexia dyslexic adhd epilepsy epileptic mental mentally psychiatric depression anxiety bipolar
schizophrenic handicapped cripple crippled lame impaired impairment illness sickness
retarded ocd paralysed paralyzed amputee stammer stutter medication
neurodivergent chronic`;

const origin = `nigerian nigerians asian asians african africans indian indians arab arabs arabic pole poles polish
romanian romanians turk turks turkish moroccan moroccans mexican mexicans filipino filipinos filipina
pakistani pakistanis bangladeshi bangladeshis somali somalis ethiopian ethiopians kenyan kenyans ghanaian
ghanaians chinese russian russians ukrainian ukrainians albanian albanians latino latinos latina hispanic
hispanics muslim muslims jew jews jewish gypsy gypsies roma traveller travellers travelling christian
christians catholic catholics hindu hindus sikh sikhs buddhist buddhists brahmin brahmins dalit dalits caste
tribal tribe tribes ethnic ethnicity foreign foreigner foreigners foreign-born immigrant immigrants migrant
migrants expat expats expatriate expatriates overseas black blacks white whites brown oriental native natives
indigenous aboriginal aborigines eastern middle western european europeans american americans british
irish scottish welsh australian canadian japanese korean vietnamese thai indonesian malaysian
brazilian brazilians colombian colombians venezuelan venezuelans peruvian cuban jamaican caribbean syrian
egyptian saudi emirati qatari iranian iraqi afghan kurdish lebanese israeli palestinian german germans french
italian italians spanish portuguese greek dutch swedish nordic slavic balkan bulgarian serbian croatian
hungarian czech slovak lithuanian latvian estonian belarusian moldovan georgian armenian nepali nepalese
tamil tamils gujarati punjabi bengali marathi telugu malayali kannada zulu xhosa afrikaans afrikaner
afrikaners coloured yoruba igbo hausa kikuyu luo maasai mandarin accent accents foreign-sounding surname
surnames background backgrounds heritage community communities religion religious faith church mosque temple
national nationals nationality mainland`;

const people = `people persons residents tenants renters passengers travelers volunteers staff workers employees
colleagues customers clients members users drivers visitors guests folk folks citizens neighbours neighbors
applicants candidates families students couples contractors labourers laborers players farmers helpers maids
callers diners guards suppliers participants learners trainees borrowers savers buyers sellers riders agents
hires engineers nurses teachers crews crew`;

/** Each cue word, lower case. */
export const claimCueWords: ReadonlySet<string> = new Set(
  [sex, age, disability, origin, people].flatMap((list) => list.split(/\s+/).filter(Boolean)),
);

/** Whether a word (lower case) is a cue, also in the plural or the possessive ("sellers", "man's"). */
export function isClaimCue(lower: string): boolean {
  const word = lower.replace(/'s?$/, '');
  return claimCueWords.has(word) || (word.endsWith('s') && claimCueWords.has(word.slice(0, -1)));
}
