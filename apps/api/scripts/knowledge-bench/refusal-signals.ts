// Where the business set's questions fall on the signals of the rule "the documents do not answer
// this" (issue 43, decision 147), read in the process from the search the answer uses: the share of
// the question the best sentence holds (`coverage`), for each kind of question, and how many
// questions name a name, figure or acronym the collection does not hold. Printed so that the
// overlap of answerable and unanswerable questions on each signal is seen, not assumed.
import { missingSubjects } from '../../src/services/knowledge-lookup.ts';
import type { KnowledgeSearch } from '../../src/services/knowledge-port.ts';
import type { UploadedSet } from './business-retrieval.ts';

export async function refusalSignals(
  search: KnowledgeSearch,
  accountEmail: string,
  set: UploadedSet,
): Promise<string[]> {
  const byKind = new Map<string, { coverage: number[]; missing: number }>();
  for (const question of set.questions) {
    const found = await search.search({
      accountEmail,
      query: question.question,
      collectionId: set.collectionId,
      limit: 5,
    });
    const entry = byKind.get(question.kind) ?? { coverage: [], missing: 0 };
    entry.coverage.push(found.coverage);
    if (missingSubjects(found.subjects).length > 0) entry.missing += 1;
    byKind.set(question.kind, entry);
  }
  const quartiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (share: number) => (sorted[Math.round(share * (sorted.length - 1))] ?? 0).toFixed(2);
    return `min ${at(0)} q1 ${at(0.25)} median ${at(0.5)} q3 ${at(0.75)} max ${at(1)}`;
  };
  return [...byKind].map(
    ([kind, entry]) =>
      `  ${kind.padEnd(13)} ${String(entry.coverage.length).padStart(3)} questions: coverage ${quartiles(entry.coverage)}; a name, figure or acronym missing: ${entry.missing}`,
  );
}
