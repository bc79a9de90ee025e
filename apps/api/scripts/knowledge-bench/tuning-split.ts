// The tuning split of the rule "the documents do not answer this" (issue 43, decision 162): the
// business set's training half (its odd-numbered questions; the even-numbered ones are held out).
// For each question, the share of the question the best sentence holds (the search's `coverage`)
// and whether it names a name, figure or acronym the collection lacks (decision 147), read in the
// process from the search the answer uses; then, for each threshold, how many of each kind the
// rule refuses. The rule's threshold is the highest one refusing at most 5% of the answerable.
import { missingSubjects } from '../../src/services/knowledge-lookup.ts';
import type { KnowledgeSearch } from '../../src/services/knowledge-port.ts';
import type { UploadedSet } from './business-retrieval.ts';

export interface TuningPoint {
  threshold: number;
  refusedUnanswerable: number;
  refusedAnswerable: number;
}

export interface TuningResult {
  answerable: number;
  unanswerable: number;
  points: TuningPoint[];
  /** The highest threshold refusing at most 5% of the answerable questions. */
  chosen: TuningPoint;
}

/** Whether a question is in the training half. */
export const inTrainingHalf = (question: { id: number }) => question.id % 2 === 1;

export async function tuneRefusal(
  search: KnowledgeSearch,
  accountEmail: string,
  set: UploadedSet,
): Promise<TuningResult> {
  const signals: Array<{ answerable: boolean; coverage: number; missing: boolean }> = [];
  for (const question of set.questions.filter(inTrainingHalf)) {
    const found = await search.search({
      accountEmail,
      query: question.question,
      collectionId: set.collectionId,
      limit: 5,
    });
    signals.push({
      answerable: question.kind !== 'unanswerable',
      coverage: found.coverage,
      missing: missingSubjects(found.subjects).length > 0,
    });
  }
  const answerable = signals.filter((signal) => signal.answerable);
  const unanswerable = signals.filter((signal) => !signal.answerable);
  const points: TuningPoint[] = [];
  for (let step = 0; step <= 40; step += 1) {
    const threshold = step / 40;
    const refused = (signal: (typeof signals)[number]) => signal.missing || signal.coverage < threshold;
    points.push({
      threshold,
      refusedUnanswerable: unanswerable.filter(refused).length,
      refusedAnswerable: answerable.filter(refused).length,
    });
  }
  const allowed = points.filter((point) => point.refusedAnswerable <= answerable.length * 0.05);
  return {
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    points,
    chosen: allowed.at(-1) ?? (points[0] as TuningPoint),
  };
}
