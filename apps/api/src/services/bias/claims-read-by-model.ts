import {
  createUniversalSentenceEncoder,
  type UniversalSentenceEncoder,
} from '../../text/universal-sentence-encoder.ts';
import { lawfulForOneSex, legalBasis, phrase } from './added-phrase-patterns.ts';
import { personsAge, personsCondition, personsOrigin } from './added-phrases-held-against.ts';
import type { PlacedFinding } from './bias-finding.ts';
import { claimCategory, claimScore, claimSentences, shippedClaimsModel } from './claims-model.ts';
import { answered, claimsWhy, groups, notAClaimSaid } from './group-claims.ts';
import { moreOrigins, origins } from './group-words.ts';

// The check's second reader (decision 215): the sentences about people that no rule flagged are
// read by the claims model, so that a claim worded as no rule has seen ("the crew will respond
// better to a male supervisor") is still a finding. The model runs on the built-in sentence
// encoder's thread, off the event loop; `BIAS_MODEL=off` turns it off for a process.

/**
 * Whom a claim is about: a group the rules know (women, older staff, wheelchair users, Polish
 * workers), men and women, a person's age, condition or accent, an origin, or words that point at
 * people as a kind ("people like that", "school-leavers", "near retirement"). A sentence whose cue word is a
 * thing's ("black ink", "roller blinds", "the aged Gouda", "two folding wheelchairs") names no one,
 * and the model, which reads the whole sentence, is not asked about it.
 */
const originWords = `${origins}|${moreOrigins}`
  .split('|')
  .filter((word) => !['black', 'white', 'western', 'mainland'].includes(word))
  .join('|');
const namesPeople = phrase(
  `${groups.gender}|${groups.age}|${groups.disability}|${groups.race}|men|women|man|woman|${personsAge}|${personsCondition}|${personsOrigin}|${originWords}|ethnic|exotic|school leavers?|people like (?:that|him|her|them)|someone (?:with|like) (?:that|this|his|her)|(?:near|close to|approaching) retirement|(?:working|career) li(?:fe|ves)`,
  'iu',
);

/**
 * A person's own account of themselves ("Zainab told me that she has dyslexia"), and an apology to
 * a customer ("I am sorry that your husband's wheelchair was not secured"): no claim about a group.
 */
const ownAccountOrApology =
  /(?:told|tells|telling) (?:me|us)(?: that)? (?:she|he|they) (?:has|have|had|is|are|was|were|uses?|used)(?![\p{L}])|apologi[sz]|(?:i am|i['’]m|we are|we['’]re) (?:so |very |truly |really )?sorry/iu;

/** The rule id of the model's findings. */
export const modelClaimRule = 'taskwell:claim-read-by-model';

let encoder: UniversalSentenceEncoder | undefined;

/** Whether this process reads sentences with the model (on unless `BIAS_MODEL=off`). */
export function claimsModelOn(): boolean {
  return process.env.BIAS_MODEL !== 'off';
}

/** Ends the model's encoder thread (a later check starts it again). */
export async function closeClaimsModel(): Promise<void> {
  const ending = encoder;
  encoder = undefined;
  await ending?.close();
}

/**
 * The claims the model reads in a text's sentences that hold a cue word and no finding of the
 * rules, and that the rules do not take for a report, a law or help offered: one finding per
 * sentence, the sentence as its phrase.
 */
export async function claimsReadByModel(text: string, found: readonly PlacedFinding[]): Promise<PlacedFinding[]> {
  const sentences = claimSentences(text).filter(
    (sentence) =>
      namesPeople.test(sentence.text) &&
      !notAClaimSaid.test(sentence.text) &&
      !ownAccountOrApology.test(sentence.text) &&
      !legalBasis.test(sentence.text) &&
      !lawfulForOneSex.test(sentence.text) &&
      // The next sentence, past the closing quote and stop the sentence may end with.
      !answered.test(text.slice(sentence.end, sentence.end + 200).replace(/^[\s'’"”.!?)\]]+/u, '')) &&
      !found.some((finding) => finding.start < sentence.end && sentence.start < finding.end),
  );
  if (sentences.length === 0) return [];
  const model = shippedClaimsModel();
  encoder ??= createUniversalSentenceEncoder();
  const vectors = await encoder.encode(sentences.map((sentence) => sentence.text));
  return sentences.flatMap((sentence, index) => {
    const vector = vectors[index];
    if (!vector || claimScore(model, vector) <= model.threshold) return [];
    const category = claimCategory(model, vector);
    return [
      {
        phrase: sentence.text,
        start: sentence.start,
        end: sentence.end,
        rule: modelClaimRule,
        category,
        why: `${claimsWhy[category]} (Read as a whole sentence by the check's model: a person decides.)`,
        suggestions: [],
      },
    ];
  });
}
