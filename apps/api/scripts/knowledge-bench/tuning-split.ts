// The tuning split of the rule "the documents do not answer this" (issue 43, decision 125): the
// Alder & Finch set's answerable questions and the questions those documents do not answer
// (bench/knowledge-business/tuning-unanswerable.json). For each, the share of the question the best
// sentence holds (the search's `coverage`), read in the process from the search the answer uses;
// then, for each threshold, how many of each kind it refuses. The rule's threshold is the highest
// one that refuses at most 5% of the answerable questions.
import { readFile } from 'node:fs/promises';
import { makeGoldPdfs, readGoldQuestions } from '../../bench/knowledge-gold/make-gold-pdfs.ts';
import type { KnowledgeSearch } from '../../src/services/knowledge-port.ts';
import type { KnowledgeClient } from '../knowledge-client.ts';

export interface TuningPoint {
  threshold: number;
  refusedUnanswerable: number;
  refusedAnswerable: number;
}

export interface TuningResult {
  answerable: number[];
  unanswerable: number[];
  points: TuningPoint[];
  /** The highest threshold refusing at most 5% of the answerable questions. */
  chosen: TuningPoint;
}

export async function tuneRefusal(
  client: KnowledgeClient,
  search: KnowledgeSearch,
  accountEmail: string,
): Promise<TuningResult> {
  const collectionId = await client.createCollection('Alder & Finch');
  const ids: string[] = [];
  for (const pdf of await makeGoldPdfs())
    ids.push((await client.upload(collectionId, pdf.fileName, 'application/pdf', pdf.bytes)).id);
  await client.waitReady(ids, 300_000);
  const unanswered = JSON.parse(
    await readFile(new URL('../../bench/knowledge-business/tuning-unanswerable.json', import.meta.url), 'utf8'),
  ) as { questions: string[] };
  const coverage = async (query: string) =>
    (await search.search({ accountEmail, query, collectionId, limit: 5 })).coverage;
  const answerable: number[] = [];
  for (const question of await readGoldQuestions()) answerable.push(await coverage(question.question));
  const unanswerable: number[] = [];
  for (const question of unanswered.questions) unanswerable.push(await coverage(question));
  const points: TuningPoint[] = [];
  for (let step = 0; step <= 20; step += 1) {
    const threshold = step / 20;
    points.push({
      threshold,
      refusedUnanswerable: unanswerable.filter((value) => value < threshold).length,
      refusedAnswerable: answerable.filter((value) => value < threshold).length,
    });
  }
  const allowed = points.filter((point) => point.refusedAnswerable <= answerable.length * 0.05);
  return { answerable, unanswerable, points, chosen: allowed.at(-1) as TuningPoint };
}
