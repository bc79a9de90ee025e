import type {
  ExecuteTaskRequest,
  StoreTestCases,
  StoreTestCasesSummary,
  TestCase,
  TestCaseResult,
  TestCaseSuite,
  TestCasesPut,
  TestReport,
} from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { newRowId } from '../db/row-ids.ts';
import { taskTestCases, taskTestResults } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { StartGuard } from '../runtime/persistence/guarded-start.ts';
import { compileSafePattern } from './safe-pattern.ts';
import { type SettleContext, settleResult } from './test-case-results.ts';
import { compileShape } from './test-checks.ts';

// A task's test cases and their reports (issue 41, decision 136). The operations check who owns
// the task (creator/creator-studio.ts reads the draft for its owner only) and hand the draft here.

type CaseRow = typeof taskTestCases.$inferSelect;
type ResultRow = typeof taskTestResults.$inferSelect;

/** The key a definition's results are kept under: md5 of its jsonb text (the same for a draft and a version published from it). */
async function definitionKey(db: Database, definition: unknown): Promise<string> {
  const [row] = await queryRows(db, sql`SELECT md5((${JSON.stringify(definition)})::jsonb::text) AS key`);
  return String(row?.key);
}

function caseOf(row: CaseRow): TestCase {
  return {
    caseId: row.id,
    name: row.name,
    parameters: row.parameters,
    answers: row.answers,
    checks: row.checks,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A case's result in the report; `not_run` when it never ran on this definition or changed since. */
function resultOf(testCase: CaseRow, row: ResultRow | undefined): TestCaseResult {
  if (!row || row.caseUpdatedAt.getTime() !== testCase.updatedAt.getTime()) {
    return { caseId: testCase.id, name: testCase.name, status: 'not_run', ranAt: null, runId: null, checks: [] };
  }
  return {
    caseId: testCase.id,
    name: testCase.name,
    status: row.status,
    ranAt: row.ranAt.toISOString(),
    runId: row.runId,
    checks: row.outcome,
    ...(row.message ? { message: row.message } : {}),
  };
}

/** The same inputs and checks: a case that keeps them keeps its results. */
const sameCase = (row: CaseRow, input: TestCasesPut['cases'][number]) =>
  row.name === input.name &&
  JSON.stringify(row.parameters) === JSON.stringify(input.parameters) &&
  JSON.stringify(row.answers) === JSON.stringify(input.answers ?? {}) &&
  JSON.stringify(row.checks) === JSON.stringify(input.checks);

export class TestCaseSuites {
  constructor(private readonly options: SettleContext & { now: () => number }) {}

  private cases(creatorTaskId: string): Promise<CaseRow[]> {
    return this.options.db
      .select()
      .from(taskTestCases)
      .where(eq(taskTestCases.creatorTaskId, creatorTaskId))
      .orderBy(asc(taskTestCases.position));
  }

  /** The report of the cases on a definition, runs under way followed one step further. */
  private async report(
    email: string,
    creatorTaskId: string,
    definition: TaskDefinition,
    cases: CaseRow[],
  ): Promise<TestReport> {
    const { db } = this.options;
    const key = await definitionKey(db, definition);
    const rows = await db
      .select()
      .from(taskTestResults)
      .where(and(eq(taskTestResults.creatorTaskId, creatorTaskId), eq(taskTestResults.definitionKey, key)));
    const byCase = new Map(rows.map((row) => [row.caseId, row]));
    const results: TestCaseResult[] = [];
    for (const testCase of cases) {
      const found = byCase.get(testCase.id);
      const row = found ? await settleResult(this.options, { email, testCase, row: found, definition }) : undefined;
      results.push(resultOf(testCase, row));
    }
    const [version] = await queryRows(
      db,
      sql`SELECT max(version) AS version FROM creator_task_versions
        WHERE task_id = ${creatorTaskId} AND md5(definition::text) = ${key}`,
    );
    return {
      version: version?.version === null || version?.version === undefined ? null : Number(version.version),
      passed: results.filter((result) => result.status === 'passed').length,
      total: results.length,
      results,
    };
  }

  private async suite(
    email: string,
    creatorTaskId: string,
    definition: TaskDefinition | undefined,
  ): Promise<TestCaseSuite> {
    const cases = await this.cases(creatorTaskId);
    const report: TestReport = definition
      ? await this.report(email, creatorTaskId, definition, cases)
      : { version: null, passed: 0, total: cases.length, results: cases.map((each) => resultOf(each, undefined)) };
    return { cases: cases.map(caseOf), report, judgeAvailable: this.options.judge !== undefined };
  }

  /** The owner's cases and the report on the draft (`definition`: undefined while it has problems). */
  list(email: string, creatorTaskId: string, definition: TaskDefinition | undefined): Promise<TestCaseSuite> {
    return this.suite(email, creatorTaskId, definition);
  }

  /** Replaces the task's cases; a case whose inputs and checks stay the same keeps its results. */
  async put(
    email: string,
    creatorTaskId: string,
    body: TestCasesPut,
    definition: TaskDefinition | undefined,
  ): Promise<TestCaseSuite> {
    body.cases.forEach((input, index) => {
      for (const check of input.checks) {
        if (check.kind === 'matches') compileSafePattern(check.pattern ?? '');
        if (check.kind === 'json' && check.schema && !compileShape(check.schema)) {
          throw new DomainError(
            'invalid_parameters',
            'invalid_schema',
            `Test case ${index + 1}: the JSON Schema cannot be used.`,
          );
        }
        if (check.kind === 'judged' && !this.options.judge) {
          throw new DomainError(
            'invalid_parameters',
            'judge_unavailable',
            `Test case ${index + 1}: a judged check needs an AI service, which this server does not have.`,
          );
        }
        const needs = {
          contains: 'text',
          notContains: 'text',
          matches: 'pattern',
          judged: 'rubric',
          json: 'schema',
        } as const;
        const field = needs[check.kind as keyof typeof needs];
        if (field && check[field] === undefined) {
          throw new DomainError(
            'invalid_parameters',
            'invalid_check',
            `Test case ${index + 1}: a ${check.kind} check needs its ${field}.`,
          );
        }
      }
    });
    const { db } = this.options;
    const at = new Date(this.options.now());
    await db.transaction(async (tx) => {
      const existing = await tx.select().from(taskTestCases).where(eq(taskTestCases.creatorTaskId, creatorTaskId));
      const byId = new Map(existing.map((row) => [row.id, row]));
      const kept = new Set<string>();
      for (const [position, input] of body.cases.entries()) {
        const previous = input.caseId ? byId.get(input.caseId) : undefined;
        const values = {
          position,
          name: input.name,
          parameters: input.parameters,
          answers: input.answers ?? {},
          checks: input.checks,
        };
        if (previous) {
          kept.add(previous.id);
          await tx
            .update(taskTestCases)
            .set(sameCase(previous, input) ? { position } : { ...values, updatedAt: at })
            .where(eq(taskTestCases.id, previous.id));
        } else {
          await tx.insert(taskTestCases).values({ id: newRowId(), creatorTaskId, ...values, updatedAt: at });
        }
      }
      for (const row of existing) {
        if (!kept.has(row.id)) await tx.delete(taskTestCases).where(eq(taskTestCases.id, row.id));
      }
    });
    return this.suite(email, creatorTaskId, definition);
  }

  /**
   * Starts a test run of the draft for each case (or those of `caseIds`), each charged as a test
   * run; the report then shows them `running`.
   */
  async run(
    email: string,
    creatorTaskId: string,
    definition: TaskDefinition,
    options: { caseIds?: readonly string[] | undefined; guard?: (caseId: string) => StartGuard | undefined },
  ): Promise<TestCaseSuite> {
    const { db, runtime } = this.options;
    const cases = (await this.cases(creatorTaskId)).filter(
      (each) => options.caseIds === undefined || options.caseIds.includes(each.id),
    );
    if (cases.length === 0) {
      throw new DomainError('invalid_parameters', 'no_test_cases', 'Add a test case first: there is nothing to run.');
    }
    // Every case or none: the runs are charged one by one, so the balance is asked for all of them first.
    const [account] = await queryRows(db, sql`SELECT balance FROM accounts WHERE email = ${email}`);
    const cost = definition.powerFee * cases.length;
    if (Number(account?.balance ?? 0) < cost) {
      throw new DomainError(
        'insufficient_credit',
        'insufficient_credits',
        `Running ${cases.length} test ${cases.length === 1 ? 'case' : 'cases'} costs ${cost} credits; your balance is ${Number(account?.balance ?? 0)}.`,
      );
    }
    for (const testCase of cases) {
      const parameters: ExecuteTaskRequest['parameters'] = testCase.parameters;
      const accepted = await runtime.startTestRun({
        email,
        definition,
        parameters,
        guard: options.guard?.(testCase.id),
      });
      const at = new Date(this.options.now());
      await queryRows(
        db,
        sql`INSERT INTO task_test_results AS t (case_id, definition_key, creator_task_id, run_id, case_updated_at,
            status, outcome, message, ran_at)
          SELECT ${testCase.id}, md5(r.draft_definition::text), ${creatorTaskId}, r.id,
            ${testCase.updatedAt.toISOString()}::timestamptz, 'running', '[]'::jsonb, NULL, ${at.toISOString()}::timestamptz
          FROM runs r WHERE r.id = ${accepted.requestId}
          ON CONFLICT (case_id, definition_key) DO UPDATE SET run_id = EXCLUDED.run_id,
            case_updated_at = EXCLUDED.case_updated_at, status = 'running', outcome = '[]'::jsonb, message = NULL,
            ran_at = EXCLUDED.ran_at`,
      );
    }
    return this.suite(email, creatorTaskId, definition);
  }

  /**
   * The cases that did not pass on a definition (failed, still running, never run on it, or
   * changed since), by name with why; empty when every case passed or there is none. What
   * publishing a listed task and listing a version ask (decision 136).
   */
  async notPassing(creatorTaskId: string, definition: unknown): Promise<string[]> {
    const { db } = this.options;
    const cases = await this.cases(creatorTaskId);
    if (cases.length === 0) return [];
    const key = await definitionKey(db, definition);
    const rows = await db
      .select()
      .from(taskTestResults)
      .where(and(eq(taskTestResults.creatorTaskId, creatorTaskId), eq(taskTestResults.definitionKey, key)));
    const byCase = new Map(rows.map((row) => [row.caseId, row]));
    return cases.flatMap((testCase) => {
      const result = resultOf(testCase, byCase.get(testCase.id));
      if (result.status === 'passed') return [];
      if (result.status === 'not_run') return [`“${testCase.name}” was not run on this version`];
      if (result.status === 'running') return [`“${testCase.name}” is still running`];
      const failed = result.checks.find((check) => !check.passed);
      const where = failed?.step ? ` at step “${failed.step}”` : '';
      return [`“${testCase.name}” fails${where}: ${failed?.message ?? result.message ?? 'its run failed'}`];
    });
  }

  /** How many cases a definition passes and when they last ran (a listing's "N test cases pass"); null without cases. */
  async summary(creatorTaskId: string, definition: unknown): Promise<StoreTestCasesSummary | null> {
    const view = await this.buyerView(creatorTaskId, definition);
    return view.total === 0 ? null : { passed: view.passed, total: view.total, at: view.at };
  }

  /** What a buyer reads of the cases: names, checks and whether each passed; never inputs or answers. */
  async buyerView(creatorTaskId: string, definition: unknown): Promise<StoreTestCases> {
    const { db } = this.options;
    const cases = await this.cases(creatorTaskId);
    const key = await definitionKey(db, definition);
    const rows = await db
      .select()
      .from(taskTestResults)
      .where(and(eq(taskTestResults.creatorTaskId, creatorTaskId), eq(taskTestResults.definitionKey, key)));
    const byCase = new Map(rows.map((row) => [row.caseId, row]));
    const listed = cases.map((testCase) => {
      const result = resultOf(testCase, byCase.get(testCase.id));
      return { name: testCase.name, passed: result.status === 'passed', checks: testCase.checks, ranAt: result.ranAt };
    });
    const times = listed.flatMap((each) => (each.ranAt ? [each.ranAt] : [])).sort();
    return {
      passed: listed.filter((each) => each.passed).length,
      total: listed.length,
      at: times.at(-1) ?? null,
      cases: listed.map(({ name, passed, checks }) => ({ name, passed, checks })),
    };
  }
}
