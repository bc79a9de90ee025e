// The words of groups of people that claims about a group are written with (decision 207): nouns of
// people, and peoples by origin, faith or caste, as adjectives and in the plural.

/** Nouns of people a notice or an advert speaks of. */
export const people =
  'people|persons|residents|tenants|renters|passengers|travell?ers|volunteers|staff|workers|employees|colleagues|customers|clients|members|users|drivers|visitors|guests|folks?|citizens|neighbou?rs|applicants|candidates|families|students|couples|contractors|pickers|cleaners|labourers|laborers|players|farmers|growers|helpers|maids|housemaids|nannies|casuals|nationals|expatriates|expats|callers|diners|guards|firms|suppliers|participants|learners|trainees|borrowers|savers|policyholders';

/** Peoples named in the plural ("Nigerians", "Asians"), as claims about them are written. */
export const originPlurals =
  'nigerians|asians|africans|indians|arabs|poles|romanians|turks|moroccans|mexicans|filipinos|pakistanis|bangladeshis|somalis|ethiopians|kenyans|ghanaians|chinese|russians|ukrainians|albanians|latinos|hispanics|muslims|jews|gypsies|travellers';

/** Words of a group by its origin, faith or caste. */
export const origins =
  'middle eastern|belarusian|ukrainian|turkish|moroccan|ghanaian|algerian|portuguese|eastern european|pacific island(?:er)?|latin american|kikuyu|luo|luhya|kalenjin|kamba|maasai|turkana|myanmar|burmese|ethiopian|eritrean|kenyan|ugandan|tanzanian|sudanese|indonesian|malaysian|thai|nepalese|samoan|tongan|fijian|maori|jamaican|trinidadian|syrian|egyptian|emirati|saudi|qatari|western|christian|catholic|protestant|muslim|hindu|jewish|sikh|buddhist|jain|parsi|brahmin|dalit|south indian|north indian|marathi|gujarati|punjabi|tamil|telugu|bengali|malayali|kannadiga|chinese|indian|asian|african|european|eastern european|white|black|arab|english|british|irish|scottish|welsh|aussie|australian|american|canadian|mexican|hispanic|latino|filipino|nigerian|polish|romanian|russian|korean|japanese|pakistani|bangladeshi|sri lankan|nepali|somali|vietnamese|(?:pure )?veg(?:etarian)? (?:brahmin|jain|hindu|gujarati|marwari)';

/** More nouns of people, of jobs and of the roles a business text gives them. */
export const morePeople =
  'associates|operators|operatives|traders|agents|riders|couriers|nurses|engineers|lawyers|solicitors|attorneys|consultants|accountants|auditors|hires|graduates|managers|leaders|bosses|founders|sellers|vendors|shoppers|patients|technicians|analysts|developers|programmers|coders|designers|salespeople|reps|representatives|interns|apprentices|recruits|joiners|starters|team members|teammates|crew|pilots|attendants|waiters|waitresses|chefs|cooks|porters|miners|welders|fitters|electricians|builders|truckers|officers|doctors|teachers|lecturers|academics|researchers|scientists|clerks|cashiers|tellers|secretaries|receptionists|guides|tourists|holidaymakers|owners|landlords|homeowners|investors|entrepreneurs|individuals|partners|executives|supervisors|foremen|hands|recruits|athletes|runners|speakers|writers|journalists|parents|professionals|specialists|freelancers|subcontractors|labour|talent|lads|blokes|guys|ones|crews|groups|tour groups|crowds|fans|supporters|councillors|officials|directors|trustees|governors|servers|anyone|anybody|someone|those|deputies|inmates|prisoners|claimants|witnesses|carers|constables|firefighters|paramedics|soldiers|troops|personnel|cadets';

/** More words of peoples, faiths and castes, as adjectives. */
export const moreOrigins =
  'xhosa|zulu|igbo|yoruba|hausa|fulani|akan|ashanti|ewe|sotho|tswana|venda|swahili|berber|kurdish|armenian|georgian|azeri|kazakh|uzbek|iranian|persian|iraqi|afghan|lebanese|palestinian|israeli|jordanian|yemeni|omani|kuwaiti|libyan|tunisian|brazilian|colombian|venezuelan|peruvian|argentine|argentinian|chilean|cuban|haitian|dominican|puerto rican|salvadoran|guatemalan|honduran|bolivian|ecuadorian|italian|spanish|french|german|dutch|greek|swedish|norwegian|danish|finnish|czech|slovak|hungarian|bulgarian|serbian|croatian|bosnian|lithuanian|latvian|estonian|moldovan|singaporean|cambodian|laotian|mongolian|tibetan|uyghur|hmong|aboriginal|indigenous|native american|first nations|inuit|romani|roma|gypsy|traveller|foreign|foreign born|immigrant|migrant|non native|coloured|mixed race|asian american|african american|south asian|east asian|southeast asian|west african|east african|north african|balkan|slavic|nordic|scandinavian|mediterranean|evangelical|mormon|atheist|upper caste|lower caste|scheduled caste|tribal|adivasi|overseas';

/** More peoples in the plural. */
export const moreOriginPlurals =
  'brazilians|colombians|venezuelans|peruvians|argentinians|argentines|chileans|cubans|jamaicans|haitians|egyptians|syrians|iraqis|iranians|afghans|kurds|greeks|italians|spaniards|germans|dutch|swedes|norwegians|danes|finns|scots|americans|canadians|australians|koreans|japanese|vietnamese|thais|indonesians|malaysians|singaporeans|sri lankans|nepalis|tamils|sikhs|hindus|christians|catholics|buddhists|zulus|xhosas|igbos|yorubas|hausas|bedouins|roma|westerners|foreigners|immigrants|migrants|expats|aboriginals|aborigines|europeans|latin americans|latinas|blacks|whites|gentiles';
