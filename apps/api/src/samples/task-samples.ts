import { randomUUID } from 'node:crypto';
import type { TaskSample } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import type { AssetRow, AssetStorage } from '../assets/asset-storage.ts';
import { hasCallerLookups } from '../catalogue/caller-lookups.ts';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database } from '../db/open-database.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';
import { isFinalStatus } from '../runtime/changes/follow-run.ts';
import { samplesAccount } from '../runtime/lifecycle/start-sample-run.ts';
import type { RunRow } from '../runtime/persistence/run-writes.ts';
import type { RuntimeLog } from '../runtime/run-context.ts';
import type { TaskRuntime } from '../runtime/task-runtime.ts';
import { resultsWithChecks } from '../text-checks/item-checks.ts';
import { SampleRecords, type SampleRow } from './sample-records.ts';
import { sampleVersion } from './sample-version.ts';

/** How samples are made and waited for. */
export interface SampleSettings {
  /** How long a request waits for a sample being made before it answers "try again" (ms). */
  waitMs: number;
  /** How long after a failed sample run it may be made again (ms). */
  retryMs: number;
  /** How long a claim may go without its run before another request takes it over (ms). */
  claimMs: number;
}

/** The defaults: a request waits up to a minute; a failed sample is made again after 5 minutes. */
export const defaultSampleSettings: SampleSettings = { waitMs: 60_000, retryMs: 5 * 60_000, claimMs: 30_000 };

/** Why a task has no sample results to show. */
function noSample(message: string): DomainError {
  return new DomainError('not_found', 'no_sample', message);
}

/**
 * A task's sample results (the Sample modal, spec §2; decision 031): made once per version of the
 * task's definition by a run of the samples account (no fee, no plan check), kept in
 * `task_samples`, and served from there. The first request claims the sample and starts its run;
 * every request for it, in any process, waits (bounded) for the run's end through the run
 * changes and records the results once. A failed run is made again after `retryMs`.
 */
export class TaskSamples {
  private readonly store: SampleRecords;
  private readonly settings: SampleSettings;
  private readonly versions = new Map<string, Promise<string>>();
  /** Aborted when the server closes: waiting requests answer at once. */
  private readonly closing = new AbortController();

  constructor(
    private readonly options: {
      db: Database;
      catalogue: TaskCatalogue;
      runtime: TaskRuntime;
      assets: AssetStorage;
      now: () => number;
      log: RuntimeLog;
      settings?: Partial<SampleSettings>;
    },
  ) {
    this.store = new SampleRecords(options.db);
    this.settings = { ...defaultSampleSettings, ...options.settings };
  }

  /** The sample results of a task, made now when they were not yet (the request then waits for them). */
  async sample(taskId: string): Promise<TaskSample> {
    try {
      return await this.sampleOf(taskId);
    } catch (error) {
      // A read cut short by the closing database is still "try again", not a failure of ours.
      if (this.closing.signal.aborted && !(error instanceof DomainError)) throw this.stillMaking();
      throw error;
    }
  }

  private async sampleOf(taskId: string): Promise<TaskSample> {
    const definition = this.definitionOf(taskId);
    const version = await this.versionOf(definition);
    const deadline = this.options.now() + this.settings.waitMs;
    // A request starts at most one run: when that fails it says so rather than start another.
    let started = false;
    for (;;) {
      if (this.options.now() > deadline || this.closing.signal.aborted) throw this.stillMaking();
      const row = await this.store.find(taskId, version);
      if (!row) {
        started = (await this.claim(definition, version)) || started;
        continue;
      }
      switch (row.status) {
        case 'ready':
          return { taskId, results: await resultsWithChecks(this.options.db, row.results ?? []) };
        case 'failed':
          if (started || (row.retryAt?.getTime() ?? 0) > this.options.now()) throw this.failed(row);
          started = (await this.takeOver(definition, row)) || started;
          continue;
        case 'making':
          started = (await this.follow(definition, row, deadline)) || started;
          continue;
        default:
          return row.status satisfies never;
      }
    }
  }

  /** A result item of a task's current sample (public), or not found: no other asset is served here. */
  async sampleAsset(taskId: string, assetId: string): Promise<AssetRow> {
    const definition = this.definitionOf(taskId);
    const row = await this.store.find(taskId, await this.versionOf(definition));
    const inSample = (row?.results ?? []).some((result) =>
      result.parameter.value.some((item) => item.data === assetId),
    );
    const asset =
      row?.status === 'ready' && inSample ? await this.options.assets.findOwned(assetId, samplesAccount) : undefined;
    if (!asset) throw notFound('That sample result');
    return asset;
  }

  /** Stops waiting for samples being made (the server is closing): waiting requests answer "try again". */
  close(): void {
    this.closing.abort();
  }

  private definitionOf(taskId: string): TaskDefinition {
    const { catalogue } = this.options;
    const definition = catalogue.definitions.get(taskId);
    if (definition?.sample) return definition;
    // A task that reads the user's own documents has no sample: the samples account has none (issue 28).
    if (definition && hasCallerLookups(definition.parameters)) {
      throw noSample('This task answers from your own documents, so it has no sample results: try it with yours.');
    }
    if (definition) throw noSample('This task has no sample results.');
    if (catalogue.unavailable.some((entry) => entry.id === taskId)) {
      throw noSample('This task needs an AI service that this server does not have, so it has no sample results.');
    }
    throw notFound('That task');
  }

  private versionOf(definition: TaskDefinition): Promise<string> {
    let version = this.versions.get(definition.id);
    if (!version) {
      version = sampleVersion(definition, this.options.catalogue.samplesDir);
      version.catch(() => this.versions.delete(definition.id));
      this.versions.set(definition.id, version);
    }
    return version;
  }

  /** Claims a sample nobody made yet and starts its run; true when this request did. */
  private async claim(definition: TaskDefinition, version: string): Promise<boolean> {
    const runId = randomUUID();
    const at = new Date(this.options.now());
    if (!(await this.store.claim({ taskId: definition.id, version, runId, at }))) return false;
    await this.startRun(definition, { taskId: definition.id, version, runId, status: 'making' });
    return true;
  }

  /** Makes a failed or abandoned sample again; true when this request took it over. */
  private async takeOver(definition: TaskDefinition, row: SampleRow): Promise<boolean> {
    const runId = randomUUID();
    if (!(await this.store.reclaim(row, runId, new Date(this.options.now())))) return false;
    await this.startRun(definition, { ...row, runId, status: 'making' });
    return true;
  }

  private async startRun(
    definition: TaskDefinition,
    claimed: Pick<SampleRow, 'taskId' | 'version' | 'runId' | 'status'>,
  ): Promise<void> {
    try {
      await this.options.runtime.startSampleRun({ definition, runId: claimed.runId });
    } catch (error) {
      this.options.log.error({ err: error, taskId: definition.id }, 'starting a sample run failed');
      await this.store.fail(claimed, this.retryAt(), new Date(this.options.now()));
    }
  }

  /**
   * Waits for the sample's run: records its end when it has ended (whoever notices first), takes
   * over a claim whose run never came, else waits for the run's next change (bounded by the
   * request's deadline). True when this request started a run.
   */
  private async follow(definition: TaskDefinition, row: SampleRow, deadline: number): Promise<boolean> {
    const { runtime, now } = this.options;
    // Subscribed before the run is read, so that an end written in between is not missed.
    const watch = runtime.changes.watch(row.runId);
    try {
      const run = await runtime.reads.find(row.runId);
      if (run && (isFinalStatus(run.status) || run.status === 'PAUSED')) {
        await this.settle(row, run);
        return false;
      }
      if (!run && row.updatedAt.getTime() < now() - this.settings.claimMs) return this.takeOver(definition, row);
      const left = deadline - now();
      if (left <= 0) throw this.stillMaking();
      await watch.wait({
        timeoutMs: run ? left : Math.min(left, this.settings.claimMs),
        signal: this.closing.signal,
      });
      return false;
    } finally {
      watch.stop();
    }
  }

  /** Records how the sample's run ended: its results kept, or a failure to be made again later. */
  private async settle(row: SampleRow, run: RunRow): Promise<void> {
    const at = new Date(this.options.now());
    if (run.status === 'COMPLETED') {
      await this.store.complete(row, run.results, at);
      return;
    }
    if (run.status === 'PAUSED') {
      // The sample answers every ask up front; a run that still waits for one cannot finish.
      await this.options.runtime.store.end({
        runId: run.id,
        status: 'ABORTED',
        message: run.message,
        step: Object.keys(run.state.steps).length,
        guard: { kind: 'unchanged', run },
      });
    }
    this.options.log.warn({ taskId: row.taskId, runId: run.id, message: run.message }, 'a sample run failed');
    await this.store.fail(row, this.retryAt(), at);
  }

  private retryAt(): Date {
    return new Date(this.options.now() + this.settings.retryMs);
  }

  private failed(row: SampleRow): DomainError {
    const minutes = Math.max(1, Math.ceil(((row.retryAt?.getTime() ?? 0) - this.options.now()) / 60_000));
    return new DomainError(
      'not_found',
      'sample_failed',
      `The sample results of this task could not be made. They will be made again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
    );
  }

  private stillMaking(): DomainError {
    return new DomainError(
      'unavailable',
      'sample_pending',
      'The sample results of this task are still being made. Try again in a few seconds.',
      { retryAfterMs: 5000 },
    );
  }
}
