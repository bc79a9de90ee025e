import { type AddedPhrase, conditions, fixed, hiringNearby, legalBasis, phrase } from './added-phrase-patterns.ts';
import { reportedSaid } from './group-claims.ts';
import { moreOrigins, origins, people } from './group-words.ts';

// Rules and decisions that keep a group out or treat it apart in ordinary words, each category's
// way of saying it (decision 207, the hundred-and-seventeenth to hundred-and-twentieth sets):
// pledges not taken from foreign workers, a double bond for passports of one continent, no hire of
// staff who pray, one sex kept from closing a shop, the over-55s moved off the ramp first,
// disabled passengers seated away from the others, an illness that rules a candidate out.

/** People by their origin or status, as a rule names them. */
const originGroup = `foreign (?:workers|nationals|customers|clients|visitors|students|staff|people|buyers|tenants|guests|passengers|applicants|residents)|foreigners|migrants|migrant (?:workers|families)|immigrants|refugees|asylum seekers|(?:${origins}) (?:${people})`;

/** What a business does for its customers, refused. */
const refused =
  "(?:do not|don't|will not|won't|cannot|can't|never|must not|should not|shall not|no longer|not to) (?:accept|take|serve|book|admit|rent|let|lease|lend|sell|insure|register|enrol|enroll|quote|deal|send|deliver|visit|attend|install|supply|fit|work|go|hire (?:out )?[\\p{L}]+|rent out [\\p{L}]+)";

/** Gypsy, Roma and Traveller people, with capitals, and the sites and families of Travellers. */
const travellers =
  'Travell?ers?(?: (?:sites?|camps?|families|community|communities|people))?|Gypsies|Gipsies|Gypsy (?:sites?|camps?|families)|Roma';

/** Those asked for a person's health before a rule keeps them out. */
const applicants = 'applicants|candidates|anyone|people|staff|employees|those|persons|workers|volunteers|crew';

/** A sentence that tells a claim in order to reject it. */
const toldToReject = /\b(?:claim|idea|assumption|myth|stereotype|belief|said that|told (?:us|the group|them) that)\b/iu;

/** Passengers, guests and others a business seats, books or serves. */
const served =
  'passengers|guests|customers|people|pupils|students|members|visitors|diners|staff|riders|spectators|fans|patrons|travell?ers|clients|residents|players|employees|workers';

export const keptApartAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'refused-by-origin',
    category: 'race',
    pattern: phrase(
      `${refused}(?: [\\p{L}]+){0,3}? (?:from|to|for|with) (?:any )?(?:${originGroup})|(?<![\\p{L}])no (?:PRC|${origins}) (?:${people})(?! (?:were|was|have|had|are|is|will|did))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It refuses people a service by where they come from or their status. Ask every customer for the same documents, and serve anyone who has them.',
    suggestions: fixed(),
  },
  {
    // Lower case only: "Gypsy, Roma and Traveller" is the name the communities use (the moth is not them).
    id: 'gypsies-lower-case',
    category: 'race',
    pattern: phrase('g[iy]ps(?:y|ies)(?! (?:moths?|jazz|kings|cabs?|skirts?|tarts?|creams?))', 'gu'),
    why: 'In lower case and of people, “gypsies” is a slur. Name the community as it names itself, “Gypsy, Roma and Traveller”, with capitals, and only where it matters.',
    suggestions: fixed('Gypsy, Roma and Traveller people'),
  },
  {
    id: 'travellers-refused',
    category: 'race',
    pattern: phrase(
      `${refused}(?: [\\p{L}]+){0,3}? (?:from|to|for|with|at|on) (?:any |the |a )?(?:(?:Irish )?(?:${travellers})|[Hh]alting sites?)|(?:[Bb]ookings|[Oo]rders|[Jj]obs|[Ee]nquiries|[Rr]equests|[Cc]alls|[Cc]ustomers|[Aa]pplications|[Cc]ustomers) from (?:any |the |a )?(?:Irish )?(?:${travellers}|halting sites?)(?: [\\p{L}]+){0,4}? (?:will no longer|will not|won't|are not|aren't|cannot|can't|shall not|must not|should not|are no longer) be (?:accepted|taken|served|booked|quoted|attended)`,
      'gu',
    ),
    why: 'It refuses a service to Gypsy, Roma or Traveller people, which the law forbids as it does any refusal by ethnicity.',
    suggestions: fixed(),
  },
  {
    id: 'birthplace-preferred',
    category: 'race',
    pattern: phrase(
      `(?:preference|priority)(?: [\\p{L}]+){0,4}? (?:will be|is|shall be|should be|goes|go|will go)(?: given)? to (?:[\\p{L}]+ )?\\p{L}+ born (?:${people})`,
    ),
    unlessSaid: reportedSaid,
    why: 'It prefers people by where they were born. Ask for the right to work, the skills and the languages the role needs.',
    suggestions: fixed(),
  },
  {
    id: 'origin-pays-more',
    category: 'race',
    pattern: phrase(
      `(?:(?:holding|with|carrying|on) (?:an? )?(?:[\\p{L}]+ )?passports? (?:from|of|issued by|issued in)|(?:${served}|charterers|tenants|renters|buyers|borrowers|applicants) from) (?:[\\p{L}-]+ ){1,3}?(?:must|will|shall|should|have to|are required to|need to|are asked to) (?:pay|lodge|leave|provide|put down|give) (?:an? |the )?(?:(?:deposit|bond|fee|premium|excess) (?:of )?)?(?:double|twice|three times|higher|larger|bigger|extra|additional|increased|second|further|triple)(?: [\\p{L}]+)?`,
    ),
    unlessSaid: reportedSaid,
    why: 'It asks people of one origin for more money than others. Set one deposit, bond or fee for every customer.',
    suggestions: fixed(),
  },
  {
    id: 'faith-practice-not-hired',
    category: 'race',
    pattern: phrase(
      `(?:rather not|would not|wouldn't|will not|won't|do not|don't|cannot|can't|never|not|avoid) (?:hire|hiring|employ|employing|recruit|recruiting|take on|taking on|appoint|roster|rostering|accept|consider) (?:staff|people|anyone|candidates|applicants|workers|employees|someone|crew) who (?:[\\p{L}]+ ){0,3}?(?:prayers?|pray|religious|faith|sabbath|fast|fasting|ramadan|ramzan|headscarf|headscarves|hijabs?|turbans?|kippahs?|eid|diwali)(?: (?:breaks?|times?|days?|holidays?|leave))?`,
    ),
    unlessSaid: reportedSaid,
    why: 'It keeps out people who practise a faith. Give every worker the same breaks and leave, and meet a request for prayer or a fast where the work allows.',
    suggestions: fixed(),
  },
  {
    id: 'one-sex-kept-from',
    category: 'gender',
    pattern: phrase(
      "(?:female|women|male|men|lady|ladies|girls|boys) (?:staff|employees|workers|colleagues|members of staff|team members|assistants|drivers|guides|agents|cashiers|crew|managers|keyholders) (?:must|should|may|can|will|shall)(?: not|n['’]t) (?:close|open|lock up|work|drive|travel|lead|handle|cover|stay|be left|be rostered|be sent|be put|be given|take)(?: [\\p{L}]+){0,4}",
    ),
    // A search, a changing room or a chaperone: what the law keeps to one sex.
    unlessSaid: /search|frisk|pat[- ]?down|changing|toilets|intimate|chaperon|undress/iu,
    why: 'It keeps one sex from part of the work. Make the work safe for whoever does it: two on a shift, a lone-working procedure.',
    suggestions: fixed(),
  },
  {
    id: 'suits-one-sex',
    category: 'gender',
    pattern: phrase(
      'suits? an? (?:man|woman|male|female|lady|gentleman|bloke)(?: [\\p{L}]+)? (?:better|best|more)|(?:better|best) suited to an? (?:man|woman|male|female|lady|gentleman)',
    ),
    why: 'It gives the work to one sex. Say what the work needs (lifting, hours, travel), and let anyone who can do it apply.',
    suggestions: fixed(),
  },
  {
    id: 'end-of-career',
    category: 'age',
    pattern: phrase(
      "(?:not looking for|don't want|do not want|not (?:seeking|hiring|after)|no) (?:someone|anyone|people|candidates?|applicants?|a person)(?: who (?:is|are))? (?:at|near|nearing|close to|towards|approaching|coming to) (?:the end of (?:their|his|her|a) (?:careers?|working (?:life|lives|years))|retirement)",
    ),
    why: 'It turns people away by how far they are into their working life. Say what the role offers someone who wants to grow.',
    suggestions: fixed(),
  },
  {
    id: 'older-moved-first',
    category: 'age',
    pattern: phrase(
      '(?:over|above|older than|past) [4-9]\\d(?: years(?: of age| old)?)? (?:(?:will|would|should|shall|are to|must)(?: no longer| not)? be|are(?: being)?) (?:moved|taken|removed|let go|laid off|made redundant|released|retired|dropped|cut|transferred|redeployed|stood down|steered|kept off|barred|(?:asked|encouraged|expected|pushed|invited|urged) to (?:leave|retire|step down|take (?:early )?retirement))(?:[^.;]{0,40}? first)?|(?:over|above|older than|past) [4-9]\\d(?: years(?: of age| old)?)? (?:will|would|should|shall|can|may)(?: no longer| not) be (?:put forward|considered|selected|shortlisted|rostered|promoted|offered|trained|sent|hired|employed|accepted)',
    ),
    unlessSaid: reportedSaid,
    why: 'It chooses whom to move or let go by age. Choose by criteria of the work that apply to everyone.',
    suggestions: fixed(),
  },
  {
    id: 'older-find-hard',
    category: 'age',
    pattern: phrase(
      '(?<!(?:some|a few|several) )(?:older|elderly|senior|mature) [\\p{L}]+ (?:usually |often |generally |tend to )?find (?:[\\p{L}\\s]){0,40}?(?:hard|difficult|confusing|daunting|baffling|tricky|a struggle)',
    ),
    unlessSaid: reportedSaid,
    why: 'It says an age group finds something hard, as a group. Offer the help to whoever wants it.',
    suggestions: fixed(),
  },
  {
    id: 'no-disability-required',
    category: 'disability',
    pattern: phrase(
      '(?:with|having|and|have|has|had|free (?:of|from)) (?:no|any) (?:disabilit(?:y|ies)|impairments?|(?:physical|mental|medical|health) (?:conditions?|problems|issues|impairments?|limitations)|health problems|medical history)(?: (?:of any kind|whatsoever|at all|of any sort))?',
    ),
    near: hiringNearby,
    // Figures set side by side: "employees with no disability earned 4 % more than …".
    unlessSaid: /than|per ?cent|%|gap|survey|respondents|compared|declared|reported/iu,
    why: 'It asks for candidates without any disability, which keeps out people who could do the work. Say what the work needs, and make reasonable adjustments.',
    suggestions: fixed(),
  },
  {
    id: 'seated-apart',
    category: 'disability',
    pattern: phrase(
      `(?:seat|place|put|keep|move|house|sit|board|roster)(?: [\\p{L}]+){0,2}? (?:${served}) (?:with|who (?:have|use|need)) (?:[\\p{L}-]+ ){0,2}?(?:disabilit(?:y|ies)|impairments?|wheelchairs?|mobility aids|conditions)[^.;]{0,60}?(?:away from|apart from|separately from|out of sight|out of view)(?: [\\p{L}]+){0,2}`,
    ),
    why: 'It seats disabled people apart from everyone else. Ask each person where they would like to sit, and offer the help they ask for.',
    suggestions: fixed(),
  },
  {
    id: 'condition-rules-out',
    category: 'disability',
    pattern: phrase(
      `(?:(?:${applicants}) (?:who (?:have|has|have had|has had|had|suffer from|suffered from|live with)|with (?:an? )?(?:history of|past|previous)?) (?:[\\p{L}'-]+ ){0,2}?(?:${conditions})(?: or (?:[\\p{L}'-]+ ){0,2}?(?:${conditions}))?,? (?:will not|won't|cannot|can't|may not|are not|is not|shall not|should not|must not|need not) (?:be )?(?:considered|accepted|eligible|employed|hired|shortlisted|appointed|apply|work|suitable))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It rules people out for an illness or a condition, not for what the work needs. Assess each person against the work, with reasonable adjustments.',
    suggestions: fixed(),
  },
  {
    id: 'disability-refused',
    category: 'disability',
    pattern: phrase(
      `${refused}(?: [\\p{L}]+){0,3}? (?:from|to|for|with) (?:any )?(?:${served}|families|tenants|applicants|children|couples) (?:with|who (?:have|use)) (?:an? )?(?:[\\p{L}-]+ ){0,2}?(?:autis[\\p{L}]*|disab[\\p{L}]*|deaf|blind|wheelchairs?|guide dogs?|assistance dogs?|special needs|learning difficulties|(?:${conditions}))`,
    ),
    unlessSaid: reportedSaid,
    why: 'It refuses a home or a service to disabled people or their families. Treat every applicant on the same terms, with reasonable adjustments.',
    suggestions: fixed(),
  },
  {
    id: 'disability-benefit-rules-out',
    category: 'disability',
    pattern: phrase(
      `(?:${applicants}|tenants) (?:on|receiving|claiming|who (?:receive|claim|get)) (?:an? |the )?(?:disability|invalidity|incapacity|sickness)(?: [\\p{L}]+){0,2}? (?:pension|benefits?|allowance|payments?|grant)s?,? (?:will not|won't|cannot|can't|may not|are not|shall not|need not) (?:be )?(?:considered|accepted|eligible|approved|shortlisted|apply)`,
    ),
    unlessSaid: reportedSaid,
    why: 'It rules people out because they receive a disability benefit. Judge every applicant on the same criteria.',
    suggestions: fixed(),
  },
  {
    id: 'disabled-person-a-liability',
    category: 'disability',
    pattern: phrase(
      'an? (?:deaf|blind|disabled|autistic|epileptic|dyslexic|wheelchair using|partially sighted|hard of hearing|visually impaired) [\\p{L}]+ (?:would|will|could|might|is|can only) be an? (?:liability|risk|danger|burden|hazard|problem|headache)',
    ),
    unlessSaid: reportedSaid,
    why: 'It calls a disabled person a risk for being disabled. Assess what the role needs, and the adjustments that meet it.',
    suggestions: fixed(),
  },
  {
    id: 'disabled-gifted',
    category: 'disability',
    pattern: phrase(
      '(?:autistic|dyslexic|deaf|blind|disabled|neurodivergent|dyspraxic) [\\p{L}]+s,? (?:who|as they|since they|because they) (?:are|tend to be) (?:naturally|all|always|usually|typically|generally) (?:good|great|better|gifted|talented|brilliant|suited|precise|focused|meticulous)(?: [\\p{L}]+){0,2}',
    ),
    unlessSaid: reportedSaid,
    why: 'It says what a whole group of disabled people is good at: a stereotype, even when it praises. Give the work by each person’s skills.',
    suggestions: fixed(),
  },
  {
    id: 'origin-habits',
    category: 'race',
    pattern: phrase(
      `(?:${origins}|indian|chinese|nigerian|african|asian|arab|pakistani|polish|romanian|filipino|mexican|russian|irish|eastern european) (?:[\\p{L}]+) (?:tend to|always|usually|often|generally|typically|will) (?:cut corners|cheat|lie|haggle|steal|overcharge|pay late|miss deadlines|default|exaggerate|complain|argue|drink|be late|run late|cause trouble)`,
    ),
    // Not `reportedSaid`: a percentage in the sentence ("quoted 22% less") is no report of the claim.
    unlessSaid: toldToReject,
    why: 'It says people of one origin behave badly as a group. Judge each supplier, tenant or client on their own record.',
    suggestions: fixed(),
  },
  {
    id: 'accent-off-putting',
    category: 'race',
    pattern: phrase(
      'find (?:his|her|their|the|a|an) (?:[\\p{L}-]+ ){0,3}?accents? (?:off-putting|off putting|hard to follow|hard to understand|difficult to understand|irritating|annoying|unprofessional|grating|too strong|too thick)|accents? (?:is|are) (?:off-putting|off putting|unprofessional|too strong|too thick|grating)',
    ),
    unlessSaid: reportedSaid,
    why: 'It judges a person by their accent, which stands for where they come from. Say what is hard to follow in what they say, if anything, and help with it.',
    suggestions: fixed(),
  },
  {
    id: 'nationality-required',
    category: 'race',
    // Capitals as written: a nationality is a name ("an Irish or UK passport"); "a valid passport" is anyone's.
    pattern: phrase(
      '(?:[Mm]ust|[Ss]hould|[Ss]hall|[Nn]eed to|[Aa]re required to|[Ii]s required to) (?:hold|have|possess|carry|show) an? (?:(?:\\p{Lu}[\\p{Ll}]+|UK|US|USA|EU) (?:or|and) )?(?:\\p{Lu}[\\p{Ll}]+|UK|US|USA|EU) passport',
      'gu',
    ),
    unlessSaid: legalBasis,
    why: 'It asks for a nationality, which keeps out people who have the right to work without it. Ask for the right to work, or the clearance the law requires.',
    suggestions: fixed('the right to work in the country'),
  },
  {
    id: 'mother-may-struggle',
    category: 'gender',
    pattern: phrase(
      '(?:she|he) (?:may|might|will|would|could) (?:struggle|find it hard|not cope|not manage|be unable|have trouble|not be able)(?: [\\p{L}-]+){0,6}? as an? (?:(?:single|new|young|working) )?(?:mother|mum|mom|father|dad|parent)(?: of (?:[\\p{L}]+|\\d+))?',
    ),
    unlessSaid: reportedSaid,
    why: 'It guesses what someone can manage because they are a parent. Ask the person about the hours, as you would anyone.',
    suggestions: fixed(),
  },
  {
    id: 'one-sex-has-the-knack',
    category: 'gender',
    pattern: phrase(
      '(?:as|since|because) (?:women|men|ladies|females|males) (?:have (?:a |an )?(?:better|keener|natural|good) (?:eye|ear|feel|touch|instinct|head)|are (?:naturally|better at|more (?:caring|careful|patient|organised|organized|nurturing|empathetic|logical|decisive)))',
    ),
    unlessSaid: toldToReject,
    why: 'It gives the work to one sex for a knack it says that sex has. Give it to whoever has the skill, and say what the skill is.',
    suggestions: fixed(),
  },
  {
    id: 'retirement-urged',
    category: 'age',
    pattern: phrase(
      '(?:should|must|ought to|needs? to|(?:is|are) (?:expected|encouraged|advised) to)(?: now| really| seriously)? (?:(?:start|begin) |be )?(?:thinking about|planning(?: for)?|considering|looking (?:at|towards)) (?:(?:his|her|their) )?retirement(?! (?:income|savings|funds?|pots?|plans?|accounts?|finances|options|benefits))',
    ),
    // Said of a person or a group by their age ("At 63, Martin should …", "colleagues over 62 …").
    near: /(?:\b(?:at|aged?|is|turns?|turning|over|now) [5-9]\d\b|\b[5-9]\d(?:-year-old| years old)|at (?:his|her|their) age)/iu,
    unlessSaid: {
      test: (sentence: string) =>
        reportedSaid.test(sentence) || /pension|savings|annuit|adviser|advisor/iu.test(sentence),
    },
    why: 'It pushes someone towards retirement by the number of their years. Talk about the work and the person’s own plans, as with anyone.',
    suggestions: fixed(),
  },
  {
    id: 'workforce-made-younger',
    category: 'age',
    pattern: phrase(
      '(?:bring|get|push|drive|pull) (?:the|our) average age of (?:the |our )?(?:[\\p{L}]+ )?(?:workforce|staff|team|employees|crew|workers|drivers|members|board|colleagues|people|workshop|office|department|branch|company|firm|business|shop floor|sales floor|studio|site|factory|depot|practice) (?:down|lower)|(?:lower|reduce|cut|bring down) (?:the|our) average age of (?:the |our )?(?:[\\p{L}]+ )?(?:workforce|staff|team|employees|crew|workers|drivers|members|board|colleagues|people|workshop|office|department|branch|company|firm|business|shop floor|sales floor|studio|site|factory|depot|practice)|(?:make|keep) (?:the|our) (?:team|workforce|staff|crew|board) (?:younger|young)',
    ),
    unlessSaid: reportedSaid,
    why: 'It sets out to hire by age, for a “younger” workforce. Hire for the skills the work needs, at any age.',
    suggestions: fixed(),
  },
  {
    id: 'graduated-lately',
    category: 'age',
    pattern: phrase(
      'graduates? (?:from|of) the (?:last|past) (?:two|three|four|five|few|\\d) years(?: only)?|graduated (?:within|in) the (?:last|past) (?:two|three|four|five|few|\\d) years',
    ),
    near: hiringNearby,
    unlessSaid: legalBasis,
    why: 'Asking for a degree of the “last few years” keeps out older people who took theirs earlier. Say what the work needs, and welcome anyone who has it.',
    suggestions: fixed(),
  },
  {
    id: 'staff-called-dinosaurs',
    category: 'age',
    pattern: phrase(
      '(?:the|those|our|these|old) dinosaurs (?:in|of|on|at) (?:the|our) (?:[\\p{L}]+ )?(?:office|team|department|workshop|board|shop floor|yard|site|warehouse|factory|accounts|finance|branch|studio|depot)',
    ),
    why: 'It calls colleagues “dinosaurs”, a word aimed at age. Name the practice you want to change, not the people.',
    suggestions: fixed(),
  },
  {
    id: 'one-sex-asked-about-family',
    category: 'gender',
    pattern: phrase(
      '(?:female|women|woman|lady|ladies|mothers?|married women)(?: [\\p{L}]+)? (?:will|should|must|shall|are to|may|would)(?: also| first| always)? be asked (?:about|for|whether|if|to (?:confirm|state|explain|describe))(?: [\\p{L}]+){0,4}? (?:childcare|child care|children|kids|family (?:plans|commitments|situation|arrangements)|pregnan[\\p{L}]*|marital status|marriage|husbands?|caring responsibilities)(?: arrangements| plans| responsibilities)?',
    ),
    unlessSaid: reportedSaid,
    why: 'It asks women alone about children and family: a question put to one sex, about something that is not the work. Ask everyone about the hours and the travel the role needs.',
    suggestions: fixed(),
  },
  {
    id: 'partners-as-wives',
    category: 'gender',
    pattern: phrase('(?<!(?:[Hh]usbands|[Pp]artners),? )[Ww]ives and (?:girlfriends|sweethearts)', 'gu'),
    why: 'It assumes that the staff are men whose partners are women. “Partners” or “families” welcomes everyone.',
    suggestions: fixed('partners', 'families'),
  },
  {
    id: 'work-left-to-one-sex',
    category: 'gender',
    pattern: phrase(
      'leave (?:the |any |all )?(?:[\\p{L}-]+ ){0,3}?to the (?:men|lads|guys|boys|blokes|fellas|women|girls|ladies)(?![\\p{L}])(?! (?:from|of|at|who|with))|let the (?:men|lads|guys|boys|blokes|women|girls|ladies) (?:do|handle|carry|lift|take care of)(?: [\\p{L}]+){0,2}',
    ),
    unlessSaid: reportedSaid,
    why: 'It gives part of the work to one sex. Give it to whoever can do it, with the help or the equipment it needs.',
    suggestions: fixed(),
  },
  {
    id: 'origin-not-considered',
    category: 'race',
    pattern: phrase(
      `(?:cannot|can't|will not|won't|do not|don't|are unable to|is unable to|never|not) (?:consider|accept|employ|hire|recruit|take on|engage|appoint|interview|shortlist)(?: applications from| applicants who are)? (?:${originGroup}|non-(?:UK|EU|US|British|Australian|Irish|Canadian) (?:citizens|nationals|passport holders|applicants|candidates))`,
    ),
    // A clearance the role needs is a legal basis; one the text says it does not need is none.
    unlessSaid: {
      test: (sentence: string) =>
        reportedSaid.test(sentence) ||
        (legalBasis.test(sentence) &&
          !/\bno (?:[\p{L}]+ )?clearance is (?:needed|required)|clearance is not (?:needed|required)/iu.test(sentence)),
    },
    why: 'It turns people away by nationality, where the role needs no clearance that the law ties to it. Ask for the right to work.',
    suggestions: fixed('applicants without the right to work'),
  },
  {
    id: 'origin-born-to',
    category: 'race',
    pattern: phrase(
      `(?:${origins}|${moreOrigins}) (?:${people}|men|women|kids|children) are (?:all |just )?born (?:on|with|to|for|into|as)(?: [\\p{L}]+){0,2}`,
    ),
    unlessSaid: toldToReject,
    why: 'It says what people of one origin are born to: a stereotype, even when it praises. Speak of each person’s own skills.',
    suggestions: fixed(),
  },
  {
    id: 'condition-turned-away',
    category: 'disability',
    pattern: phrase(
      `${refused} (?:anyone|people|guests|clients|customers|children|pupils|passengers|members|participants|riders|students|applicants|staff|travell?ers|visitors|tenants|families) (?:with|who (?:have|has|use|suffer from)) (?:an? |any )?(?:[\\p{L}-]+ ){0,2}?(?:autis[\\p{L}]*|disab[\\p{L}]*|deaf|blind|wheelchairs?|special needs|learning difficulties|${conditions})`,
    ),
    unlessSaid: {
      test: (sentence: string) =>
        reportedSaid.test(sentence) ||
        /doctor|medical (?:certificate|clearance|advice|adviser)|physician|\bGP\b/iu.test(sentence),
    },
    why: 'It turns people away for a condition or a disability, not for what the activity needs. Ask what each person needs, and make reasonable adjustments.',
    suggestions: fixed(),
  },
];
