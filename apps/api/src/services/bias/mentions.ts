// A phrase quoted as a phrase is mentioned, not used (decision 207): a style guide that says
// "avoid 'turn a blind eye' or 'lame excuse'" uses neither. Only a short quotation that the
// sentence names as wording counts ("avoid", "such as", "instead of", "the term"): a speaker's words
// in quotes ("'We need young blood,' said the owner") and scare quotes (put down to 'senior
// moments') are a use, and stay findings. Words a letter or a report quotes as complained of ("you
// complained that your supervisor called you 'past it'") are the complaint's, not the writer's.

/** The longest quotation, in words, that is a mention of a phrase. */
const mostWords = 4;

/** Words of the 60 characters before a quotation that name it as wording, not as something said. */
const namedAsWording =
  /(?:^|[^\p{L}])(?:avoid(?:s|ed|ing)?|such as|instead of|rather than|not|never|do not|don't|use|say|write|writing|terms?|words?|phrases?|wording|expressions?|idioms?|replace[sd]?|banned|e\.g\.|for example|like|what about|how about)[^.!?]{0,60}$/iu;

/** Words before a quotation that give it as the words complained of: a grievance, an allegation, a remark reported. */
const complainedOf =
  /(?:complain(?:ed|s|ts?)?|alleg(?:ed|es|ations?)|grievance|(?:referred to|described|addressed) (?:you|him|her|them|me|us) (?:[\p{L}]+ ){0,4}?as|called (?:you|him|her|them|me|us))[^.!?]{0,160}$/iu;
/** The longest quotation, in words, of the words complained of. */
const mostWordsComplainedOf = 12;

const pairs: ReadonlyMap<string, string> = new Map([
  ["'", "'"],
  ['"', '"'],
  ['‘', '’'],
  ['“', '”'],
]);

/** Whether the phrase from `start` to `end` of `text` is quoted on its own: a mention of it. */
export function isMention(text: string, start: number, end: number): boolean {
  // The nearest opening mark before the phrase, on its line, after white space or a bracket.
  let open = start - 1;
  while (open >= 0 && !pairs.has(text[open] ?? '') && text[open] !== '\n') open -= 1;
  const opening = text[open] ?? '';
  const closing = pairs.get(opening);
  if (closing === undefined || (open > 0 && !/[\s([:,;—–-]/.test(text[open - 1] ?? ''))) return false;
  const close = text.indexOf(closing, end);
  const newline = text.indexOf('\n', end);
  if (close === -1 || (newline !== -1 && newline < close)) return false;
  // The closing mark ends the quotation: no letter right after it (not an apostrophe, "don't").
  if (/\p{L}/u.test(text[close + 1] ?? '')) return false;
  const words = text
    .slice(open + 1, close)
    .trim()
    .split(/\s+/).length;
  if (words <= mostWordsComplainedOf && complainedOf.test(text.slice(Math.max(0, open - 200), open))) return true;
  return words <= mostWords && namedAsWording.test(text.slice(Math.max(0, open - 60), open));
}
