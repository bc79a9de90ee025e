import type { StoreListing, StoreListingView, StoreTestCases, TestCaseInput, TestCaseSuite } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  balanceOf,
  list,
  pausingTask,
  publishedTask,
  secretPrompt,
  setAccount,
  storeServices,
} from '../marketplace/testing/store-scenario.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

testsInOrder('a draft is edited, refused, fixed and published in turn');

// Issue 41, acceptance 4: a task on sale with 5 test cases; an edit makes one fail. Publishing
// that draft is refused naming the failing case (and the step and text that failed it); fixed,
// every case passes, the version is published and listed, and buyers read "5 test cases pass"
// with the names and checks, never the creator's prompt or the cases' inputs.

const seller = 'cases-seller@example.com';
const buyer = 'cases-buyer@example.com';
/** An input only the creator's cases hold. */
const privateInput = 'private-case-input-4d2e';
let server: TestServer;
let sellerToken: string;
let buyerToken: string;
let taskId: string;
let listingId: string;

const text = (value: string) => ({ metadata: { 'Content-Type': 'text/plain' }, value });
const cases: TestCaseInput[] = [
  {
    name: 'Upper-cases the question',
    parameters: { text: text(`what is new? ${privateInput}`) },
    answers: { choice: 'yes' },
    checks: [{ kind: 'contains', text: 'what is new', step: 'answer-step' }],
  },
  {
    name: 'Keeps it short',
    parameters: { text: text('how long?') },
    answers: { choice: 'yes' },
    checks: [{ kind: 'length', max: 200, step: 'answer-step' }],
  },
  {
    name: 'Inclusive wording',
    parameters: { text: text('who signs?') },
    answers: { choice: 'yes' },
    checks: [{ kind: 'noBias' }],
  },
  {
    name: 'Names the year',
    parameters: { text: text('opening in 2027') },
    answers: { choice: 'yes' },
    checks: [{ kind: 'number', min: 2000, max: 2100, step: 'answer-step' }],
  },
  {
    name: 'Shouts the answer',
    parameters: { text: text('is it loud?') },
    answers: { choice: 'yes' },
    checks: [{ kind: 'matches', pattern: '^[A-Z ?]+$', step: 'answer-step' }],
  },
];

/** The draft with its answer step swapped for one that keeps the question's case. */
function editedTask(): TaskDefinition {
  const task = pausingTask();
  const flow = JSON.parse(JSON.stringify(task.flow)) as {
    sequence: { step: string; service: string; options?: object }[];
  };
  const [answer] = flow.sequence;
  if (answer) Object.assign(answer, { service: 'test.wait', options: { ms: 0 } });
  return { ...task, flow: flow as TaskDefinition['flow'] };
}

async function saveDraft(definition: TaskDefinition) {
  const saved = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/draft`, { definition });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Runs every case (or one) and reads the report until none is running. */
async function runCases(caseIds?: string[]): Promise<TestCaseSuite> {
  const started = await as(server, sellerToken, 'POST', `/api/creator/tasks/${taskId}/test-cases/runs`, {
    ...(caseIds ? { caseIds } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const suite = (
      await as(server, sellerToken, 'GET', `/api/creator/tasks/${taskId}/test-cases`)
    ).json() as TestCaseSuite;
    if (!suite.report.results.some((result) => result.status === 'running')) return suite;
    if (Date.now() > deadline) throw new Error(`cases still running: ${JSON.stringify(suite.report)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  sellerToken = await server.signIn(seller);
  buyerToken = await server.signIn(buyer);
  await setAccount(server, seller, { plan: 'Creator', balance: 200 });
  taskId = await publishedTask(server, sellerToken, pausingTask());
  const kept = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/test-cases`, { cases });
  expect(kept.statusCode, kept.body).toBe(200);
  expect((await runCases()).report).toMatchObject({ passed: 5, total: 5, version: 1 });
  const listing = await list(server, sellerToken, taskId, 4);
  expect(listing.status, JSON.stringify(listing.problems)).toBe('live');
  listingId = listing.listingId;
}, 180_000);
afterAll(() => server?.close());

describe('test cases on a task for sale', () => {
  it('should charge each case as a test run, and rerun one case alone', async () => {
    const before = await balanceOf(server, seller);
    const [shout] = (
      (await as(server, sellerToken, 'GET', `/api/creator/tasks/${taskId}/test-cases`)).json() as TestCaseSuite
    ).cases.filter((each) => each.name === 'Shouts the answer');
    const suite = await runCases([shout?.caseId ?? '']);
    expect(suite.report.results.find((result) => result.name === 'Shouts the answer')?.status).toBe('passed');
    // The task's fee is 1 credit: one case, one test run.
    expect(await balanceOf(server, seller)).toBe(before - 1);
  });

  it('should refuse to publish a draft a case fails on, naming the case, the step and the text', async () => {
    await saveDraft(editedTask());
    const suite = await runCases();
    expect(suite.report).toMatchObject({ passed: 4, total: 5, version: null });
    const failed = suite.report.results.find((result) => result.status === 'failed');
    expect(failed?.name).toBe('Shouts the answer');
    expect(failed?.checks[0]).toMatchObject({ passed: false, step: 'Answer', text: 'is it loud?' });
    const published = await as(server, sellerToken, 'POST', `/api/creator/tasks/${taskId}/publish`);
    expect(published.statusCode).toBe(409);
    expect(published.json()).toMatchObject({ code: 'test_cases_failing' });
    expect(published.json().message).toContain('“Shouts the answer” fails at step “Answer”: Does not match');
    const { versions } = (await as(server, sellerToken, 'GET', `/api/creator/tasks/${taskId}/versions`)).json();
    expect(versions.map((each: { version: number }) => each.version)).toEqual([1]);
  });

  it('should publish and list the fixed draft once every case passes, and show buyers "5 test cases pass"', async () => {
    await saveDraft(pausingTask());
    // The definition the cases passed on before: its results count again, nothing to run.
    const suite = (
      await as(server, sellerToken, 'GET', `/api/creator/tasks/${taskId}/test-cases`)
    ).json() as TestCaseSuite;
    expect(suite.report).toMatchObject({ passed: 5, total: 5 });
    const published = await as(server, sellerToken, 'POST', `/api/creator/tasks/${taskId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const listed = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 4 });
    expect((listed.json() as StoreListing).status, listed.body).toBe('live');
    const view = (await as(server, buyerToken, 'GET', `/api/store/listings/${listingId}`)).json() as StoreListingView;
    expect(view.testCases).toMatchObject({ passed: 5, total: 5 });
    expect(Date.parse(view.testCases?.at ?? '')).toBeGreaterThan(0);
  });

  it("should show buyers the cases' names and checks, never their inputs or the creator's prompt", async () => {
    const reply = await as(server, buyerToken, 'GET', `/api/store/listings/${listingId}/test-cases`);
    expect(reply.statusCode).toBe(200);
    const read = reply.json() as StoreTestCases;
    expect(read.cases.map((each) => each.name)).toEqual(cases.map((each) => each.name));
    expect(read.cases.every((each) => each.passed)).toBe(true);
    expect(read.cases[4]?.checks).toEqual([{ kind: 'matches', pattern: '^[A-Z ?]+$', step: 'answer-step' }]);
    for (const secret of [privateInput, secretPrompt, 'how long?', 'choice']) expect(reply.body).not.toContain(secret);
  });

  it('should refuse listing a version a case fails on, with the case named in its problems', async () => {
    await saveDraft(editedTask());
    const sold = await as(server, sellerToken, 'POST', `/api/creator/tasks/${taskId}/publish`);
    expect(sold.statusCode).toBe(409);
    // Taken off sale, a new version may be published; listing it again asks the cases again.
    expect((await as(server, sellerToken, 'DELETE', `/api/creator/tasks/${taskId}/listing`)).statusCode).toBe(200);
    expect((await as(server, sellerToken, 'POST', `/api/creator/tasks/${taskId}/publish`)).statusCode).toBe(200);
    const listed = (
      await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 4 })
    ).json() as StoreListing;
    expect(listed.status).toBe('refused');
    const problem = listed.problems.find((each) => each.field === 'testCases');
    expect(problem?.message).toContain('“Shouts the answer” fails at step “Answer”');
  });

  it('should refuse a pattern RE2 cannot run, and a judged check without an AI service', async () => {
    const bad = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/test-cases`, {
      cases: [{ ...cases[0], checks: [{ kind: 'matches', pattern: '(a+)\\1' }] }],
    });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'invalid_pattern']);
    const judged = await as(server, sellerToken, 'PUT', `/api/creator/tasks/${taskId}/test-cases`, {
      cases: [{ ...cases[0], checks: [{ kind: 'judged', rubric: 'Polite?' }] }],
    });
    expect([judged.statusCode, judged.json().code]).toEqual([422, 'judge_unavailable']);
  });
});
