// The public question sets of the retrieval benchmark (bench-knowledge.ts), measured alike: each
// set's paragraphs pasted as documents of a collection of their own (one user a set and a mode, so
// that the rarity of a word is counted over that set alone), its questions asked through
// `searchKnowledge` (recall@5 = the question's paragraph among the documents of the first five
// passages), the anchor BM25 (MiniSearch) over the same paragraphs in the same run, and "Answer
// from my knowledge" on every fourth question with every citation checked.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { accounts } from '../../src/db/schema.ts';
import { signInOnPlan } from '../../src/knowledge/testing/knowledge-calls.ts';
import type { TestServer } from '../../src/testing/test-server.ts';
import { knowledgeClient } from '../knowledge-client.ts';
import { askAnswer, citationViolations } from './answer-checks.ts';

/** A set as bench/knowledge-* keeps it: articles of paragraphs, each with its questions. */
interface SetFile {
  articles: { title: string; paragraphs: { context: string; questions: { question: string }[] }[] }[];
}

/** How the report names a set, and the published figure it prints beside it. */
export interface SetLabels {
  /** What the report calls it. */
  name: string;
  /** A short name for its users. */
  key: string;
  /** The published BM25 figure for the set, with its source, as printed. */
  published: string;
}

export interface PublicSet extends SetLabels {
  /** Every paragraph as a document: its title (the article's and the paragraph's place in it) and text. */
  paragraphs: { title: string; context: string }[];
  /** Every question with the index of its paragraph. */
  questions: { question: string; paragraph: number }[];
}

/** Reads a set from its file under bench/. */
export function readPublicSet(file: URL, labels: SetLabels): PublicSet {
  const set = JSON.parse(readFileSync(file, 'utf8')) as SetFile;
  const paragraphs = set.articles.flatMap((article) =>
    article.paragraphs.map((paragraph, index) => ({
      title: `${article.title.replaceAll('_', ' ')} §${index + 1}`,
      ...paragraph,
    })),
  );
  const questions = paragraphs.flatMap((paragraph, index) =>
    paragraph.questions.map((question) => ({ question: question.question, paragraph: index })),
  );
  return { ...labels, paragraphs: paragraphs.map(({ title, context }) => ({ title, context })), questions };
}

export const ratio = (hits: number, of: number) => (hits / of).toFixed(3);

/** Recall@5 of BM25 (MiniSearch's scoring) over the set's paragraphs, by their text alone or with their titles. */
export function anchorRecall(set: PublicSet, withTitles = false): number {
  const fields = withTitles ? ['title', 'text'] : ['text'];
  const bm25 = new MiniSearch<{ id: number; title: string; text: string }>({ fields });
  bm25.addAll(set.paragraphs.map((paragraph, id) => ({ id, title: paragraph.title, text: paragraph.context })));
  const hits = set.questions.filter(({ question, paragraph }) =>
    bm25
      .search(question)
      .slice(0, 5)
      .some((found) => found.id === paragraph),
  ).length;
  return hits / set.questions.length;
}

export interface SetRun {
  recall: number;
  email: string;
  token: string;
  collectionId: string;
  /** The pasted paragraphs' document ids, in the paragraphs' order. */
  ids: string[];
}

/** Pastes the set's paragraphs for a new user, asks every question and prints recall@5 with the times. */
export async function setRecall(
  server: TestServer,
  set: PublicSet,
  label: string,
  print: (line: string) => void,
): Promise<SetRun> {
  const email = `knowledge-bench-${set.key}-${label}@example.com`;
  const token = await signInOnPlan(server, email, 'Enterprise');
  const client = knowledgeClient(server, token);
  const collectionId = await client.createCollection(set.name);
  const started = performance.now();
  const ids: string[] = [];
  for (const paragraph of set.paragraphs)
    ids.push((await client.paste(collectionId, paragraph.title, paragraph.context)).id);
  await client.waitReady(ids, 600_000);
  const indexedMs = performance.now() - started;
  const byId = new Map(ids.map((id, index) => [id, index]));
  let hits = 0;
  let mode = '';
  const asked = performance.now();
  for (const { question, paragraph } of set.questions) {
    const result = await client.search(question, { limit: 5 });
    mode = result.mode;
    if (result.passages.some((passage) => byId.get(passage.documentId) === paragraph)) hits += 1;
  }
  const perQuestion = (performance.now() - asked) / set.questions.length;
  print(
    `  ${label.padEnd(8)} (mode ${mode}) recall@5 ${ratio(hits, set.questions.length)}  indexed in ${(indexedMs / 1000).toFixed(1)} s, ${perQuestion.toFixed(1)} ms a question`,
  );
  return { recall: hits / set.questions.length, email, token, collectionId, ids };
}

/**
 * "Answer from my knowledge" on every fourth question of the set (issue 43, acceptance 3; each
 * answer is a task run, paid in credits): every citation of every answer, and every related
 * passage of a refusal, checked against its page (the pasted paragraph), its boundaries judged from
 * the text around them.
 */
export async function setCitations(
  server: TestServer,
  set: PublicSet,
  run: SetRun,
  print: (line: string) => void,
): Promise<void> {
  const client = knowledgeClient(server, run.token);
  const pages = new Map<string, string>();
  let citations = 0;
  let refused = 0;
  const violations: string[] = [];
  await server.app.taskwell.db.update(accounts).set({ balance: 1_000_000 }).where(eq(accounts.email, run.email));
  const asked = set.questions.filter((_, index) => index % 4 === 0);
  for (const [index, { question }] of asked.entries()) {
    const answer = await askAnswer(server.app, run.token, question, run.collectionId);
    if (answer.refused) refused += 1;
    for (const citation of [...answer.citations, ...answer.related]) {
      citations += 1;
      const page = pages.get(citation.documentId) ?? (await client.page(citation.documentId, citation.page)).text;
      pages.set(citation.documentId, page);
      for (const problem of citationViolations(citation, page)) violations.push(`q${index * 4 + 1}: ${problem}`);
    }
  }
  print(
    `  answers to every fourth question: ${asked.length} (all answerable), ${refused} answered "not in your documents"; citation checker: ${citations} citations, ${violations.length} violations`,
  );
  for (const violation of violations.slice(0, 12)) print(`    ${violation}`);
}
