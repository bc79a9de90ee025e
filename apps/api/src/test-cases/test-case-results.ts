import type { RequestStatus, TestCheckOutcome } from '@taskwell/api-sdk';
import { stepsOf, type TaskDefinition } from '@taskwell/task-engine';
import { and, eq } from 'drizzle-orm';
import type { AssetStorage } from '../assets/asset-storage.ts';
import type { Database } from '../db/open-database.ts';
import { type taskTestCases, taskTestResults } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { TaskRuntime } from '../runtime/task-runtime.ts';
import { type CheckedText, evaluateChecks, type Judge } from './test-checks.ts';

// A case's run followed to its verdict (issue 41, decision 136): read when the report is read (by
// any process: the run's state is in the database), a run that paused is answered with the case's
// answers, and a run that ended has its checks worked out once and kept. Two reads at once may
// both evaluate; the one that finds the row still `running` keeps its verdict.

type CaseRow = typeof taskTestCases.$inferSelect;
type ResultRow = typeof taskTestResults.$inferSelect;

/** What a result is settled with. */
export interface SettleContext {
  db: Database;
  runtime: TaskRuntime;
  assets: AssetStorage;
  judge: Judge | undefined;
}

/** Whether a content type is read as text by the checks. */
function isText(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim() ?? '';
  return type.startsWith('text/') || type === 'application/json';
}

/** The text results of a run, each with the step that made it. */
async function textsOf(
  context: SettleContext,
  email: string,
  definition: TaskDefinition,
  status: RequestStatus,
): Promise<CheckedText[]> {
  const stepOfOutput = new Map<string, string>();
  for (const step of stepsOf(definition.flow))
    if (!stepOfOutput.has(step.output)) stepOfOutput.set(step.output, step.step);
  const texts: CheckedText[] = [];
  for (const result of status.results) {
    if (!isText(result.parameter.metadata['Content-Type'])) continue;
    for (const item of result.parameter.value) {
      let text = item.text;
      if (text === undefined) {
        const asset = await context.assets.findOwned(item.data, email);
        text = asset ? (await context.assets.read(asset)).toString('utf8') : '';
      }
      const label = result.parameter.name;
      texts.push({ step: stepOfOutput.get(label) ?? label, label, text });
    }
  }
  return texts;
}

/** Keeps a verdict, unless another read kept one first. */
async function keep(
  db: Database,
  row: ResultRow,
  verdict: { passed: boolean; outcome: TestCheckOutcome[]; message: string | null },
): Promise<ResultRow> {
  const [kept] = await db
    .update(taskTestResults)
    .set({ status: verdict.passed ? 'passed' : 'failed', outcome: verdict.outcome, message: verdict.message })
    .where(
      and(
        eq(taskTestResults.caseId, row.caseId),
        eq(taskTestResults.definitionKey, row.definitionKey),
        eq(taskTestResults.runId, row.runId),
        eq(taskTestResults.status, 'running'),
      ),
    )
    .returning();
  if (kept) return kept;
  const [now] = await db
    .select()
    .from(taskTestResults)
    .where(and(eq(taskTestResults.caseId, row.caseId), eq(taskTestResults.definitionKey, row.definitionKey)));
  return now ?? row;
}

/** Answers a paused run with the case's answers; a question the case does not answer fails it. */
async function answer(
  context: SettleContext,
  email: string,
  testCase: CaseRow,
  row: ResultRow,
  status: RequestStatus,
): Promise<ResultRow> {
  const asked = status.missing?.parameters ?? [];
  const unanswered = asked.filter((each) => testCase.answers[each.parameter.name] === undefined);
  if (unanswered.length > 0) {
    await context.runtime.cancelRun({ email, runId: row.runId }).catch(() => undefined);
    const names = unanswered.map((each) => `“${each.parameter.name}”`).join(', ');
    return keep(context.db, row, {
      passed: false,
      outcome: [],
      message: `The run asked for ${names}, which the case does not answer: add the answer to the case.`,
    });
  }
  const parameters = asked.map((each) => ({
    assetId: each.assetId,
    value: testCase.answers[each.parameter.name] ?? '',
  }));
  try {
    await context.runtime.resumeRun({ email, runId: row.runId, request: { parameters } });
  } catch (error) {
    // Another read answered it first: it is no longer paused.
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
  }
  return row;
}

/** A result as it is now: a run still under way is followed one step further (answered, or judged once ended). */
export async function settleResult(
  context: SettleContext,
  options: { email: string; testCase: CaseRow; row: ResultRow; definition: TaskDefinition },
): Promise<ResultRow> {
  const { email, testCase, row, definition } = options;
  if (row.status !== 'running') return row;
  let status: RequestStatus;
  try {
    status = await context.runtime.runStatus({ email, runId: row.runId });
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
    return keep(context.db, row, { passed: false, outcome: [], message: 'The run is gone: run the case again.' });
  }
  switch (status.status) {
    case 'IN_PROGRESS':
      return row;
    case 'PAUSED':
      return answer(context, email, testCase, row, status);
    case 'COMPLETED': {
      const outcome = await evaluateChecks(
        testCase.checks,
        await textsOf(context, email, definition, status),
        context.judge,
      );
      return keep(context.db, row, { passed: outcome.every((each) => each.passed), outcome, message: null });
    }
    default:
      return keep(context.db, row, {
        passed: false,
        outcome: [],
        message: `The run ended ${status.status === 'ABORTED' ? 'aborted' : 'in error'}: ${status.message ?? 'no reason given'}.`,
      });
  }
}
