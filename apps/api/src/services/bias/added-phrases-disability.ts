import { type AddedPhrase, conditions, fixed, hiringOrRequired, phrase, unheeded } from './added-phrase-patterns.ts';

// The added phrases of disability (decisions 140 and 207): pity wording, and disability as a figure of speech.

export const disabilityAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'wheelchair-bound',
    category: 'disability',
    pattern: phrase('(?:wheelchair bound|(?:confined|bound|restricted) to (?:a )?wheelchairs?)'),
    why: 'A wheelchair gives freedom of movement; it binds nobody. “Wheelchair user” says the same without pity.',
    suggestions: fixed('wheelchair user', 'uses a wheelchair'),
  },
  {
    id: 'suffers-from',
    category: 'disability',
    pattern: phrase(
      `(?<phrase>suffers? from|suffered from|suffering from|afflicted (?:with|by)|stricken (?:with|by)|(?:a )?victims? of) (?:[\\p{L}\\p{N}'’]+ ){0,2}?(?:${conditions})`,
    ),
    why: 'It presents a condition as suffering, which many people who have it do not feel. Say that the person has it.',
    suggestions: fixed('has', 'lives with'),
  },
  {
    id: 'sufferers',
    category: 'disability',
    pattern: phrase(
      "(?:(?!(?:the|of|and|or|for|to|a|an|many|some|most|all|these|those|its|their|our|are|were)[\\s-])[\\p{L}'’-]+ )?sufferers?",
    ),
    why: 'It names people by a condition and presents it as suffering, which many who have it do not feel. “People with arthritis” names them as people.',
    suggestions: (found) => {
      const condition = found.replace(/\s*sufferers?$/i, '').trim();
      return condition ? [`people with ${condition.toLowerCase()}`] : ['people with the condition'];
    },
  },
  {
    id: 'normal-as-not-disabled',
    category: 'disability',
    pattern: phrase(
      'normal (?:employees|people|staff|colleagues|workers|children|kids|youngsters|adults|pupils|students|applicants|candidates|customers|members|users|visitors|guests|patrons|participants|passengers|riders|players|travell?ers|diners|spectators|fans|residents|tenants|clients|drivers|learners|trainees|households|homes|families|shoppers|buyers|motorists|homeowners|patients|audiences)',
    ),
    near: /disab|handicap|impair|wheelchair|mobility|accommodation|adjustment|deaf|blind|autis|neurodiver|evacuation chair|hand controls|adapted|accessible|limited reach/i,
    why: 'Set beside disabled people, “normal” says that they are not. “Non-disabled” is the plain opposite of “disabled”.',
    suggestions: (found) => [found.replace(/^normal/i, 'non-disabled'), found.replace(/^normal\s+/i, 'other ')],
  },
  {
    id: 'despite-disability',
    category: 'disability',
    pattern: phrase(
      '(?:despite|in spite of) (?:being |(?:his|her|their) )(?:deaf(?:ness)?|blind(?:ness)?|disabled|disability|autis(?:m|tic)|dyslexi(?:a|c)|wheelchair|impairment|condition)',
    ),
    why: 'It presents a disabled person’s success as a surprise, as if disability and ability did not go together. Say what they did.',
    suggestions: fixed(),
  },
  {
    id: 'the-disabled',
    category: 'disability',
    pattern: phrase(
      'the (?:disabled|handicapped|blind(?! (?:was|were|is|has been|had been|will be|remained|remains) (?:maintained|kept|broken|lifted|preserved|intact|compromised|unbroken))|deaf|infirm|mentally ill|crippled|lame)(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:and|or|who|are|were|is|was|have|has|had|will|would|can|could|should|may|might|must|need|do|does|did|in|of|to|with|at|on|from|for|get|got|first|too|alike|also|often|still|only|deserve|benefit|feel|face|cannot|through|by|via|across|among|into|within|without|as|than|but|so|yet|while|because|since|when|where|whom|whose|this|that|these|those|our|their|its|his|her|your|my|a|an|the)\\b)|(?<=for )the (?:disabled|handicapped)(?= (?:close|near|next|beside|opposite|nearest|outside|by) )',
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
    pattern: phrase('crippl(?:e|es|ed|ing)'),
    why: 'It makes a disability stand for damage or ruin.',
    suggestions: fixed('severe', 'damaging', 'heavy'),
  },
  {
    id: 'no-disability-required',
    category: 'disability',
    pattern: phrase(
      '(?:(?:no|free (?:of|from)(?: any)?(?: history of)?) (?:mental illness(?:es)?|disabilit(?:y|ies)|(?:physical|mental) (?:impairments?|conditions|limitations|disabilit(?:y|ies)|defects?)|handicaps?|impairments?|medical conditions|health (?:problems|issues|conditions))|perfect (?:vision|eyesight|hearing|health)|(?:a )?clean bill of health|(?:physically|medically) (?:perfect|flawless|unimpaired)|(?:in )?(?:perfect|excellent) (?:physical )?health|sound (?:of )?(?:body|mind) and (?:body|mind))',
    ),
    after: hiringOrRequired,
    why: 'Asking for no disability or perfect health turns disabled people away whatever the work needs, which can be disability discrimination. Name the task the work needs (“able to read a screen with or without adjustments”).',
    suggestions: fixed(),
  },
  {
    id: 'diagnosis-about',
    category: 'disability',
    pattern: phrase('(?:autistic|ocd|schizophrenic|psychotic|dyslexic)(?= (?:about|when it comes to) )'),
    why: 'It uses a diagnosis as a figure of speech for a habit, which trivialises the condition. Say what the habit is.',
    suggestions: fixed('particular', 'meticulous', 'fussy'),
  },
  {
    id: 'paralysed-figure',
    category: 'disability',
    pattern: phrase(
      'paraly[sz](?:ed|es|ing) by (?:the |our |its |their |endless |constant )?(?:fear|indecision|approvals?|bureaucracy|red tape|process(?:es)?|committees?|meetings?|doubt|uncertainty|debate|analysis|politics|infighting|sign(?: )?offs?|paperwork|regulation)',
    ),
    why: 'It makes paralysis stand for being stuck. Say what holds the work up.',
    suggestions: fixed('stalled by', 'held up by'),
  },
  {
    id: 'outdated-mind',
    category: 'disability',
    pattern: phrase(
      '(?:(?:of )?unsound mind|mentally (?:defective|deficient|incapable|unsound|retarded)|mental defectives?|feeble minded|lunatics?|imbeciles?|idiots?|cretins?)',
    ),
    why: 'An old legal or medical label for people with a mental illness or a learning disability, now felt as an insult. Say what the law or the condition is: “lacks capacity”, “has a mental illness”.',
    suggestions: fixed('lacks mental capacity', 'has a mental illness'),
  },
  {
    id: 'people-as-conditions',
    category: 'disability',
    pattern: phrase(
      '(?:epileptics|diabetics|asthmatics|paraplegics|quadriplegics|schizophrenics|dyslexics|autistics|arthritics|anorexics|spastics)',
    ),
    why: 'It names people by a condition, as if it were all they are. “People with epilepsy” (diabetes, asthma …) names them as people.',
    suggestions: (found) => [
      `people with ${found
        .toLowerCase()
        .replace(/ics$/, 'y')
        .replace(/epilepty/, 'epilepsy')}`,
    ],
  },
  {
    id: 'condition-victims',
    category: 'disability',
    pattern: phrase(
      "(?:stroke|polio|cancer|dementia|alzheimer'?s|parkinson'?s|aids|hiv|ms|autism|epilepsy|cerebral palsy|multiple sclerosis|arthritis|brain injury|head injury|spinal injury|thalidomide) victims?",
    ),
    why: 'It names people by a condition and casts them as victims. “People who have had a stroke” names them as people.',
    suggestions: fixed('people who have had', 'people with'),
  },
  {
    id: 'blindness-as-darkness',
    category: 'disability',
    pattern: phrase(
      '(?:trapped|imprisoned|locked|condemned to live|living|lost) in (?:a world of )?(?:darkness|silence|the dark)',
    ),
    near: /blind|sight|vision|cataract|eyes?|deaf|hearing/iu,
    why: 'It casts blind or deaf people as prisoners to be pitied. Say what the condition is and what changes it.',
    suggestions: fixed('blind', 'living with sight loss'),
  },
  {
    id: 'overcome-a-condition',
    category: 'disability',
    pattern: phrase(
      '(?:overc[oa]me|overcoming|triumphed over|in spite of|despite) (?:his|her|their|my|your) (?:blindness|deafness|disability|disabilities|autism|dyslexia|paralysis|cerebral palsy|stammer|stutter|condition|handicap|impairment)',
    ),
    why: 'It casts a disability as an enemy to be beaten, and the person as inspiring for living with it. Say what the person did.',
    suggestions: fixed(),
  },
  {
    id: 'ocd-as-tidy',
    category: 'disability',
    pattern: phrase(
      '(?:OCD(?: level| clean| tidy| about)|(?:so|a bit|bit|little|totally|very|super|slightly) OCD)',
      'gu',
    ),
    why: 'It uses a mental health condition as a word for tidy or fussy, which belittles people who live with it.',
    suggestions: fixed('spotless', 'meticulous'),
  },
  {
    id: 'invalids',
    category: 'disability',
    pattern: phrase(
      '(?:invalid (?:passengers|people|persons|customers|guests|travell?ers|relatives|parents|mother|father|wife|husband|residents|patients|children)|invalids)',
    ),
    why: '“Invalid” calls a disabled person not valid. “Disabled passengers” or “passengers who need assistance” names them as people.',
    suggestions: fixed('disabled passengers', 'passengers who need assistance'),
  },
  {
    id: 'condition-excluded',
    category: 'disability',
    pattern: phrase(
      `(?:(?:not suitable|unsuitable|not open|closed) (?:for|to) (?:anyone|people|persons|those|staff|applicants|candidates|workers) (?:with|who have) (?:an? )?(?:handicaps?|disabilit(?:y|ies)|impairments?|${conditions})|(?<phrase>(?:staff|people|persons|workers|employees|applicants|candidates|anyone|those) (?:with|who have) (?:an? )?(?:handicaps?|disabilit(?:y|ies)|${conditions}))(?=(?:[^.;!?]){0,20}?not (?:be )?(?:permitted|allowed|accepted|considered|welcome|employed|hired)))`,
    ),
    why: 'It shuts out everyone with a condition, whatever the person can do. Say what the work needs, and assess each person.',
    suggestions: fixed(),
  },
  {
    id: 'even-a-blind-man-could',
    category: 'disability',
    pattern: phrase('(?:even )?an? (?:blind|deaf|one armed|disabled) (?:man|person|monkey|child|kid|granny) could'),
    why: 'It uses a disability as the measure of incompetence.',
    suggestions: fixed('anyone could'),
  },
  {
    id: 'perfect-health-required',
    category: 'disability',
    pattern: phrase(
      '(?:(?:perfect|excellent|full) (?:physical and mental |mental and physical |physical |mental )?health|(?:physically and mentally|mentally and physically) (?:healthy|fit)|no history of (?:psychiatric|mental) (?:illness|health (?:problems|issues|conditions))|free (?:of|from) (?:any )?(?:chronic |long term |pre existing )?(?:conditions?|illness(?:es)?|disabilit(?:y|ies)|diseases?))',
    ),
    near: /employ|hire|hiring|candidate|applicant|job|role|position|vacanc|recruit|contract/iu,
    why: 'It asks for a body and mind without any condition, which shuts out disabled people and many others who can do the work. Name the duties the job needs.',
    suggestions: fixed('able to carry out the duties of the role'),
  },
  {
    id: 'basket-case',
    category: 'disability',
    pattern: phrase('basket cases?'),
    why: 'It first named soldiers who had lost all four limbs; as a figure of speech it makes disability stand for hopelessness. Say what is failing.',
    suggestions: fixed('failing', 'in serious trouble'),
  },
  {
    id: 'downs-child',
    category: 'disability',
    pattern: phrase(
      "(?:a |the )?down(?:['’]s|s)? (?:child|children|kids?|boy|girl|bab(?:y|ies)|pupils?|adults?|persons?|son|daughter)",
    ),
    why: 'It names a person by the condition. Put the person first: “a child with Down syndrome”.',
    suggestions: fixed('a child with Down syndrome'),
  },
  {
    id: 'assistance-dogs-refused',
    category: 'disability',
    pattern: phrase(
      '(?:guide|assistance|hearing|service) dogs? (?:are|is) not (?:allowed|permitted|welcome|admitted)|no (?:guide|assistance|service) dogs|(?:guide|assistance|service) dogs? (?:must|should|will have to) (?:wait|stay|be left)|handicapped (?:friendly|accessible|toilets?|parking|spaces?|rooms?|access|seating|bays?)',
    ),
    why: 'It turns away the dog a disabled person relies on, which the law treats as refusing the person, or names access by an outdated word. Welcome assistance dogs, and say “accessible”.',
    suggestions: fixed('accessible'),
  },
  {
    id: 'kept-out-of-sight',
    category: 'disability',
    pattern: phrase(
      "so (?:that )?(?:they|he|she)(?:['’]re| are| is)? (?:stay|stays|are kept|is kept|keep|remain|remains|are|is) out of (?:the )?(?:photos?|photographs|pictures|shots?|sight|view)",
    ),
    near: /wheelchair|disab|blind|deaf|impair|crutch|walking frame|mobility|autis/iu,
    why: 'It places disabled people where they will not be seen, as if they spoiled the picture. Seat everyone where they can see and be seen, and ask what each guest needs.',
    suggestions: fixed(),
  },
];
