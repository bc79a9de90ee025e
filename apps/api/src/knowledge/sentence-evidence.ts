import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { WeightedLexeme } from './bm25.ts';
import { citableUnits } from './citable-units.ts';

// How much of a question one sentence of a passage holds (issue 43, decision 125). A passage that
// shares words with a question only here and there ("business", "standard") is less likely to
// answer it than one with a sentence that holds most of it; the best sentence's share reorders the
// lexical ranking's first passages and tells how strong the evidence is. The sentences' lexemes
// come from PostgreSQL's own text search, as the passages' do.

/** A passage's text with its place, as ranked. */
export interface RankedText {
  start: number;
  text: string;
}

/** For each passage, the share of the question's weight its best sentence holds (0 to 1), and where that sentence is. */
export interface SentenceEvidence {
  cover: number;
  /** The same sentence's share with each word of the question it holds counted whole, held itself or through a widening. */
  reach: number;
  /** How many of the question's own lexemes the sentence holds, itself or through a widening. */
  held: number;
  start: number;
  end: number;
}

/**
 * The best sentence of each passage: the one holding the most of the question, counting for each
 * of the question's own lexemes the most it holds of it (itself, or a word it was widened with).
 */
export async function sentenceEvidence(
  db: Database,
  passages: readonly RankedText[],
  terms: readonly WeightedLexeme[],
  questionWeight: number,
): Promise<SentenceEvidence[]> {
  const sentences = passages.flatMap((passage, index) =>
    citableUnits(passage.text).map((unit) => ({
      passage: index,
      start: passage.start + unit.start,
      end: passage.start + unit.end,
      text: unit.reading,
    })),
  );
  const best: SentenceEvidence[] = passages.map((passage) => ({
    cover: 0,
    reach: 0,
    held: 0,
    start: passage.start,
    end: passage.start,
  }));
  if (sentences.length === 0 || questionWeight <= 0) return best;
  const rows = await queryRows(
    db,
    sql`SELECT s.ordinal, tsvector_to_array(to_tsvector('english', s.text)) AS lexemes
      FROM json_to_recordset(${JSON.stringify(sentences.map((sentence, ordinal) => ({ ordinal, text: sentence.text })))}::json)
        AS s (ordinal integer, text text)`,
  );
  const bySource = new Map<string, Map<string, number>>();
  const fullOf = new Map<string, number>();
  for (const term of terms) {
    const covers = bySource.get(term.source) ?? new Map<string, number>();
    covers.set(term.lexeme, Math.max(covers.get(term.lexeme) ?? 0, term.cover));
    bySource.set(term.source, covers);
    fullOf.set(term.source, term.full);
  }
  for (const row of rows) {
    const sentence = sentences[Number(row.ordinal)];
    if (!sentence) continue;
    const lexemes = new Set((row.lexemes as string[] | null) ?? []);
    let cover = 0;
    let reach = 0;
    let held = 0;
    for (const [source, covers] of bySource) {
      let most = 0;
      for (const [lexeme, value] of covers) if (lexemes.has(lexeme) && value > most) most = value;
      cover += most;
      if (most > 0) {
        reach += fullOf.get(source) ?? 0;
        held += 1;
      }
    }
    const share = Math.min(1, cover / questionWeight);
    const current = best[sentence.passage] as SentenceEvidence;
    if (share > current.cover) {
      best[sentence.passage] = {
        cover: share,
        reach: Math.min(1, reach / questionWeight),
        held,
        start: sentence.start,
        end: sentence.end,
      };
    }
  }
  return best;
}
