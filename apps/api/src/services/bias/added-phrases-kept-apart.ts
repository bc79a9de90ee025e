import { type AddedPhrase, conditions, fixed, hiringNearby, phrase } from './added-phrase-patterns.ts';
import { reportedSaid } from './group-claims.ts';
import { origins, people } from './group-words.ts';

// Rules and decisions that keep a group out or treat it apart in ordinary words, each category's
// way of saying it (decision 207, the hundred-and-seventeenth to hundred-and-twentieth sets):
// pledges not taken from foreign workers, a double bond for passports of one continent, no hire of
// staff who pray, one sex kept from closing a shop, the over-55s moved off the ramp first,
// disabled passengers seated away from the others, an illness that rules a candidate out.

/** People by their origin or status, as a rule names them. */
const originGroup = `foreign (?:workers|nationals|customers|clients|visitors|students|staff|people|buyers|tenants|guests|passengers|applicants|residents)|foreigners|migrants|migrant (?:workers|families)|immigrants|refugees|asylum seekers|(?:${origins}) (?:${people})`;

/** What a business does for its customers, refused. */
const refused =
  "(?:do not|don't|will not|won't|cannot|can't|never|must not|should not|shall not|no longer|not to) (?:accept|take|serve|book|admit|rent|let|lend|sell|insure|register|enrol|enroll|quote|deal)";

/** Those asked for a person's health before a rule keeps them out. */
const applicants = 'applicants|candidates|anyone|people|staff|employees|those|persons|workers|volunteers|crew';

/** Passengers, guests and others a business seats, books or serves. */
const served =
  'passengers|guests|customers|people|pupils|students|members|visitors|diners|staff|riders|spectators|fans|patrons|travell?ers|clients|residents|players|employees|workers';

export const keptApartAddedPhrases: readonly AddedPhrase[] = [
  {
    id: 'refused-by-origin',
    category: 'race',
    pattern: phrase(`${refused}(?: [\\p{L}]+){0,3}? (?:from|to|for|with) (?:any )?(?:${originGroup})`),
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
      `${refused}(?: [\\p{L}]+){0,3}? (?:from|to|for|with) (?:any )?(?:Irish )?(?:Travell?ers|Gypsies|Gipsies|Roma)`,
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
      `(?:(?:holding|with|carrying|on) (?:an? )?(?:[\\p{L}]+ )?passports? (?:from|of|issued by|issued in)|(?:${served}|charterers|tenants|renters|buyers|borrowers|applicants) from) (?:[\\p{L}-]+ ){1,3}?(?:must|will|shall|should|have to|are required to|need to|are asked to) (?:pay|lodge|leave|provide|put down|give) (?:an? |the )?(?:double|higher|larger|bigger|extra|additional|increased|second|further|triple)(?: [\\p{L}]+)?`,
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
      '(?:over|above|older than|past) [4-9]\\d(?: years(?: of age| old)?)? (?:will|would|should|shall|are to|must) be (?:moved|taken|removed|let go|laid off|made redundant|released|retired|dropped|cut|transferred|redeployed|stood down|asked to (?:leave|retire|step down))(?:[^.;]{0,40}? first)?',
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
];
