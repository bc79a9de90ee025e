import type { Result, StoreSampleCandidates, StoreSampleInput, TaskSample } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { RunInputs } from '../db/run-columns.ts';
import { DomainError } from '../errors/domain-error.ts';
import { resultsWithChecks } from '../text-checks/item-checks.ts';

// The Sample is the creator's choice (issue 41, decision 135): one of their completed test runs
// of the version sold, shown to them exactly as buyers will see it before it is published, and
// replaceable. Buyers see the values of the form's visible fields it ran on and its results; a
// hidden field's value (a default the creator keeps to themselves) and the flow never.

/** How many test runs the creator chooses among. */
const candidatesShown = 20;

/** The sample's inputs as buyers see them: the visible fields' values, files by name. */
export function sampleInputs(definition: Pick<TaskDefinition, 'parameters'>, inputs: RunInputs): StoreSampleInput[] {
  const shown: StoreSampleInput[] = [];
  for (const parameter of definition.parameters ?? []) {
    const input = inputs[parameter.name];
    if (!parameter.ui || !input) continue;
    const label = parameter.ui.placeholder?.trim() || parameter.name;
    shown.push({ name: parameter.name, label, value: input.value });
  }
  return shown;
}

/** A run's results without its owner's feedback. */
export function resultsWithoutFeedback(results: Result[]): Result[] {
  return results.map((result) => ({
    parameter: {
      name: result.parameter.name,
      metadata: result.parameter.metadata,
      value: result.parameter.value.map(({ feedback: _feedback, ...item }) => item),
    },
  }));
}

/** A sample run as buyers see it. */
export async function sampleOfRun(
  db: Database,
  sampleId: string,
  definition: Pick<TaskDefinition, 'parameters'>,
  run: { inputs: RunInputs; results: Result[] },
): Promise<TaskSample> {
  return {
    taskId: sampleId,
    inputs: sampleInputs(definition, run.inputs),
    results: await resultsWithChecks(db, resultsWithoutFeedback(run.results)),
  };
}

interface TestRunRow {
  id: string;
  createdAt: Date;
  inputs: RunInputs;
  results: Result[];
}

/** The owner's completed test runs of exactly this definition, newest first (`runId`: that one only). */
export async function completedTestRuns(
  db: Database,
  email: string,
  definition: Record<string, unknown>,
  runId?: string,
): Promise<TestRunRow[]> {
  const rows = await queryRows(
    db,
    sql`SELECT id, created_at, inputs, results FROM runs
      WHERE account_email = ${email} AND status = 'COMPLETED'
        AND draft_definition = ${JSON.stringify(definition)}::jsonb
        ${runId === undefined ? sql`` : sql`AND id = ${runId}`}
      ORDER BY created_at DESC, id DESC
      LIMIT ${candidatesShown}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: new Date(row.created_at as string),
    inputs: (typeof row.inputs === 'string' ? JSON.parse(row.inputs) : row.inputs) as RunInputs,
    results: (typeof row.results === 'string' ? JSON.parse(row.results) : row.results) as Result[],
  }));
}

/**
 * The sample run a listing of this definition shows: the one the owner asks for (refused with 422
 * `invalid_sample` unless it is one of their completed test runs of it), else the one shown now
 * while it still is one, else the latest; undefined when there is none.
 */
export async function chooseSample(
  db: Database,
  options: { email: string; definition: Record<string, unknown>; asked?: string; current: string | null },
): Promise<string | undefined> {
  const { email, definition, asked, current } = options;
  if (asked !== undefined) {
    const [found] = await completedTestRuns(db, email, definition, asked);
    if (!found) {
      throw new DomainError(
        'invalid_parameters',
        'invalid_sample',
        'Choose the Sample among your completed test runs of the version you list.',
        { details: [{ path: '/body/sampleRunId', message: 'is not a completed test run of this version' }] },
      );
    }
    return found.id;
  }
  if (current) {
    const [kept] = await completedTestRuns(db, email, definition, current);
    if (kept) return kept.id;
  }
  return (await completedTestRuns(db, email, definition))[0]?.id;
}

/** The candidates for a listing's Sample, each as buyers would see it. */
export async function sampleCandidates(
  db: Database,
  options: {
    email: string;
    definition: Record<string, unknown> & Pick<TaskDefinition, 'parameters'>;
    chosen: string | null;
  },
): Promise<StoreSampleCandidates> {
  const runs = await completedTestRuns(db, options.email, options.definition);
  const candidates = [];
  for (const run of runs) {
    candidates.push({
      runId: run.id,
      createdAt: run.createdAt.toISOString(),
      chosen: run.id === options.chosen,
      sample: await sampleOfRun(db, run.id, options.definition, run),
    });
  }
  return { candidates };
}
