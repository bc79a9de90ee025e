import type { RunDetail, RunSummary } from '@taskwell/api-sdk';
import { aiServiceLabel } from '@taskwell/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { automationRuns, automations } from '../../db/automation-schema.ts';
import type { Database } from '../../db/open-database.ts';
import { runAiServiceName } from '../../db/run-ai-service.ts';
import { inputViews, type RunStatus } from '../../db/run-columns.ts';
import { aiServices, runs } from '../../db/schema.ts';
import { decodeCursor, pageOf } from '../../paging/keyset-cursor.ts';
import { resultsWithChecks } from '../../text-checks/item-checks.ts';
import type { RunRow } from '../persistence/run-writes.ts';
import type { RunTask } from './run-task-names.ts';

/** The columns a listed run shows: never the checkpoint or the results, which a list does not need. */
const summaryColumns = {
  id: runs.id,
  taskId: runs.taskId,
  taskVersion: runs.taskVersion,
  // A test run's name is its draft's, without reading the whole draft.
  draftName: sql<string | null>`${runs.draftDefinition}->>'name'`,
  status: runs.status,
  step: runs.step,
  max: runs.max,
  fee: runs.fee,
  message: runs.message,
  retryOf: runs.retryOf,
  createdAt: runs.createdAt,
  startedAt: runs.startedAt,
  updatedAt: runs.updatedAt,
  finishedAt: runs.finishedAt,
  aiService: runs.aiService,
  aiServiceName: runAiServiceName,
};

type SummaryRow = Pick<RunRow, Exclude<keyof typeof summaryColumns, 'draftName' | 'aiServiceName'>> & {
  draftName?: string | null;
  aiServiceName?: string | null;
};

/** The tokens a run's AI steps used so far, from its checkpoint; undefined when none did. */
function tokensOf(run: RunRow): RunSummary['tokens'] {
  const used = Object.values(run.state.steps).flatMap((step) => (step.usage ? [step.usage] : []));
  if (used.length === 0) return undefined;
  return {
    promptTokens: used.reduce((sum, usage) => sum + usage.promptTokens, 0),
    completionTokens: used.reduce((sum, usage) => sum + usage.completionTokens, 0),
  };
}

const draftNameOf = (run: RunRow): string | null =>
  typeof run.draftDefinition?.name === 'string' ? run.draftDefinition.name : null;

/**
 * The read model of Tasks in Process (issue 18): an account's runs newest first, one page at a
 * time by (created, id) keyset over the `runs_account_newest` index, and one run with its inputs
 * and results. Someone else's run is not found, as an unknown one.
 */
export class RunHistory {
  constructor(
    private readonly options: {
      db: Database;
      /** The names runs' tasks are shown with, seeded or built by a user (creator/run-task-names.ts). */
      taskNames: { of: (runs: readonly RunTask[]) => Promise<string[]> };
    },
  ) {}

  private async summaries(rows: readonly SummaryRow[]): Promise<RunSummary[]> {
    const names = await this.options.taskNames.of(rows);
    const started = await this.automationsOf(rows.map((row) => row.id));
    return rows.map((row, index) => {
      const automation = started.get(row.id);
      return { ...this.summary(row, names[index] ?? row.taskId), ...(automation ? { automation } : {}) };
    });
  }

  /** The automations that started runs ("Started by automation <name>"), by run id. */
  private async automationsOf(runIds: readonly string[]): Promise<Map<string, { id: string; name: string }>> {
    if (runIds.length === 0) return new Map();
    const rows = await this.options.db
      .select({ runId: automationRuns.runId, id: automations.id, name: automations.name })
      .from(automationRuns)
      .innerJoin(automations, eq(automations.id, automationRuns.automationId))
      .where(inArray(automationRuns.runId, [...runIds]));
    return new Map(rows.map((row) => [row.runId as string, { id: row.id, name: row.name }]));
  }

  private summary(row: SummaryRow, taskName: string): RunSummary {
    return {
      requestId: row.id,
      taskId: row.taskId,
      taskName,
      status: row.status,
      step: row.step,
      max: row.max,
      fee: row.fee,
      ...(row.message ? { message: row.message } : {}),
      ...(row.retryOf ? { retryOf: row.retryOf } : {}),
      ...(row.aiService
        ? {
            aiService: {
              key: row.aiService,
              label: aiServiceLabel({ key: row.aiService, privateName: row.aiServiceName }),
            },
          }
        : {}),
      createdAt: row.createdAt.toISOString(),
      ...(row.startedAt ? { startedAt: row.startedAt.toISOString() } : {}),
      updatedAt: row.updatedAt.toISOString(),
      ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
    };
  }

  /** One page of the account's runs, newest first, of the statuses given (all when none). */
  async page(options: {
    email: string;
    statuses?: readonly RunStatus[];
    cursor?: string | undefined;
    limit: number;
  }): Promise<{ items: RunSummary[]; nextCursor: string | null }> {
    const conditions: (SQL | undefined)[] = [eq(runs.accountEmail, options.email)];
    if (options.statuses && options.statuses.length > 0) conditions.push(inArray(runs.status, [...options.statuses]));
    if (options.cursor) {
      const after = decodeCursor(options.cursor);
      conditions.push(
        sql`(${runs.createdAt}, ${runs.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
      );
    }
    const rows = await this.options.db
      .select(summaryColumns)
      .from(runs)
      .where(and(...conditions))
      .orderBy(desc(runs.createdAt), desc(runs.id))
      .limit(options.limit + 1);
    const page = pageOf(rows, options.limit);
    return { items: await this.summaries(page.rows), nextCursor: page.next };
  }

  /** A run's row as a listed one: its draft's name, and its private AI service's name read by id. */
  private async summaryRow(run: RunRow): Promise<SummaryRow> {
    let aiServiceName: string | null = null;
    if (run.aiService?.startsWith('private:')) {
      const [found] = await this.options.db
        .select({ name: aiServices.name })
        .from(aiServices)
        .where(eq(aiServices.id, run.aiService.slice('private:'.length)))
        .limit(1);
      aiServiceName = found?.name ?? null;
    }
    return { ...run, draftName: draftNameOf(run), aiServiceName };
  }

  /** A run of the account with its inputs and results, and the tokens its AI steps used. */
  async detail(run: RunRow): Promise<RunDetail> {
    const [summary] = await this.summaries([await this.summaryRow(run)]);
    const tokens = tokensOf(run);
    return {
      ...(summary as RunSummary),
      ...(tokens ? { tokens } : {}),
      inputs: inputViews(run.inputs),
      results: await resultsWithChecks(this.options.db, run.results),
      ...(run.missing ? { missing: run.missing } : {}),
    };
  }

  /** A listed run's shape of a row (the reply of a cancel). */
  async summaryOf(run: RunRow): Promise<RunSummary> {
    const [summary] = await this.summaries([await this.summaryRow(run)]);
    return summary as RunSummary;
  }
}
