import { type AddedPhrase, conditions, fixed, phrase, wordStem } from './added-phrase-patterns.ts';
import {
  jobPeople,
  moreOriginPlurals,
  moreOrigins,
  morePeople,
  originPlurals,
  origins,
  people,
  places,
} from './group-words.ts';

// Claims about a group (decision 207, the thirty-third and thirty-fourth sets): a group of people
// named by sex, age, disability or origin, then, in the same clause, what the group as a whole is
// said to be unable to do, to be like, or to be kept from. Built from the two parts rather than one
// family per wording, since the wordings of such claims are endless and each blind set brought new
// ones. A sentence that reports figures, a rule of law or a protection is left alone.

const anyPeople = `${people}|${morePeople}|${jobPeople}|teams|career changers|holders|shopkeepers|stallholders|hands|locums`;

/** Numbers of years in words, for "staff past fifty". */
const ageNumber = '3\\d|[4-9]\\d|forty|fifty|sixty|seventy|eighty|(?:forty|fifty|sixty|seventy) (?:five|plus)';

/**
 * After "the old", "the blind": the words that make it a group of people ("the old are …"),
 * not an adjective before a noun ("the old trees use less water").
 */
const asAGroup =
  "(?= (?:are|is|were|was|can|cannot|can't|could|will|won't|would|do|don't|does|tend|should|must|have|has|need|needs|get|find|never|always|often|rarely|usually|simply|just|all|who)(?![\\p{L}])|,)";

/** Groups by sex. */
const genderGroup = `(?:a|any) (?:mother|mum|mom|woman|wife|man|father)(?: of (?:young |small )?(?:children|kids))?|(?:a|any) (?:female|male|woman|lady) [\\p{L}]+(?<![^s]s)|(?:female|male) [\\p{L}]+s(?![\\p{L}'’])|(?:female|male|women|woman|lady|men) (?:${anyPeople})|women|men|ladies|girls|mothers|mums|moms|wives|husbands|fathers|dads|females|males|gentlemen|blokes|lads|guys|chaps`;

/** Groups by age. */
const ageGroup = `(?:older|elderly|aged|younger|young|retired|middle aged|grey haired|gray haired|ageing|aging) (?:${anyPeople})|(?:${anyPeople}) (?:(?:over|past|above|aged over|older than|in their|past their|over their) (?:(?:mid|late|early) )?(?:${ageNumber}|twenties|thirties|forties|fifties|sixties|seventies)(?! ?(?:hours?|hrs|kg|km|miles?|minutes?|mins|days?|weeks?|months?|per|metres?|meters?|pounds|lbs|litres?|seconds?|cm|mm|m|g)(?![\\p{L}]))(?! ?%)(?: years(?: of age| old)?)?|(?:past|over|above|beyond|of) (?:retirement|pension|pensionable) age|(?:nearing|close to|approaching|near) retirement|aged (?:${ageNumber}) (?:and|or) (?:over|above|older)|of a certain (?:age|vintage|generation)|within (?:[\\p{L}\\d]+ )?years of (?:(?:the )?(?:state )?(?:pension|pensionable|retirement) age|retirement)|who (?:qualified|graduated|trained|started) before (?:the )?[\\p{L}\\d]+(?: era)?|who (?:remembers?|grew up (?:with|before)|learned on|started before) (?:[\\p{L}-]+ ){0,3}?[\\p{L}-]+|under (?:[2-4]\\d)(?![\\d%])(?! ?(?:hours?|hrs|kg|kilos?|km|miles?|minutes?|mins|days?|weeks?|months?|per|metres?|meters?|pounds|lbs)(?![\\p{L}])))|(?:millennial|gen z|gen x|boomer|baby boomer|zoomer) (?:${anyPeople})|seniors|pensioners|retirees|oldies|old timers|(?:baby )?boomers|millennials|gen z(?:ers)?|zoomers|youngsters|the (?:elderly|old|young)${asAGroup}|(?:people|those|staff|anyone) (?:at|of) (?:that|this|their|a certain) age|(?:the )?(?:older|younger) generations?|(?:today's|modern) (?:teenagers|youngsters|young people|youth|kids|graduates)|(?:the )?over (?:${ageNumber})s|the over (?:sixties|fifties|seventies|forties)|older (?:[\\p{L}]+ )?(?:${anyPeople})`;

/** Groups by disability or health. */
const disabilityGroup = `(?:an? |any )?wheelchair users?|(?:blind|deaf|disabled|autistic|dyslexic|epileptic|handicapped|neurodivergent|neurodiverse|mentally ill|visually impaired|hearing impaired|partially sighted|wheelchair using) (?:${anyPeople}|children|kids|pupils)|(?:${anyPeople}) (?:(?:with|who have|who suffer from|suffering from|living with) (?:a history of |any history of |a record of )?(?:an? |any (?:kind of |form of )?)?(?:(?:visible|severe|serious|physical|mental|learning|hidden|intellectual|cognitive|developmental|sensory|mobility) )?(?:${conditions}|(?:psychiatric|mental health|medical) history|psychiatric (?:conditions?|illness(?:es)?|problems)|mental health (?:conditions|problems|issues)|learning difficulties|hearing loss|sight loss|visual impairments?|hearing impairments?|a speech impediment|a limp)|(?:in|who use) wheelchairs|who (?:use|wear) (?:hearing aids|a hearing aid|crutches|a cane|a white cane|a walking stick|a guide dog|sign language)|on the autism spectrum|(?:on|taking) (?:antidepressants|antipsychotics|psychiatric (?:medication|drugs)|mood stabilisers|mood stabilizers)|who (?:have|have had|has had|had) (?:${conditions})|who (?:have been|are|were) (?:off|off sick|signed off|absent|on leave) (?:with|for) (?:${conditions})(?: or (?:${conditions}))?|who (?:disclose|mention|mentions|report|declare|discloses) (?:an? |any )?(?:(?:history|record) of )?(?:[\\p{L}]+ )?(?:${conditions}|injury|injuries|problem|problems|impairment)|on (?:[\\p{L}-]+ )?medication for (?:${conditions})|on the (?:autism )?spectrum|who (?:have|has) (?:ever )?been (?:treated|diagnosed|hospitali[sz]ed) (?:for|with) (?:${conditions})(?: or (?:${conditions}))?|(?:returning|back) from (?:mental health|sick|stress|medical|long term sick) leave|with (?:children|kids|a child) (?:with|who have) (?:${conditions})|who (?:are|were) (?:blind|deaf|disabled|autistic|dyslexic|hard of hearing|partially sighted|visually impaired|hearing impaired|in (?:a )?wheelchairs?)|who (?:cannot|can't|can not) (?:hear|see|walk|speak)|with (?:an? )?(?:assistance|guide|hearing|service) dogs?)|(?:an?|any) [\\p{L}]+ (?:in a wheelchair|who uses a wheelchair|with (?:a disability|dyslexia|autism|epilepsy|adhd|a mental illness|depression|a stammer))|(?:an?|any) (?:dyslexic|deaf|blind|disabled|autistic|epileptic|handicapped|wheelchair bound|hearing impaired|visually impaired|partially sighted|mentally ill) (?!spot|eye|ear|alley|date|corner|account|feature|button|setting|option|field|link|state|mode)[\\p{L}]+(?<![^s]s)|the (?:disabled|blind|deaf)${asAGroup}`;

/** What some wear on their heads for their faith. */
const faithDress = '(?:headscarves|headscarf|hijabs?|niqabs?|burqas?|turbans?|kippahs?|yarmulkes?|skullcaps?)';

/** Groups by origin, faith or caste. */
const raceGroup = `(?:the )?(?:irish )?travell?ing community|(?:${origins}|${moreOrigins}) (?:run|owned|led|managed) (?:[\\p{L}]+ )?(?:stalls|shops|businesses|firms|restaurants|takeaways|companies|stores|outlets|salons|garages|cafes|traders|suppliers|contractors)|(?:lighter|darker|fair|fairer|dark|pale|paler) skinned (?:${anyPeople})|(?:${origins}|${moreOrigins})(?:,? (?:and|or) (?:${origins}|${moreOrigins}))?(?: (?:trained|born|educated|raised|bred))? (?!speakers)(?:(?!speaking|language)[\\p{L}]+ )?(?:${anyPeople})|(?:overseas|foreign|internationally|abroad) (?:trained|qualified|educated) (?:[\\p{L}]+ )?(?:${anyPeople})|${originPlurals}|${moreOriginPlurals}|(?:${anyPeople}) (?:(?:from|of) (?:${origins}|${moreOrigins}) (?:origins?|descent|heritage|backgrounds?|extraction)|from (?:the )?(?:lower|upper|scheduled|backward|other) castes?|from (?:an? )?(?:good |respectable )?(?:lower|upper|higher) caste (?:family|families|backgrounds?|homes?)|who cover their heads(?: for religious reasons)?|from the [\\p{L}]+ (?:and|or) [\\p{L}]+ (?:communities|castes|tribes|clans)|from (?:[\\p{L}]+ )?(?:${origins}|${moreOrigins}) (?:families|backgrounds|homes|communities)|who (?:fast|pray|observe|keep)(?: (?:for|during|at))? (?:the )?(?:ramadan|ramzan|ramazan|roza|lent|passover|sabbath|shabbat|friday prayers|navratri)(?: fast)?|(?:observing|keeping|fasting (?:for|during)) (?:ramadan|lent|passover|the sabbath|shabbat|yom kippur|navratri)|from (?:lower|upper|higher|scheduled|backward|other|brahmin|dalit)(?: or (?:other )?(?:lower|upper|higher|brahmin|dalit))? caste (?:families|backgrounds|homes|communities)|from (?:brahmin|dalit|[\\p{L}]+) or other (?:lower|upper|higher) caste (?:families|backgrounds|homes|communities)|(?:holding|with|carrying|on) (?:an? )?(?:(?:${origins}|${moreOrigins}|uk|us|eu),? (?:or |and )?){0,3}(?:${origins}|${moreOrigins}|uk|us|eu) passports?|(?:(?:we|you|they|i) (?:recruited|hired|took on|brought in|sourced|employ|employed|found) )?(?:of|from) the (?:[\\p{L}]+ )?(?:${origins}|${moreOrigins}|travelling) communit(?:y|ies)|with (?:lighter|darker|fair|fairer|dark|pale|paler|brown|black|white) skin(?: tones?)?|(?:(?:recruited|hired|coming|who come|originally) )?from (?:${places})|born (?:outside|abroad|overseas|elsewhere)(?: (?:the|of) [\\p{L}]+)?|from (?:countries|places|parts of the world|cultures|regions) where|whose (?:first|native|home|mother) (?:language|tongue) is(?:n['’]t| not) english|for whom english is (?:a|their) second language|with (?:an? )?(?:(?:strong|thick|heavy|broad|foreign|non native|noticeable) )+accents?|who (?:have |had )?(?:only )?(?:recently |just |newly )?(?:arrived|immigrated|migrated) (?:in|to|from) (?:the )?[\\p{L}]+|(?:who wear|wearing|in) (?:a |the )?${faithDress}(?:,? (?:or|and) (?:a |the )?${faithDress})?)`;

/**
 * What a group is said to be unable to do, or not fit for; not what a disability itself is ("deaf
 * visitors cannot hear announcements, so they are shown on screens").
 */
const unable =
  "(?:may|might|would|will) not be (?:comfortable|confident|happy|up to)|(?:aren't|are not|won't be|wouldn't be) comfortable with|(?:cannot|can't|can not|can never|could not|couldn't|could never|will never|are unable to|aren't able to|are not able to)(?! (?:hear|see|walk|climb|use (?:the )?stairs|read (?:print|the printed)))|are incapable of|lack the|lack any|don't have the|do not have the|have no (?:head|aptitude|stomach|patience|feel|eye) for|(?:generally |usually |often |always )?struggl(?:es?|ed) (?:(?:the )?(?:most|more|hardest) )?(?:to|with)|(?:generally|usually|typically) (?:don't|do not|can't|cannot|won't|fail to)|(?:don't|do not|won't) last|finds? (?:[\\p{L}]+ ){0,6}?beyond them|(?<!(?:must|should|shall|will|may|can|to) )never (?:follows?|reads?|pays?|finish(?:es)?|sticks?|take part|takes part|turns? up|shows? up|manages?|keeps? up|copes?|adapts?|learns?|understands?|fits? in|settles?|lasts?|ha(?:ve|s) the)|(?:cannot|can't|couldn't) be expected to|(?:won't|will not|wouldn't|would not) (?:cope|manage|keep up|be able to|handle|last|fit in|sit through|listen|understand|follow|bother|stick (?:at|with))|(?:would|will) be (?:overwhelmed|lost|out of (?:their|his|her) depth)|(?:are|is) not [\\p{L}]+ enough|(?:aren't|isn't) [\\p{L}]+ enough|no longer ha(?:ve|s) the|(?:are|is) too (?:[\\p{L}]+ ){1,2}?to (?:be trusted|handle|manage|cope|lead|work|stay|remain|commit|settle|last)|find it (?:hard|difficult|impossible) to|(?:are|is|were|was) (?:far |much |way |just |simply )?(?:too|so) (?:slow|old|weak|frail|emotional|sensitive|soft|fragile|forgetful|confused|set in their ways|rough|clumsy|careless|heavy handed|pushy|aggressive|lazy)|too slow|(?:are|is|were|was|have been|has been) (?:[\\p{L}]+ly |much |far |a lot |even )?slow(?:er|est)? (?:to|at|with|in|on)|are (?:not|never) (?:cut out|suited|built|fit|able|capable|reliable|trustworthy)";

/** What a group is said to be like, always or by nature. */
const alike =
  "haggl(?:e|es|ing) (?:harder|more|over every)|ha(?:ve|s) (?:a )?natural (?:gift|talent|flair|aptitude|feel|eye|ear)|ha(?:ve|s) (?:an? )?(?:real |innate |inborn |natural )?(?:gift|talent|flair|eye|ear|nose|instinct) for|(?:will|would) (?:soften|sweeten|glam up|brighten up)|(?:are|is) kept (?:off|away from|out of)|bargain(?:s|ing)? (?:harder|over every|over everything)|(?:are|is) (?:too often|all too often|forever|constantly|perpetually) (?!left|ignored|overlooked|excluded|forgotten|denied|refused|turned away|shut out|passed over|treated)[\\p{L}]+|treat (?:a|the|their|every|each|any) (?:[\\p{L}]+ )?(?:jobs?|work|roles?|careers?|employers?|contracts?) (?:like|as)|(?:are|is) more (?:[\\p{L}]+ ){1,2}?than (?:they|it)(?:['’]re| are|['’]s| is) worth|(?:are|is) not worth the (?:trouble|bother|hassle|effort|risk)|always haggle|never complain|job hop(?:s|ping)?|(?:obviously |naturally )?pick (?:it |things )?up (?:[\\p{L}]+ ){0,3}(?:faster|quicker|more quickly)|(?:don't|do not|doesn't|does not|wouldn't|would not) suit|(?:should|must|will|are to) be kept (?:away from|off|out of)|like to (?:haggle|bargain|argue|complain|gossip|drink|party)|have (?:no|little) (?:sense of |real )?(?:loyalty|patience|stamina|commitment|staying power|attention span|work ethic)|are (?:unreliable|untrustworthy|unpredictable|erratic|volatile)(?![\\p{L}])|(?:work|try|push themselves) (?:harder|longer|faster) (?:than|for less)|(?:won't|will not|don't|do not) stay (?:long|longer|more than|beyond|past)|(?:won't|will not) (?:pick up|learn|adapt to|take to|get to grips with|keep up with)|(?:would|will) put (?:[\\p{L}]+ ){0,2}off|are not a (?:good |natural |great )?fit|tends? to|tends? not to|are (?:born|natural) [\\p{L}]+(?:s|ers|ists)(?![\\p{L}])|stick together|stick to their own|haggle(?:s)? (?:harder|more|over everything|over every)|(?:only )?give to their own|lose (?:focus|concentration)|(?:won't|will not|don't|do not) get (?:much|anything) out of|have no (?:family )?(?:commitments|ties|responsibilities)|take (?:twice|three times|much|far) (?:as )?long(?:er)? to|(?:are )?too immature|are (?:known|inclined|prone) to|are (?:famously|notoriously|naturally|inherently|by nature)|(?:famously|notoriously|naturally|inherently) (?:slower|faster|better|worse|more|less|lazy|\\p{L}+ minded)|are (?:simply|just|always|all) (?:better|worse|more|less|too|not)|(?:are|is) (?:better|best|less|more) suited|are (?:naturally |simply |generally )?(?:good|great|better|excellent|gifted|bad|poor|weak|hopeless|useless|worse) (?:at|with)|(?:usually|always|generally) (?:lack|struggle|need help|get|are (?:slow|late|lazy|difficult|confused))|lacks? (?:the|any)|hold up (?:the|everyone|others|us)|slow(?:s|ed|ing)? (?:us|everyone|the team|things|the queue|the line|(?:[\\p{L}]+ ){0,2}[\\p{L}]+) down|(?:proved?|proves|turned out(?: to be)?|were|was|are|is) (?:to be )?(?:surprisingly|unexpectedly|amazingly|astonishingly) [\\p{L}]+|(?:are|is|were|was) (?:predictably|characteristically)|(?:work|works|worked|try|tries|tried) (?:the )?hardest|(?:are|were)(?:, [^,]{1,30},)? (?:always |usually |often )?the (?:hardest working|laziest|slowest|most reliable|least reliable|best workers|worst workers)|are a (?:(?:safety|security|health|fire|fraud|flight|sickness|reputational) )?(?:danger|risk|liability|burden|drain|handful)|pose a (?:risk|danger)|gets? (?:confused|muddled|emotional|flustered|hysterical|rattled|panicky)|(?:do not|don't) (?:really )?(?:need(?! to)|care about|understand|adapt|learn|cope|change|keep up)|have (?:little|no) (?:interest in|idea about|head for)|typical of|only ever (?:care|want|think|look)|(?:always|only|all) (?:care about|want|prefer|expect|insist on)|finds? (?:[\\p{L}]+ ){0,6}?(?:confusing|baffling|overwhelming|intimidating)|(?:are|is) (?:built|made) for|never slow down|(?:always )?cut corners|(?:will |may |might |would )?finds? (?:it|(?:the |their |these |this |our )?(?:[\\p{L}]+ ){0,3}?[\\p{L}]+) too (?:[\\p{L}]+ly )?(?:much|hard|difficult|fast|demanding|heavy|tiring|confusing|complicated|complex)|(?:would|will) get (?:little|nothing|very little) out of|(?:simply|just|naturally|generally) [\\p{L}]+(?: [\\p{L}]+){0,5}? (?:better|worse)(?![\\p{L}])|(?:accept|work for|take) (?:lower|less|cheaper) (?:rates|pay|wages|money)|without (?:complaint|complaining)|(?:are|is) (?:always|invariably|usually|often|easily|generally|all) (?:drunk|rowdy|loud|late|lazy|rude|aggressive|noisy|dirty|difficult|demanding|confused|cheap|stingy|emotional|slow|dishonest|unreliable|shy|quiet|passive|docile|hot headed|hot tempered)|(?:is|are) an? (?:liability|danger|risk|burden)|need(?:s|ed)? (?:far |much |a lot |a great deal )?(?:more|closer|constant|extra|the most|the closest) (?:supervision|watching|checking|training|help|hand holding|praise|reassurance|attention|feedback|encouragement)|keep to themselves|(?:are|is) (?:(?:very|quite|most|highly) )?likely to (?:try to )?(?:steal|cheat|lie|rob|damage|cause trouble|fight|be violent|commit)|(?:more|less) likely to (?:adapt|cope|learn|change|accept|embrace|keep up|understand|take to|succeed|stay|commit|engage|fall behind|miss payments|steal|cheat|lie|default|commit|be involved in|make (?:fraudulent|false)|drink|fight|quit|leave|complain|take (?:sick|time) off|be late|miss|smuggle|carry|be carrying|traffic|deal|offend|reoffend|abscond|be violent|be aggressive|be dishonest)";

/** What a group is said to be unfit for or worse at, or a test laid on it alone. */
const unfit =
  "must (?:provide|supply|submit|show|undergo|pass|sit|have) (?:an? )?(?:additional|extra|further|second)|must (?:bring|be accompanied by|come with) (?:an? )?(?:[\\p{L}]+ ){0,3}?(?:family member|relative|friend|carer|caregiver|care giver|support worker|helper|chaperone|interpreter|companion|escort|guardian|parent)|(?:will|shall|should|must|are to) be (?:placed|put|kept|moved|rostered|assigned|confined) (?:in|on|into|to) (?:the )?(?:back of house|behind the scenes|back office|back|kitchen|stockroom|laundry|warehouse|workshop|night shift|basement)|(?:won't|will not) be around (?:long enough|for long|much longer)|(?:are|is|was|were) (?:un(?!der)[\\p{L}]+|ill suited|poorly suited|not (?:(?:well|really|best|ideally) )?(?:suited|cut out|made|fit)) (?:to|for)|must also (?:pass|take|sit|undergo|provide|complete|show|attend)|must (?:retake|resit|re-take|re-sit|redo|repeat)|(?:sit|sits|eat|wait|stay) (?:in|at) (?:the )?(?:rear|back|far end|side room|corner)|(?:are|is|will be|would be) (?:slower|quicker|faster|keener|readier|better|worse) (?:to|at|with)|(?:don't|do not|doesn't|does not) do (?:well|as well)|do (?:better|worse|best) (?:in|at|out|on|when|with|where|away|apart|alone|separately)|make (?:more|fewer) (?:[\\p{L}]+ )?(?:mistakes|errors)|(?:should|must|will|would) be (?:screened out|steered|kept (?:in|out|away|off)|limited to|restricted to)|(?:is|are|was|were|get|gets|got) (?:now |then |always |usually |automatically )?(?:steered|sent|directed|pushed|assigned|moved|put|placed|switched|transferred) (?:straight |automatically |directly )?(?:to|towards|into|onto|on to)(?! (?:the )?(?:lifts?|elevators?|accessible|step free|ground floor))|should not be (?:sent|given|allowed|trusted)|must (?:pass|undergo|take|sit) (?:an? )?(?:extra|additional|further|separate|special)|(?:must|will have to|are required to|have to) (?:book|pay for|take|buy|bring|attend) (?:an? |the )?(?:paid |extra |additional |separate |special |further )?(?:assessment|test|check|trial|interview|lessons?|course|friend|interpreter|translator)|(?:is|are) the last thing|must (?:always )?be (?:checked|double checked|watched|supervised|vetted|verified) (?:twice|again|more|closely)|must (?:sign|complete|provide|fill in) (?:an? )?(?:extra|additional|further|separate|special)|ha(?:ve|s) (?:little|no) (?:appetite|patience|aptitude|stamina) for|(?:doesn't|does not) (?:buy|use|want|read|care|understand|like|trust|adapt|learn)|tires? (?:too )?easily|are (?:known|notorious|famous) for|may (?:refuse|object|not want|struggle|cause trouble)|(?:are|is) to be (?:kept|placed|moved|put|housed|seated)|(?:will|shall|should|must|are|is) be (?:placed|assigned|kept|put|moved|sent|housed|seated|rostered)[^.;]{0,60}?(?:rather than|instead of|away from)|(?:are|is|will be) (?:asked|expected) to (?:bring|bake|make|cook|prepare|serve|clean|tidy|wash|iron|sew|mend|knit|launder|decorate|organi[sz]e|run|help with|help out|look after|supervise|babysit)|(?:are|is|will be) (?:asked|told|required|expected) to (?:attend|use|join|sit|stay|work|book|train)[^.;]{0,60}?(?:only|rather than|instead of|separately)|(?:be|are|is) (?:given|assigned|allocated|put on|kept on) (?:[\\p{L}]+ ){1,3}only|(?:are|is) past (?:their|his|her|its) (?:best|prime|peak)|(?:receive|get|are given|are paid|earn|are offered) (?:a |the )?(?:lower|smaller|reduced|lesser|cheaper)|(?:will|shall|should|must|are to) be (?:seated|placed|put|kept|moved|housed) (?:at|in|on|to|near) (?:the )?(?:rear|back|far end|side|corner|end)|(?:were|are|will be|should be|have been) (?:left off|left out of|dropped from|excluded from|taken off|removed from|struck off|moved off|taken out of)|(?:selected|chosen|picked|put forward|earmarked|first in line|next in line|first) for redundancy|(?:will|would|should|shall) be (?:made redundant|let go|laid off|retired off) first|should (?:think twice|reconsider) (?:about |before )?applying|(?:so|so that) (?:they|he|she) (?:don't|do not|won't|will not) (?:disturb|bother|upset|annoy|scare|put off|distract)|are used to (?:hard|heavy|physical|long|manual|low)|(?:are|is) (?:less|more) (?:comfortable|confident|capable|able|suited|interested|patient|reliable|committed|ambitious|technical|logical|emotional|aggressive) (?:with|at|in|about|around)|slow(?:s|ed|ing)? (?:[\\p{L}]+ ){1,3}down|(?:fold|crack|buckle|crumble) under|go to pieces|(?:won't|will not|wouldn't|would not) want(?: to)?|(?:present|perform|fit in|look|sell|work|cope|communicate|learn|adapt)s? (?:far |much )?(?:better|worse)|(?:carr(?:y|ies)|command|commands|get|gets|earn|earns) (?:more|less|the same) (?:weight|respect|authority)|(?:will|shall|should) be given (?:preference|priority)|(?:are|is|were|was) not (?:assigned|rostered|placed|put forward|put|sent|scheduled|given|allowed|hired|considered|promoted|offered|issued|shortlisted|interviewed|invited|selected|recruited|employed|accepted|trained|booked|enrolled)|(?:should|must|will) be asked (?:for|to (?:provide|show|produce|bring)) (?:an? )?(?:second|additional|extra|further)|(?:are|is) not (?:[\\p{L}-]+ )?material|needs? (?:their |his |her )?(?:[\\p{L}]+ ){0,3}?(?:checked|double checked|watched|supervised|spelled out|spelt out|explained|repeated)";

/** What a group is kept from, or preferred for. */
const keptOut =
  "(?:(?:will|shall|should|must|may|would) (?:not|never)|won't|shouldn't|mustn't|wouldn't) be (?:added|included|listed|cleared|authori[sz]ed|signed off|considered|accepted|hired|employed|promoted|invited|shortlisted|interviewed|offered|placed|posted|assigned|allocated|allotted|trusted|allowed|admitted|served|insured|selected|given|put forward|put|sent|rostered|scheduled|issued|granted|recruited|approved|chosen|taken on|made(?! to)|appointed|let|trained|kept on|enrolled|booked)|(?:would|will) (?:suit|fit) (?:us|the (?:role|job|post|team|brand|client))|(?:will|shall|should|must|are to) be (?:moved|reassigned|redeployed) (?:to|into|onto|off)|(?:keep|keeping|take|taking|move|moving) them (?:off|out of|away from|apart)|(?:should|must|shall|will|would|do|can)(?: not|n['’]t) (?:assign|send|place|put|roster|hire|give|use|invite|employ|promote|offer|schedule|shortlist|interview) them|cannot be (?:accepted|trusted|hired|considered|employed|promoted|admitted|insured|served|placed|relied on)|(?:are|is) not (?:welcome|accepted|eligible|suitable|considered|wanted)|need not apply|should not apply|shouldn't apply|(?:may|must) not (?:use|enter|join|attend|sit|eat|stay|apply|serve|act|drive|lead|coach|work|operate)|(?:should|must|may)(?: not|n['’]t) (?:answer|take|handle|serve|speak on|be on)|(?:are|is) not to (?:handle|touch|serve|enter|use|work|be)|(?:are|is) not expected to (?:travel|work|attend|stay|lead|lift|drive|join|go)|should (?:work|sit|stay|serve|be based)[^.;]{0,60}?(?:rather than|instead of|away from)|ha(?:ve|s) no place|(?:should|must|will) be given less (?:weight|credence|credibility|trust)|(?:will|shall|should|are to)(?: in future| from now on| now)? be (?:booked|seen|placed|scheduled|rostered|served|given) only|(?:will|shall|should|can|may) only be (?:considered|placed|hired|employed|assigned|offered|given|rostered|booked|seen|scheduled|admitted|served|treated)|(?:will|shall|should|are to) be (?:shortlisted|interviewed|considered|hired|offered|called|seen|served|given)(?: [\\p{L}-]+){0,4}? first|(?:are|have been|will be) (?:moved|housed|seated|placed|kept|put) (?:separately|apart|elsewhere|in (?:a )?separate)|so that (?:nobody|no one) (?:else )?(?:has|needs) to (?:share|sit|eat|work|sleep)|should (?:be kept|stay|stick to)|are (?:best|better) (?:kept|left|placed|put|seated|sat|housed|served)|(?:are|will be|would be|shall be|should be) preferred";

/** Sentences that report figures or a study, state a law, or warn against the stereotype. */
const reported =
  /(?<![\p{L}])(?:discriminat|regardless|irrespective|equal(?:ly| opportunit| pay| treatment)|harass|entitled|(?:the )?right to|\blaws?\b|legal|regulat|statut|protect(?! (?:them|her|him)(?![\p{L}]))(?! (?:service |our |the |its |their )?(?:quality|brand|reputation|image|standards|revenue|margins|profits?|look)\b)|\d(?:\.\d+)? ?(?:%|per ?cent) (?:of|more|less|fewer|higher|lower|were|are)|\d ?(?:%|per ?cent)\)? (?:vs\.?|versus|against|compared with) \d|census|statistic|too often (?:left|ignored|overlooked|excluded|forgotten|denied|refused|turned away|shut out|passed over)|(?:findings?|report|stud(?:y|ies)|research|data|figures|statistics|analysis|results?|surveys?|census)(?: [\p{L}]+){0,3} (?:show|found|find|suggest|indicate|point)|according to|myth|stereotype|(?:do not|don't|never|avoid|without) assum|(?:a |the )?common (?:claim|view|belief|idea|assumption)|reject(?:s|ed)? (?:that|this|the|such) (?:claim|view|idea|assumption|stereotype|belief)|disprov|the same (?:as|for) |(?:the )?(?:idea|claim|belief|notion) that|(?:do not|don't|never) (?:judge|guess|presume|score|mark (?:[\p{L}']+ ){0,2}down|penali[sz]e)|(?<!(?:is|are|be|being) )assumed|whatever (?:their|his|her|your) (?!(?:[\p{L}]+ (?:or|and) )?(?:fitness|wishes|health|preferences?|views|training|experience|score|scores|ability|abilities|record|qualifications?|skills?|performance|competence|results?)\b)|heard it said|you (?:told us|said|wrote|explained|mentioned)|(?:said|says|wrote|writes|told us) (?:that )?(?:he|she|they|you) felt|in (?:his|her|their|your) (?:email|letter|complaint|message|review|feedback)|(?:more|longer) than \d+ hours (?:a|per|in a|in any) (?:day|week|shift|night)|(?:does|do|did) not (?:support|bear out) (?:that|this|it|the)|not borne out|(?:scheme|statutory|legal|funding) (?:guidelines?|rules?|requirements?) (?:require|requires|required)|as required by (?:law|the (?:act|scheme|funder|funding agreement|regulations?|statute))|assumptions? (?:that|about)|not true|minors?|under (?:1\d|2[01])|(?:aged|ages?|between|from) 1[0-8]\b(?! ?(?:(?:to|and|-|–) ?\d{1,2} )?(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|may(?= ?(?:[.,;:)]|$|\d))))|visa|work permit|(?:special|work|employment|entry|residence|business) pass(?:es)?(?![\p{L}])|right to work|stop (?:describing|calling|referring to|labell?ing)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) of (?:our|the|its|their) \d+ (?:[\p{L}]+ )?[\p{L}]+ (?:are|were)|(?:visa|work permit|skilled worker) sponsor|sponsor(?:ship|ed|s)? (?:for )?(?:a |the )?(?:visa|work permit)|licen[cs]e|insurer|insurance|medical (?:advice|clearance|certificate)|fit to fly|(?:noted|quoted|heard|recorded|challenged|questioned|tested|examined|discussed) the (?:assumption|claim|idea|belief|view|stereotype|myth))/iu;

/** A sentence that answers the claim told before it: the figures do not bear it out, it proved wrong. */
export const answered =
  /^(?:(?:but|however|yet|in fact),? )?(?:(?:the|our|these|those|its|their) )?(?:(?:own|actual|latest|survey|pilot|trial) )?(?:figures|data|results|numbers|evidence|facts|records?|survey|pilot|trial)(?: [\p{L}]+){0,3} (?:do|does|did) not (?:support|bear|back)|^(?:(?:but|however),? )?(?:that|this|it|the (?:prediction|fear|view|assumption|claim|idea|belief))(?: (?:view|belief|assumption|prediction|fear|claim))? (?:was|is|has proved|proved|turned out(?: to be)?) (?:simply |plainly |just |clearly |completely |entirely )?(?:wrong|mistaken|unfounded|false|untrue|not (?:true|the case|borne out))|^(?:(?:but|however|yet|in fact),? )?(?:(?:the|our|these|those|its|their) )?(?:(?:own|actual|latest|survey|pilot|trial) )?(?:figures|data|results|numbers|evidence|facts|records?|survey|pilot|trial)(?: [\p{L}]+){0,3} (?:show|shows|showed|prove|proves|proved) (?:that )?(?:this|that|it|the claim|the comment|the remark) (?:is|was) (?:simply |plainly |just |clearly |completely |entirely )?(?:wrong|false|untrue|mistaken|unfounded|a myth|not true)|^(?:[\p{L}]+ ){0,4}?(?:that )?(?:the|this|that|such) (?:claim|view|assumption|idea|belief|remark|comment|stereotype|prediction|statement)s? (?:does|did|do) not (?:match|reflect|fit|hold|stand up|bear)|^(?:in fact|in practice),? the opposite|^(?:we|i|the (?:company|firm|board|business)) (?:firmly |strongly )?(?:reject|dispute|do not accept|don't accept|disagree with) (?:that|this|the|such) (?:view|claim|idea|assumption|belief|remark|comment|stereotype|statement)|^(?:the|our) (?:group|team|panel|committee|board|meeting|class|trainer|facilitator|presenter|participants)(?: [\p{L}]+){0,2} (?:agreed|noted|found|concluded|pointed out|made clear|showed)(?: that)? (?:this|that|it|the (?:claim|view|idea|assumption|belief|remark))(?: [\p{L}]+)? (?:is|was|were) (?:false|wrong|untrue|unlawful|a myth|a stereotype|not true|unfounded|mistaken)/iu;

/** Sentences that offer the group something, or speak of places kept for one sex by law. */
const offered =
  /accommodat|adjustment|reasonabl|positive action|under[ -]?represented|monitoring (?:form|data|report|figures)|(?:women|woman)[\s-]in[\s-][\p{L}]+ networks?|unless (?:(?:they|you|he|she|we) )?(?:ask|request|need|want|choose|prefer|opt|agree|consent|have|hold|are)|can ask|may ask|can (?:travel|book|board|reserve|request)|on request|are welcome|encourag|we (?:offer|provide)|(?:is|are) available|audio (?:guide|description)|captions|subtitles|step[ -]free|ramps?(?![\p{L}])|unaided|wheelchair spaces?|braille|sign language|\bBSL\b|hearing loop|large print|changing|toilets?(?![\p{L}])|restrooms?|bathrooms?|lockers?|dormitor|prayer (?:rooms?|spaces?|facilit|breaks?)|hostel|shelter|carriage/iu;

/** A sentence that names a statute ("the Age Discrimination in Employment Act"). */
const statute = /\b(?:[A-Z][\p{L}]+ )+Act\b/u;

/** Sentences that report, state a law or warn against the stereotype: no claim of the writer's. */
export const reportedSaid = { test: (sentence: string) => reported.test(sentence) || statute.test(sentence) };

/** Those, and sentences that offer the group help or speak of single-sex places. */
export const notAClaimSaid = {
  test: (sentence: string) => reportedSaid.test(sentence) || offered.test(sentence) || ofASpecies.test(sentence),
};

/** A sentence about pests or animals: their males and females are of a species, not men and women. */
const ofASpecies =
  /\b(?:rats?|mice|rodents?|nests?|bait|insects?|wasps?|cockroach(?:es)?|breeding|litters?|larvae|colon(?:y|ies)|species)\b/iu;

/**
 * A group, then up to 90 characters of its clause, then what it is said to be or kept from; not
 * across a restrictive "who" or "that" ("older customers who cannot reach a branch" are some of
 * them, not all), while ", who" still speaks of the whole group.
 */
function claim(group: string, more = ''): RegExp {
  const compared = `(?<!(?:^|[^\\p{L}])(?:no|not|never) )(?<!n['’]t )(?:(?:far |much )?(?:more|less) (?!likely)[\\p{L}]+|better|worse|faster|slower|harder|stronger|weaker|tougher|calmer|smarter|quicker)(?: (?:on|at|in|with|for) [\\p{L}]+(?: [\\p{L}-]+)?)? than (?:the rest|everyone else|the others|anyone else|(?:their |the |other )?(?:${group}|(?:[\\p{L}]+ )?(?:ones|colleagues|peers|counterparts)|those (?:from|of|with|who)))`;
  return phrase(
    `(?<phrase>(?:${group})(?![\\p{L}])(?!['’]s)(?:(?!(?<!,) (?:who|that)(?! (?:team|group|site|shift|office|department|region|area|unit|crew|ward|branch|store|class|year|age|era|time|period|part|community)) )[^.;:!?\\n]){0,90}?(?<![\\p{L}'’])(?:${unable}|${alike}|${keptOut}|${unfit}|${compared}${more}))(?![\\p{L}])`,
  );
}

/**
 * Words of a habit or a nature laid on a whole group: "rarely", "always", "naturally", or a guess
 * of what any of them "would" do; not what a rule gives them ("would receive", "always be offered").
 */
const habit =
  '(?:rarely|seldom|hardly ever|(?<!(?:must|should|shall|may|can|to|need) )(?:will )?(?:always|never|generally|naturally|usually|typically|invariably|inevitably|simply|happily)(?! (?:been|be (?:eligible|entitled|welcome|offered|invited|paid|given|able)|receive|qualify|get (?:a|an|the|their)|pay (?:no|less|half|nothing)|have (?:access|the right))\\b)|will (?:want|need|ask for|expect|demand|insist on)|would(?: only| just| never| simply| probably)?(?! (?:like|love|receive|qualify|apply|pay|replace|become|later|eventually|soon|go on|come to|be (?:eligible|entitled|welcome|offered|invited|paid|given|(?:a |an )?(?:bonus|advantage|plus|asset|desirable|helpful|useful))|get (?:a|an|the|their)|have (?:access|the right))\\b))';

/** A group that, in the words right after it, does something as a habit or by nature: laid on all of them. */
function rarelyDoes(group: string): RegExp {
  return phrase(`(?<phrase>(?:${group})(?![\\p{L}'’])(?:, who)?(?: [\\p{L}]+){0,5}? ${habit} [\\p{L}]+)`);
}

/** Rules laid on one origin only: to pay, to show or to undergo what others need not. */
const requiredOfAnOrigin =
  '|(?:must|will have to|are required to|need to|will be asked to|are asked to) (?:pay|provide|show|present|submit|undergo)';

/** A group as the object of what keeps it out: not worth the bother, kept away from work. */
function keptAway(group: string): RegExp {
  return phrase(
    `(?:(?:not|aren't|are not) looking (?:at|for) |rule out (?:any |all )?|only (?:be )?considering |(?:don't|do not|never) bother (?:\\p{L}+ing )?(?:\\p{L}+ ){0,4}?(?:to |with |for )?|screen(?:ed|ing|s)? out (?:any |all )?|(?:not|never) (?:given|offered|open|available) to (?:any )?|(?:no|little) point (?:in )?(?:hiring|training|promoting|inviting|pitching to|selling to|offering|recruiting|putting|sending|booking|enrolling|including|investing in|giving) |too (?:heavy|hard|demanding|difficult|dangerous|tough|physical|stressful|technical|much) for |(?:like|as do|as with) (?:most|all|many) |(?:preference|priority) (?:for (?:[\\p{L}-]+ ){1,4}?)?(?:will be |is |should be |shall be )?given to |(?:give|giving|gives) (?:preference|priority) to |preference (?:will|should) go to |(?:we|i) (?:would |will |generally |always )?prefer(?: to (?:hire|recruit|employ|appoint|have|send|use))? |(?:ideally|preferably) |(?:would|will|should) (?:best )?suit |favou?r(?:s|ing)? |(?:is |are )?(?:no|not a) (?:job|place|role|task|work|sport|career) for (?:a |an )?|(?:shortlist|hire|interview|consider|accept|cast|book) only |typical of (?:the |those |these |our )?|(?:should|will|must) go to (?:the )?|(?:would rather not|rather not|(?:don't|do not|won't|will not) want to) (?:put|have|hire|send|place|appoint|employ) |(?:cannot|can't|can not) (?:take on|hire|employ|accept|place) (?:any )?|(?:do not|don't|never|not to|we won't|we will not|would not|wouldn't|will not|shall not|must not) (?:put forward|put|send|shortlist|hire|recruit|place|refer|invite|promote|roster|employ|engage|accept|admit|insure|lend to|rent to|let to|take on|consider) (?:any |an? )?|(?:i['’]d|we['’]d|i would|we would) rather (?:that )?(?:we )?(?:didn['’]t|did not|not) (?:take on|hire|employ|recruit|book|accept|place|send) (?:any |an? )?|avoid(?:ing)? (?:placing|putting|hiring|sending|rostering|recruiting|employing|booking|assigning|taking on|promoting|shortlisting|giving work to) (?:any )?)(?:the )?(?<phrase>${group})(?![\\p{L}])|keep (?:the |our |all )?(?<kept>${group}) (?:on|off|away|out|in the back|at the back|behind|apart|separate)(?![\\p{L}])|(?:move|moving|remove|removing|drop|dropping|pull|pulling|shift|shifting|take|taking) (?:the |our |all |any )?(?<moved>${group}) (?:off|out of|away from)(?![\\p{L}])`,
  );
}

/** Work kept for men, or for the young. */
const onlyFor = (group: string) =>
  phrase(
    `(?:(?:staffed|reserved|restricted|limited|suited) (?:only |exclusively )?|(?:open|allotted|allocated|let|rented|offered|sold|given|available) (?:only|exclusively) )(?:to|for|by) (?:[\\p{L}]+ )?(?:${group})`,
  );

/** What each category's claims say, and what a writer may do instead. */
export const claimsWhy = {
  gender:
    'It says what women or men as a group can do or are like, or keeps one sex out: a stereotype by sex. Say what the work needs, and judge each person on it.',
  age: 'It says what people of an age as a group can do or are like, or keeps them out: a stereotype by age. Say what the work needs, and judge each person on it.',
  disability:
    'It says what disabled people as a group can do or need, or keeps them out, without asking them: a stereotype by disability. Ask what each person needs, and make reasonable adjustments.',
  race: 'It says what people of one origin, faith or caste as a group can do or are like, or keeps them out: a stereotype by origin. Judge each person on their own record.',
} as const;

/** The groups of each category, as the claims about them name them. */
export const groups = { gender: genderGroup, age: ageGroup, disability: disabilityGroup, race: raceGroup } as const;

/** Words of a group's pattern that name no trait of it: a group is never named by these alone. */
const notTraits = new Set(
  'an any the of or and with who have are were is was can could will would do does don should must has need needs get find never always often rarely usually simply just all use that this at on in to from suffer suffering living kind form history record holding carrying other'.split(
    ' ',
  ),
);

/**
 * The stems of the words that name a category's groups, without the nouns of people: a text with
 * none of them names no such group, so its long patterns need not be tried on it.
 */
function traitStems(group: string): ReadonlySet<string> {
  const traits = group.replaceAll(anyPeople, '').replaceAll(asAGroup, '');
  return new Set(
    [...traits.toLowerCase().matchAll(/\p{L}{2,}/gu)]
      .map(([word]) => word)
      .filter((word) => !notTraits.has(word))
      .map(wordStem),
  );
}

/** Tried only on a text that has one of a category's trait words and one of the words `also` asks. */
export function namesAGroup(category: keyof typeof groups, also: RegExp): AddedPhrase['onlyIn'] {
  const stems = traitStems(groups[category]);
  return {
    test: (text, stemsOfText) => {
      const words = stemsOfText();
      for (const word of stems) if (words.has(word)) return also.test(text);
      return false;
    },
  };
}

/** What a claim cannot be made without: one of its predicates, or a comparison. */
const saidOfAGroup = phrase(`${unable}|${alike}|${keptOut}|${unfit}|than${requiredOfAnOrigin}`, 'iu');

/** What a habit laid on a group cannot be without. */
const habitWords =
  /rarely|seldom|hardly ever|always|never|generally|naturally|usually|typically|invariably|inevitably|simply|happily|would|will (?:want|need|ask|expect|demand|insist)/iu;

/** What a group kept away cannot be without. */
const keptAwayWords =
  /rule out|screen|avoid|suit|favou?r|(?:job|place|role|task|work|sport|career) for|move|remov|drop|pull|shift|tak|not given|not offered|not open|not available|considering|looking|bother|point|keep |too \p{L}+ for|(?:like|as do|as with) (?:most|all|many)|preference|priority|prefer|ideally|preferably|only|rather not|want to|take on|typical of|go to|not to|would not|wouldn't|will not|(?:not|never|won't) (?:put forward|put|send|shortlist|hire|recruit|place|refer|invite|promote|roster|employ|engage|accept|admit|insure|lend|rent|let|take on|consider)/iu;

/**
 * A comparison whose other side is a group ("locals make more trustworthy drivers than
 * foreigners"): a claim whoever the first side is; not one denied ("are no slower than"), nor
 * what a group expected ("better than the Canadians expected").
 */
function comparedWith(group: string): RegExp {
  return phrase(
    `(?:make|makes|made|are|is|were|was|be|prove|proves|tend to be) (?:far |much |generally |usually |always )?(?<phrase>(?:(?:more|less) (?!likely)[\\p{L}]+|better|worse|faster|slower|harder|stronger|weaker|tougher|calmer|smarter|quicker|safer|friendlier|keener|sharper)(?: [\\p{L}]+){0,2}? than (?:the |their |our |any |most )?(?:${group}))(?![\\p{L}'’])(?![^.;,]{0,30}(?:expected|thought|predicted|forecast|hoped|feared|planned|estimated))`,
  );
}

/** What a comparison cannot be without. */
const comparisonWords = /than/iu;

/** A category's claims about its groups: what they are said to be, and how they are kept out. */
function claimsAbout(category: keyof typeof groups): AddedPhrase[] {
  return [
    {
      id: `claim-by-${category}`,
      category,
      pattern: claim(groups[category], category === 'race' ? requiredOfAnOrigin : ''),
      onlyIn: namesAGroup(category, saidOfAGroup),
      unlessSaid: notAClaimSaid,
      answeredBy: answered,
      why: claimsWhy[category],
      suggestions: fixed(),
    },
    {
      id: `habit-by-${category}`,
      category,
      pattern: rarelyDoes(groups[category]),
      onlyIn: namesAGroup(category, habitWords),
      unlessSaid: notAClaimSaid,
      answeredBy: answered,
      why: claimsWhy[category],
      suggestions: fixed(),
    },
    {
      id: `compared-with-${category}`,
      category,
      pattern: comparedWith(groups[category]),
      onlyIn: namesAGroup(category, comparisonWords),
      unlessSaid: notAClaimSaid,
      answeredBy: answered,
      why: claimsWhy[category],
      suggestions: fixed(),
    },
    {
      id: `kept-away-by-${category}`,
      category,
      pattern: keptAway(groups[category]),
      onlyIn: namesAGroup(category, keptAwayWords),
      unlessSaid: notAClaimSaid,
      answeredBy: answered,
      why: claimsWhy[category],
      suggestions: fixed(),
    },
  ];
}

/**
 * A rule to assume something of a person because of the group its sentence has just named ("If
 * the caller sounds elderly, assume that they are confused"), by the words that name the group.
 */
function assumedOf(category: keyof typeof groups, words: string): AddedPhrase {
  return {
    id: `assumed-of-a-group-by-${category}`,
    category,
    pattern: phrase("assume (?:that )?(?:they|he|she)(?:['’]re|['’]s)?(?: [\\p{L}'’]+){1,8}"),
    after: new RegExp(`(?<![\\p{L}])(?:${words})[^.!?]*$`, 'iu'),
    unlessSaid: reportedSaid,
    why: claimsWhy[category],
    suggestions: fixed(),
  };
}

export const groupClaims: readonly AddedPhrase[] = [
  ...claimsAbout('gender'),
  ...claimsAbout('age'),
  ...claimsAbout('disability'),
  ...claimsAbout('race'),
  {
    id: 'work-for-men',
    category: 'gender',
    pattern: onlyFor(`male|men|(?:male|men) (?:${anyPeople})`),
    unlessSaid: notAClaimSaid,
    why: claimsWhy.gender,
    suggestions: fixed('by the team', 'to the team'),
  },
  {
    id: 'work-for-one-origin',
    category: 'race',
    pattern: onlyFor(raceGroup),
    onlyIn: namesAGroup(
      'race',
      /staffed|reserved|restricted|limited|suited|(?:open|allotted|allocated|let|rented|offered|sold|given|available) (?:only|exclusively)/iu,
    ),
    unlessSaid: notAClaimSaid,
    why: claimsWhy.race,
    suggestions: fixed(),
  },
  {
    id: 'work-for-the-young',
    category: 'age',
    pattern: onlyFor(`(?:young|younger) (?:${anyPeople})`),
    unlessSaid: notAClaimSaid,
    why: claimsWhy.age,
    suggestions: fixed('to the team'),
  },
  {
    id: 'free-of-impairment',
    category: 'disability',
    pattern: phrase(
      '(?:must|should|to) be free (?:of|from) (?:any )?(?:(?:physical|mental)(?: (?:or|and) (?:physical|mental))? )?(?:impairments?|disabilit(?:y|ies)|illness(?:es)?|health (?:conditions?|problems)|medical conditions?)',
    ),
    unlessSaid: reportedSaid,
    why: 'It asks people to have no impairment at all, which shuts out disabled people whatever the work needs. Name the tasks the work involves, and offer adjustments.',
    suggestions: fixed('able to carry out the duties, with adjustments'),
  },
  {
    id: 'matched-by-origin',
    category: 'race',
    pattern: phrase(
      '(?:of|from) (?:their|his|her|the same|our) (?:own )?(?:caste|religion|race|ethnicity|ethnic group|nationality|tribe|skin colou?r)',
    ),
    unlessSaid: {
      test: (sentence) => reportedSaid.test(sentence) || /\b(?:do|does) not|\bdon['’]t|\bnever\b/iu.test(sentence),
    },
    why: 'It matches people by caste, faith, race or nationality, which is discrimination by origin. Match them by the skills and needs that matter.',
    suggestions: fixed(),
  },
  {
    id: 'age-of-a-person',
    category: 'age',
    pattern: phrase(
      '(?:young enough to|(?:expect|expected|typical|usual) (?:from|of|for) (?:an? (?:man|woman|person)|someone|people) of (?:his|her|their|that|your) age)',
    ),
    why: claimsWhy.age,
    suggestions: fixed(),
  },
  {
    id: 'one-sex-only',
    category: 'gender',
    pattern: phrase(
      '(?:open|available|restricted|limited) to (?:men|males) only|(?:feature|show|hire|use|cast|employ|recruit) (?:men|women|males|females) only|only (?:send|hire|roster|assign|use|employ|recruit) (?:men|women|males|females)|(?:men|males?|women|females?|male|female) (?:applicants |candidates |staff |workers )?preferred|(?:an? )?(?:male|female) (?:applicant|candidate|person|hire|worker) (?:is |will be )?preferred|(?:seeking|looking for|prefer|require|want) an? (?:male|female) (?:candidate|applicant|person|hire|worker|driver)|only (?:women|men|males|females) (?:are|will be|may be|can be) (?:assigned|hired|employed|considered|placed|rostered|allowed)|(?:keep|make|staff)(?: the| our)?(?: [\\p{L}]+){0,3} all (?:female|male|women|men)',
    ),
    unlessSaid: notAClaimSaid,
    why: claimsWhy.gender,
    suggestions: fixed(),
  },
  {
    id: 'caste-as-rank',
    category: 'race',
    pattern: phrase('(?:low|lower|high|higher|upper) caste(?! (?:hindus|status))|untouchables?'),
    unlessSaid: reportedSaid,
    why: 'It ranks people by caste, which is discrimination by descent. Speak of people as they name themselves.',
    suggestions: fixed(),
  },
  assumedOf('age', 'elderly|older|senior|aged|old|young|teen|retire'),
  assumedOf('disability', 'disab|mental|illness|deaf|blind|autis|dyslex|wheelchair|depress|impair'),
  assumedOf('gender', 'women|woman|female|mother|pregnan|wife|girl'),
  assumedOf('race', 'immigrant|foreign|accent|ethnic|race|religio|muslim|african|asian|origin'),
  {
    id: 'roles-by-sex',
    category: 'gender',
    pattern: phrase(
      "(?:respond|responds|listen|listens) better to (?:a man|a woman|men|women)|takes? (?:a man|a woman|men|women|a male [\\p{L}]+|a female [\\p{L}]+) (?:more|less) seriously|an? (?:man|woman)['’]s (?:(?:gentle|soft|firm|calm|caring|steady|delicate|strong) )?(?:authority|touch|hand|firm hand|voice|eye)|(?:would|will|do|does)(?: not|n't) (?:accept|take|respect|follow|listen to) (?:instructions|orders|directions?|feedback|criticism)? ?from (?:a woman|women|a man|men|a female [\\p{L}]+|a male [\\p{L}]+)|the (?:men|women|guys|girls|ladies|lads)(?: [\\p{L}]+){0,4} (?:will|should|can|must|do|handle|take)(?:[^.;]){0,80}(?:and|while|whereas) the (?:men|women|guys|girls|ladies|lads)(?: [\\p{L}]+){0,4} (?:will|should|can|must|do|handle|look after|take)|(?:the )?(?:men|women|guys|girls|boys|ladies|lads|mums|moms|dads|mothers|fathers)(?: [\\p{L}]+){0,4}? (?:can|will|should|must|do|handle|take|supply|provide|bring|learn|relax|get|go|sit|watch|play|cook|clean|lift|carry)(?:[^.;]){0,80}?,? (?:and|while|whereas) (?:the )?(?:men|women|guys|girls|boys|ladies|lads|mums|moms|dads|mothers|fathers)(?![\\p{L}])|for (?:the )?(?:boys|men|girls|women)(?:[^.;]){0,20}?,? (?:while|whereas) (?:the )?(?:girls|women|boys|men) (?:can|will|should|do|get|have)|(?:left|handed|given) to the (?:mums|moms|mothers|wives|women|girls|ladies)|(?:will|is going to|is bound to|no doubt|probably|likely to|soon)(?: [\\p{L}]+){0,3} (?:be )?start(?:ing)? a family",
    ),
    unlessSaid: reportedSaid,
    why: claimsWhy.gender,
    suggestions: fixed(),
  },
  {
    id: 'origin-of-a-person-required',
    category: 'race',
    pattern: phrase(
      `(?:must|should|has to|have to|needs? to) (?:come|be) from (?:a |an )?(?:${origins}|${moreOrigins}) (?:family|background|caste|community|home)`,
    ),
    unlessSaid: notAClaimSaid,
    why: claimsWhy.race,
    suggestions: fixed(),
  },
  {
    id: 'unable-because-disabled',
    category: 'disability',
    // "Because he uses a wheelchair, Jonas cannot be expected to keep up": a person's disability given as why they cannot.
    pattern: phrase(
      "(?:because|as|since|given that) (?:he|she|they) (?:uses?|is in|are in|has|have) (?:a wheelchair|a hearing aid|a guide dog|(?:a |an )?[\\p{L}]+ (?:disability|condition|impairment))[^.;]{0,60}?(?:cannot|can't|won't|will not|unable|not be expected|should not|shouldn't)",
    ),
    unlessSaid: notAClaimSaid,
    why: claimsWhy.disability,
    suggestions: fixed(),
  },
  {
    id: 'typical-of-a-sex',
    category: 'gender',
    pattern: phrase("typical(?:ly)? of an? (?:woman|man|girl|lady|female|male|bloke|guy)(?!['’]s)"),
    why: claimsWhy.gender,
    suggestions: fixed(),
  },
];
