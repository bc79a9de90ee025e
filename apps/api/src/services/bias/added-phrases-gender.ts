import {
  type AddedPhrase,
  fixed,
  hiring,
  hiringNearby,
  hiringOrNeeded,
  lawfulForOneSex,
  legalBasis,
  phrase,
} from './added-phrase-patterns.ts';
import { reportedSaid } from './group-claims.ts';

// The added phrases of gender (decisions 140 and 207): gendered job-ad wording and nouns.

/** Words that ask for someone ("we need", "would suit"), not only speak of a job ("the role went to a woman"). */
const wanting =
  /(?:^|[^\p{L}])(?:looking for|seeking|wanted|want|wants|need|needs|requires?|suits?|would suit|ideal(?:ly)?|hiring|recruiting|prefer(?:ably|red)?)[^.!?;]{0,40}$/iu;

export const genderAddedPhrases: readonly AddedPhrase[] = [
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
    pattern: phrase(
      '(?<!(?:[Tt]he|[Aa]n?|[Oo]ne|[Oo]ld|[Yy]oung|[Tt]hat|[Tt]his|[Ee]very|[Ee]ach|[Aa]ny|[Nn]o|[Oo]ur|[Tt]heir|[Yy]our) )(?:[Mm]an|mann(?:ing|ed|s))(?= the (?:[\\p{L}]+ )?(?:desk|phones?|stands?|booths?|counters?|stalls?|tills?|hotline|helpline|gates?|doors?|reception|switchboard|barbecue|grill|fort|stations?|lines?|bar|shop|store|office|tent|tables?|pumps?))|mann(?:ing|ed|s)|Manning(?= (?:the|a|an|our|their|your|this|that|each|all|these|those) )',
      'gu',
    ),
    why: 'It makes staffing a job for men.',
    suggestions: fixed('staffing', 'running', 'answering'),
  },
  {
    id: 'right-man',
    category: 'gender',
    pattern: phrase('(?:right|best|ideal|perfect) (?<phrase>man) (?:for|to)|right hand man'),
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
    why: 'It makes staffing a post a job for men.',
    suggestions: fixed('staff', 'run', 'look after'),
  },
  {
    // "Foreman – Commercial Plumbing": a job ad's title opening the text before a dash, which the
    // reviewed list reads as a term being defined and leaves.
    id: 'gendered-title-heading',
    category: 'gender',
    pattern:
      /^\s*(?:\p{Lu}\p{Ll}+ )?(?<phrase>(?:Fore|Sales|Handy|Trades|Delivery|Store|Stock|Yard|Grounds|Lines|Repair|Service|Cable|Camera|Door|Cellar|Dairy|Herds|Boat|Pump|Crane|Watch|Nightwatch|Dust|Bin|Kennel|Work|Journey|Bar|Post|Milk|Fire|Draughts|Drafts)m[ae]n|Waitress|Hostess|Stewardess|Barmaid|Headmaster|Headmistress|Manageress)(?=\s*[–—-]\s)/gu,
    why: 'It names a job by one gender, as if everyone doing it were a man, or marks a woman in it as unusual.',
    suggestions: fixed('supervisor', 'sales representative', 'caretaker'),
  },
  {
    id: 'gendered-role-nouns',
    category: 'gender',
    pattern: phrase(
      '(?:(?:draughts|drafts|grounds|lines|signal|delivery|warehouse|patrol|line|store|stock|yard|storage|handy|door|repair|(?<!ex )service|sales|cable|camera|foot|banks)m[ae]n(?! problem)|(?:maintenance|delivery|removals?) m[ae]n|(?:manageress|sculptress|conductress|proprietress|directress|editress|postmistress|usherette)(?:es|s)?|head(?:master|mistress)(?:es|s)?|comediennes?|(?:bell|pot|page|bus|tea|errand|stable)boys?|(?:cellar|barn|dairy|herds|boat|stock|cow|derrick|roust|pump|winch|crane|watch|nightwatch|dust|bin|refuse|kennel)m[ae]n|office (?:mums?|moms?|mothers?|wives|wife|girls?)|(?:sales|shop|office|counter)girls?|(?:front desk|reception|office|tea|coffee|checkout|promo|promotions|booth|sales|shop|counter|switchboard|telephone) girls?)',
    ),
    why: 'It names a job by one gender, as if everyone doing it were a man, or marks a woman in it as unusual.',
    suggestions: (found) =>
      /ress(?:es)?$/i.test(found)
        ? ['manager', 'sculptor', 'conductor', 'owner']
        : ['worker', 'technician', 'operator'],
  },
  {
    id: 'man-of-the-house',
    category: 'gender',
    pattern: phrase('(?:m[ae]n|lady|ladies|wom[ae]n) of the house'),
    unlessSaid: /\b(?:you told us|you said|you wrote|you explained|complain)/iu,
    why: 'It casts the person who runs a home, or buys for it, as of one gender.',
    suggestions: fixed('anyone at home', 'the household'),
  },
  {
    id: 'working-mothers',
    category: 'gender',
    pattern: phrase('(?:working|busy|time poor|harried|frazzled) (?:mothers|mums|moms)'),
    why: 'It makes caring for children a mother’s job; fathers and other carers have school hours too. “Working parents” or “parents and carers” includes them.',
    suggestions: fixed('working parents', 'parents and carers'),
  },
  {
    id: 'bloke-wanted',
    category: 'gender',
    pattern: phrase("(?:an?|one|two|some)(?: [\\p{L}'’-]+,?){0,2} (?<phrase>blokes?|chaps?|lads?|fellas?|guys?)"),
    after: hiring,
    why: 'It asks for a man for the job. Describe the person by what the work needs.',
    suggestions: fixed('person', 'team member'),
  },
  {
    id: 'lads-wanted',
    category: 'gender',
    pattern: phrase('(?:strong|young|fit|reliable|hard working|good|big|local) (?<phrase>lads|blokes|guys|fellas)'),
    // "We are busy from March and need strong lads": asked for by "need" as by a hiring word.
    after: hiringOrNeeded,
    why: 'It asks for men for the job. Describe the person by what the work needs (“able to lift 20 kg”).',
    suggestions: fixed('people', 'team members'),
  },
  {
    id: 'dress-by-gender',
    category: 'gender',
    pattern: phrase(
      '(?:women|female staff|female employees|ladies|girls) (?:are expected to|must|should|are required to|have to|will) wear (?:make up|makeup|heels|high heels|skirts|tights|dresses|lipstick)',
    ),
    why: 'A dress code that asks women alone for make-up, heels or skirts holds them to a standard it does not set for men.',
    suggestions: fixed('staff should look neat and professional'),
  },
  {
    id: 'for-a-woman',
    category: 'gender',
    pattern: phrase(
      "(?:(?:quite|very|rather|pretty|surprisingly|remarkably|really|so|too) [\\p{L}]+ )for an? (?:woman|girl|lady|female)(?![\\p{L}])|for an? (?:woman|girl|lady|female)(?=,|(?: in [^.,;!?]{1,40}?)?,? (?:she(?:['’]s)?|her|you(?:['’]re)?) )",
    ),
    why: 'It measures her against a lower expectation for women. Say what she did.',
    suggestions: fixed(),
  },
  {
    id: 'maid',
    category: 'gender',
    pattern: phrase('(?:chamber|house)?maids?(?! of hono(?:u)?r)'),
    why: 'It names a cleaning job as a woman’s. “Room attendant” or “housekeeper” names the job.',
    suggestions: fixed('room attendant', 'housekeeper'),
  },
  {
    id: 'gendered-traits',
    category: 'gender',
    pattern: phrase('(?:feisty|bossy|shrill|ditzy|catty|hormonal|too emotional|high maintenance)'),
    why: 'It is said mostly of women, and judges them by a stereotype rather than by what they did.',
    suggestions: fixed('assertive', 'direct', 'passionate'),
  },
  {
    id: 'homemaker-assumed',
    category: 'gender',
    pattern: phrase(
      'juggl(?:e|es|ed|ing) (?:the )?(?:office|work|career|job) and (?:the )?(?:kitchen|home|housework|household)',
    ),
    why: 'It assumes that the kitchen and the housework are a woman’s, beside her job.',
    suggestions: fixed('balancing work and home'),
  },
  {
    id: 'dear-sirs',
    category: 'gender',
    pattern: phrase('dear (?<phrase>sirs|sir)(?=\\s*(?:[,:;]|$))'),
    why: 'It assumes the reader is a man. “Dear Sir or Madam”, the team’s name or the person’s own name greets whoever reads it.',
    suggestions: fixed('Sir or Madam', 'team'),
  },
  {
    id: 'gendered-nouns',
    category: 'gender',
    pattern: phrase(
      "(?:trades(?:man|men)|bar(?:man|men|maids?)|sound(?:man|men)|stable lads?|seam[ae]n|weather girls?|seamstress(?:es)?|lady [\\p{L}]+smiths?|delivery boys?|dray(?:man|men)|repo (?:man|men)|lady [\\p{L}]+(?:makers?|ers?|ors?|ists?|ians?)(?![\\p{L}])|lay(?:man|men)(?:['’]s)?|one man (?:band|show|operation)|gentlem[ae]n['’]?s? agreements?|founding fathers|forefathers|(?:tea|dinner|cleaning|lollipop|tea trolley) lad(?:y|ies)|lady (?:referees?|umpires?|coaches?|chefs?|captains?|doctors?|lawyers?|boss(?:es)?|drivers?|engineers?|pilots?|underwriters?|barristers?|solicitors?|brokers?|bankers?|analysts?|partners?|officers?|judges?|dentists?|vets?|pharmacists?|journalists?|photographers?|consultants?|advisers?|advisors?|agents?|clerks?|cashiers?|supervisors?|operators?|guards?|porters?|lecturers?|professors?|surveyors?|architects?)|(?:the )?girls (?:in|from|on) (?:the )?(?:office|accounts|reception|admin|finance|payroll|marketing|hr|sales|front desk))",
    ),
    why: 'It names the people of a role or a group by one gender, or marks a role as unusual for a gender.',
    suggestions: (found) =>
      /trades/i.test(found)
        ? ['tradesperson', 'trades worker']
        : /^bar/i.test(found)
          ? ['bartender', 'bar staff']
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
  {
    id: 'gender-marked-role',
    category: 'gender',
    pattern: phrase(
      '(?:a|an|the|our|their|your|this|that|first|only|new)(?: [\\p{L}-]+)?? (?<phrase>(?:female|woman|lady|male) (?:engineer|nurse|doctor|pilot|surgeon|scientist|developer|programmer|coder|mechanic|ceo|executive|manager|boss|driver|lawyer|firefighter|electrician|plumber|secretary|teacher|builder|founder|entrepreneur|director|welder|carpenter|technician|midwife|nanny|receptionist|cleaner|cop|police officer|soldier|chef|accountant|banker|trader|architect|flight attendant|hairdresser|beautician|carer|surveyor|mathematician|coach))(?![\\p{L}])',
    ),
    unlessSaid:
      /prefer|request|ask(?:s|ed)? for|choice of|choose|would like|wish(?:es)? to have|only (?:train|work|be seen|be treated|be examined|be coached|be taught|speak|feel comfortable) with|genuine (?:job|occupational) requirement|occupational requirement/iu,
    why: 'Naming the gender of someone in a job marks them as unusual in it. The job title alone says what they do.',
    suggestions: (found) => [found.replace(/^(?:female|woman|lady|male)\s+/i, '')],
  },
  {
    id: 'man-wanted',
    category: 'gender',
    pattern: phrase(
      "(?:an?|one|two|some)(?: [\\p{L}'’-]+,?){0,2} (?<phrase>m[ae]n|wom[ae]n|lad(?:y|ies)|gentlem[ae]n|girls?|boys?)(?=(?: (?:who|to|for|with|that|able|capable|as|willing))|\\s*[,.;:!]|$)",
    ),
    after: wanting,
    unlessSaid: reportedSaid,
    why: 'It asks for a man, or a woman, for the job. Describe the person by what the work needs.',
    suggestions: fixed('person', 'someone'),
  },
  {
    id: 'gender-stereotype',
    category: 'gender',
    pattern: phrase(
      "(?:a real man|man up|manned up|(?:such|like) a girl|(?:old )?boys['’]? (?:club|network)|(?:a )?man['’]s (?:work|job|world|game)|wom[ae]n['’]s work|(?:staff|employees|members|delegates|guests|executives|managers) and (?:their|his) wives|wives of (?:staff|employees|members|delegates|executives|managers)|man caves?|she sheds?|husband['’]s (?:consent|permission|approval|signature|agreement)|(?:consent|permission|approval) of (?:her|the) husband|(?:the )?(?:weaker|fairer) sex|the little woman|(?:like|as) (?:a )?(?:little )?girls? (?:would|do|does)|boys will be boys)",
    ),
    why: 'It casts work, strength or weakness as one gender’s, or assumes the reader is a man with a wife.',
    suggestions: fixed(),
  },
  {
    id: 'one-gender-wanted',
    category: 'gender',
    pattern: phrase(
      '(?:(?:male|female|men|women|ladies|gents) (?:candidates?|applicants?|staff|workers|employees|only)(?: (?:only|preferred|required))|only (?:male|female|men|women|ladies) (?:candidates|applicants|staff|need apply|may apply|will be considered)|(?:male|female) (?:candidates|applicants) (?:are )?(?:preferred|required))',
    ),
    near: hiringNearby,
    // A role the law lets one sex fill ("under an exemption granted under the Equal Opportunity Act").
    unlessSaid: { test: (sentence) => legalBasis.test(sentence) || lawfulForOneSex.test(sentence) },
    why: 'Asking for one gender for a job shuts out everyone else, which is sex discrimination unless the law allows it for the role. Name what the work needs.',
    suggestions: fixed('candidates'),
  },
  {
    id: 'staff-wives',
    category: 'gender',
    pattern: phrase(
      "(?:(?:engineers|employees|staff|workers|developers|members|players|drivers|colleagues|managers|technicians|officers|team|crew|guys)['’]s?|\\p{L}+s['’]|(?:bring|invite|with) (?:their|your)|(?:nurses|staff|employees|midwives|teachers|carers|cleaners|receptionists) and their) (?<phrase>wives|wife|husbands)(?! (?:and|or) (?:husbands?|wives|partners?))(?!,? (?:mr|mrs|ms|miss|mx|dr)(?![\\p{L}]))",
    ),
    why: 'It takes the staff to be of one sex, with a wife or a husband at home. “Partners” or “families” includes everyone.',
    suggestions: fixed('partners', 'families'),
  },
  {
    id: 'mothers-called-to-volunteer',
    category: 'gender',
    pattern: phrase(
      '(?:calling all|attention|we need|looking for|wanted:?|seeking) (?:(?:busy|stay at home|school) )?(?<phrase>mums|moms|mothers|mummies|mommies)(?! to be)',
    ),
    unlessSaid: /breastfeed|antenatal|postnatal|pregnan|maternity|newborn|baby group/iu,
    why: 'It asks mothers alone for help that any parent or carer can give.',
    suggestions: fixed('parents and carers', 'all parents'),
  },
  {
    id: 'wags',
    category: 'gender',
    pattern: phrase('WAGs?', 'gu'),
    why: 'It names women only as partners of the players, as if every player were a man. “Partners” or “families” names everyone.',
    suggestions: fixed('partners', 'families'),
  },
  {
    id: 'bring-the-wife',
    category: 'gender',
    pattern: phrase(
      '(?:bring|take|treat|invite) (?:the|your) (?<phrase>wife|missus|missis|old lady|better half)(?! (?:or|and) (?:husband|partner))',
    ),
    why: 'It speaks to men only, as if every reader had a wife. “Bring a friend” or “bring your partner” speaks to everyone.',
    suggestions: fixed('bring a friend', 'bring your partner'),
  },
  {
    id: 'man-the-post',
    category: 'gender',
    pattern: phrase(
      '(?<=(?:^|[.!?:;]\\s+))(?<phrase>Man) the (?:exits?|doors?|gates?|desk|phones?|stalls?|tills?|booth|stand|bar|barbecue|bbq|entrance|turnstiles?|tables?|counter|car park|station|decks?|pumps?)',
      'gu',
    ),
    why: 'It makes staffing a post a job for men.',
    suggestions: fixed('Staff', 'Cover', 'Look after'),
  },
  {
    id: 'one-gender-trained',
    category: 'gender',
    pattern: phrase(
      'only (?:men|women|males|females|ladies|gents) (?:will|can|may|shall|are allowed to|are permitted to)(?: be)? (?:trained|hired|employed|considered|promoted|selected|drive|operate)',
    ),
    why: 'It keeps a job or its training to one gender, which is sex discrimination unless the law allows it. Open it to everyone who meets what the work needs.',
    suggestions: fixed('staff'),
  },
  {
    id: 'man-sized',
    category: 'gender',
    pattern: phrase('man sized'),
    why: 'It measures something big by a man, as if size and strength were a man’s.',
    suggestions: fixed('large', 'hearty'),
  },
  {
    id: 'even-a-woman-can',
    category: 'gender',
    pattern: phrase(
      "even (?:a|the|your|my) (?:[\\p{L}'’]+ )?(?:wife|woman|girl|grandmother|granny|grandma|housewife|secretary|missus|mum|mom)(?= (?:can|could|would|will))",
    ),
    why: 'It sells something as easy by saying a woman can do it, as if women were less able.',
    suggestions: fixed('anyone'),
  },
  {
    id: 'gender-required',
    category: 'gender',
    pattern: phrase(
      '(?:requirements?|must be|gender|sex):? (?<phrase>female|male|women|men)(?=[,;.]| only| candidates| applicants)',
    ),
    why: 'Asking for one gender for a job shuts out everyone else, which is sex discrimination unless the law allows it for the role.',
    suggestions: fixed(),
  },
  {
    id: 'blokes-needed',
    category: 'gender',
    pattern: phrase('(?:need|want|after|looking for|seeking|hiring|wanted:?) (?<phrase>blokes|lads|fellas|chaps)(?= )'),
    why: 'It asks for men for the job. Describe the person by what the work needs.',
    suggestions: fixed('people', 'workers'),
  },
  {
    id: 'naturally-better-than',
    category: 'gender',
    pattern: phrase(
      '(?:naturally|by nature|inherently) (?:more|less|better|worse) (?:[\\p{L}-]+ ){0,4}?than (?:men|women|males|females|boys|girls)',
    ),
    why: 'It says one gender is by nature better or worse at something: a stereotype.',
    suggestions: fixed(),
  },
  {
    id: 'job-title-one-gender',
    category: 'gender',
    pattern: phrase('(?<phrase>\\p{L}+ \\((?:m|f|w|male|female)\\))', 'giu'),
    // A post the law lets one sex fill, or one in a place kept for one sex ("Changing Room Supervisor (female)").
    unlessSaid: { test: (sentence) => lawfulForOneSex.test(sentence) || /changing|toilets?|refuge/iu.test(sentence) },
    why: 'A job title marked for one gender (“(m)”) shuts out the others. Mark it for all (“(m/f/d)”) or drop the mark.',
    suggestions: (found) => [found.replace(/\s*\([^)]*\)$/, ' (m/f/d)')],
  },
  {
    id: 'husband-handles-money',
    category: 'gender',
    pattern: phrase(
      '(?:as a family man|(?:recently|newly|just) married,? so (?:expect|assume)|(?:talk|speak) to the husband|(?:the )?husband and head of (?:the )?household|your husband (?:has )?(?:always )?(?:handled|managed|dealt with|looked after|looks after|handles|manages|takes care of|took care of) (?:the )?(?:family |household )?(?:bills|finances|money|accounts|paperwork))',
    ),
    why: 'It takes the man for the one who runs the household’s money, and speaks to readers as if they were all men or wives.',
    suggestions: fixed(),
  },
  {
    id: 'wives-programme',
    category: 'gender',
    pattern: phrase(
      '(?:shopping|spa|beauty|fashion|pampering)(?: [\\p{L}]+){0,6} for the (?:wives|ladies)(?! (?:and|or) )',
    ),
    why: 'It assumes that the guests’ partners are women and what they want. Partners may be of any sex; offer the programme to all of them.',
    suggestions: fixed('for partners', 'for guests'),
  },
  {
    id: 'dress-code-by-sex',
    category: 'gender',
    pattern: phrase(
      '(?:female|women|male|men)(?: [\\p{L}]+)? (?:must|should|are required to|are expected to|have to) wear (?:an? )?(?:skirts?|dresses?|heels|high heels|make ?up|ties?)',
    ),
    why: 'It lays a dress code on one sex. Say what everyone must wear, in the same terms for all.',
    suggestions: fixed(),
  },
  {
    id: 'family-plans-asked',
    category: 'gender',
    pattern: phrase(
      "(?:asked about|confirm|declare|disclose|state|tell us about)(?: [\\p{L}]+){0,5} (?:family plans|(?:no )?plans to (?:start a family|have children|get pregnant))|(?:state|declare|say|disclose|confirm|indicate|tell us) whether (?:they|she|you) (?:plan|intend|expect)s? to (?:have|start) (?:children|a family|a baby|kids)|(?:end|terminate|cancel)(?: [\\p{L}]+){0,4} if (?:the |an? )?[\\p{L}]+ (?:becomes|is|gets|falls) pregnant|as an? (?:young |new |single )?(?:mum|mother|mom)(?:,)? she (?:won't|will not|wouldn't|would not|is unlikely|may not|can't|cannot)|ask(?:ed|s)?(?: [\\p{L}]+){0,2} (?:whether|if) (?:they|she|you) (?:plan|intend|want|hope)s? to (?:(?:marry|get married) or (?:have|start) (?:children|a family|a baby|kids)|start a family|have (?:children|a baby|kids)|get pregnant)",
    ),
    why: 'It asks a woman about children, or assumes what a mother will not do: both judge her by sex and family, not by the work.',
    suggestions: fixed(),
  },
  {
    id: 'sex-as-the-reason',
    category: 'gender',
    pattern: phrase(
      "(?:being|as) an? (?:woman|man|mother|mum|mom|father|dad|girl|lady|female|male),? (?:she|he)(?:['’]s| is| will| would| can| has)? (?:naturally|obviously|bound to|sure to|always|never|more|better|less|good at|great at|not)|(?:more|less) seriously (?:from|coming from|when it comes from|if it comes from) an? (?:man|woman|male|female|lady|bloke|guy)|(?:to|with|at) the (?:husband|wife|man of the house|lady of the house),? (?:as|since|because) (?:he|she)(?:['’]ll| will| is|['’]s)? (?:be |usually |always |normally )?(?:the one|in charge|who|making|deciding|decides)",
    ),
    why: 'It gives someone’s sex as the reason for what they are like, who is heard or who decides. Judge each person, and speak to every customer, on their own terms.',
    suggestions: fixed(),
  },
  {
    id: 'title-in-brackets',
    category: 'gender',
    // "Present: D. Fitzgerald (Chairman), …": the title a list of those present gives a person.
    pattern: phrase(
      '(?<=\\((?:\\p{Lu}[\\p{L}-]* ){0,2})(?:chairman|chairwoman|spokesman|spokeswoman|foreman|forewoman|headmaster|headmistress)(?=\\))',
    ),
    why: 'The title names the office by one sex. “Chair”, “spokesperson”, “supervisor” and “head teacher” name it for whoever holds it.',
    suggestions: fixed('Chair'),
  },
  {
    id: 'work-by-sex',
    category: 'gender',
    pattern: phrase(
      '(?:would|will) (?:suit|fit) an? (?:male|female|man|woman|lady|gentleman)(?: [\\p{L}]+)?|(?:one of )?the (?:women|girls|ladies)(?: in (?:the )?[\\p{L}]+)? to (?:take (?:the )?(?:minutes|notes)|make (?:the )?(?:tea|coffee)|(?:arrange|organi[sz]e|sort out|do|get) (?:the )?(?:refreshments|catering|food|lunch|cakes?|flowers|decorations|cards?|gifts?|tea|coffee)|tidy|clean|wash up)|(?:ideal|perfect|great|suited|suitable) (?:for|to) (?:a )?(?:busy )?(?:working )?(?:mums?|moms?|mothers?|housewi(?:fe|ves))(?! (?:and|or) )|suits? (?:men|women|males|females|lads|girls) (?:better|best|more)|avoid (?:hiring )?(?:anyone|candidates|applicants|women|someone)(?: [\\p{L}]+){0,3}? (?:likely to|who might|who may|planning to|about to) (?:take|go on|need) maternity leave|(?:strong|authoritative|deep|commanding) (?:male|masculine) voice',
    ),
    near: /\b(?:job|role|hours|shifts?|position|vacanc|hire|hiring|recruit|part[- ]time|minutes|meeting|office|candidate|applicant|graduate|shortlist)/iu,
    unlessSaid: reportedSaid,
    why: 'It gives work to one sex, or sees a job as one for mothers: the work is anyone’s. Describe what it needs and what it offers.',
    suggestions: fixed(),
  },
];
