import { randomUUID } from 'node:crypto';
import type { ExecuteTaskRequest, RequestStatus, ResumeRequest, RunAccepted } from '@taskwell/api-sdk';
import type { AssetStore } from '../assets/asset-store.ts';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database, OpenDatabase } from '../db/open-database.ts';
import type { Service } from '../services/service.ts';
import { executeRun } from './execute-run.ts';
import { type FollowedRun, followRun } from './follow-run.ts';
import { microBatch } from './micro-batch.ts';
import { readRunStatus } from './read-run-status.ts';
import { reapRuns } from './reap-runs.ts';
import { resumeRun } from './resume-run.ts';
import { relayRunChanges } from './run-change-relay.ts';
import { RunChangeHub, type RunChanges } from './run-changes.ts';
import type { RunContext, RuntimeLog } from './run-context.ts';
import { RunStopped } from './run-errors.ts';
import { createRunQueue, type RunQueue } from './run-queue.ts';
import { RunReads } from './run-reads.ts';
import type { RunStatusChange } from './run-record.ts';
import { type RunRow, RunStore } from './run-store.ts';
import { type RuntimeSettings, resolveRuntimeSettings } from './runtime-settings.ts';
import { startRun } from './start-run.ts';
import { startSampleRun } from './start-sample-run.ts';
import type { TaskDefinition } from './task-definition.ts';

/** What the runtime works with. */
export interface TaskRuntimeOptions {
  db: Database;
  database: OpenDatabase;
  assets: AssetStore;
  catalogue: TaskCatalogue;
  services: ReadonlyMap<string, Service>;
  now: () => number;
  log: RuntimeLog;
  settings?: Partial<RuntimeSettings>;
}

/**
 * Runs tasks: the one object the server and the worker hold. It owns the queue and this process's
 * runs in hand, and hands each part of a run's life to its module: start-run.ts, resume-run.ts,
 * execute-run.ts, reap-runs.ts; every statement on runs is in run-store.ts. The runs table is the
 * truth; the queue carries run ids; a lease on the row makes sure one worker at a time executes a
 * run, and a checkpoint after every step makes sure no finished step runs twice.
 */
export class TaskRuntime {
  /** This process's identity as a lease owner. */
  readonly owner = randomUUID();
  /** The settings in force. */
  readonly settings: RuntimeSettings;
  /** Every write to runs; its changes can be listened to. */
  readonly store: RunStore;
  /** Every read of runs. */
  readonly reads: RunReads;
  /** The changes of runs, in this process and (on PostgreSQL) in every other. */
  readonly changes: RunChanges;
  private readonly hub = new RunChangeHub();
  private stopRelay: (() => Promise<void>) | undefined;
  private readonly context: RunContext;
  private queue: RunQueue | undefined;
  private reaper: NodeJS.Timeout | undefined;
  private readonly active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  private stopping = false;
  /** Runs queued in one turn of the event loop go to the queue together. */
  private readonly sendOne = microBatch<string, never>(async (runIds) => {
    await this.queue?.send([...new Set(runIds)]);
    return undefined;
  });
  /** Runs a fetch hands over together are claimed with one statement. */
  private readonly claimOne = microBatch<string, RunRow>((runIds) => this.store.claim(runIds));

  constructor(private readonly options: TaskRuntimeOptions) {
    this.settings = resolveRuntimeSettings(options.settings);
    const now = () => new Date(options.now());
    this.store = new RunStore({ db: options.db, owner: this.owner, leaseMs: this.settings.leaseMs, now });
    this.reads = new RunReads({ db: options.db, now });
    this.changes = this.hub;
    this.context = {
      db: options.db,
      store: this.store,
      reads: this.reads,
      assets: options.assets,
      catalogue: options.catalogue,
      services: options.services,
      settings: this.settings,
      now,
      log: options.log,
      send: (runIds) => this.send(runIds),
    };
  }

  /**
   * Opens the queue and, when this process is a worker, starts taking runs and reaping. On the
   * embedded database no other process can hold a run, so runs left in progress by a previous
   * process are queued again at once, continuing from their last checkpoint.
   */
  async start(): Promise<void> {
    this.stopRelay = await relayRunChanges({
      database: this.options.database,
      store: this.store,
      hub: this.hub,
      log: this.options.log,
    });
    this.queue = await createRunQueue({
      database: this.options.database,
      concurrency: this.settings.concurrency,
      pollingIntervalMs: this.settings.pollingIntervalMs,
      onError: (error) => this.options.log.error({ err: error }, 'task run queue error'),
    });
    if (!this.settings.worker) return;
    if (this.options.database.kind === 'pglite') {
      const left = await this.store.releaseAllInProgress();
      if (left.length > 0) {
        this.options.log.info({ runs: left.length }, 'queueing again the runs a previous process left in progress');
        await this.send(left);
      }
    }
    await this.queue.work(({ runId }) => this.execute(runId));
    this.reaper = setInterval(() => {
      this.reap().catch((error: unknown) => this.options.log.warn({ err: error }, 'run reaper failed'));
    }, this.settings.reaperIntervalMs);
    this.reaper.unref();
  }

  /** Stops taking runs; runs in hand are abandoned with their lease released, to be taken again. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.reaper);
    await this.queue?.stop();
    for (const { abort } of this.active.values()) abort.abort(new RunStopped('shutdown'));
    await Promise.allSettled([...this.active.values()].map((run) => run.done));
    await this.stopRelay?.();
    this.stopRelay = undefined;
  }

  /** Calls `listener` with every status a run takes in this process (start, pause, resume, end). */
  onStatusChange(listener: (change: RunStatusChange) => void): () => void {
    return this.store.onStatusChange(listener);
  }

  /** spec §7 execute: see start-run.ts. */
  startRun(options: { email: string; request: ExecuteTaskRequest }): Promise<RunAccepted> {
    return startRun(this.context, options);
  }

  /** spec §4 Continue: see resume-run.ts. */
  resumeRun(options: { email: string; runId: string; request: ResumeRequest }): Promise<RunAccepted> {
    return resumeRun(this.context, options);
  }

  /** spec §7 results: see read-run-status.ts. */
  runStatus(options: { email: string; runId: string }): Promise<RequestStatus> {
    return readRunStatus(this.reads, options);
  }

  /** A run's changes as they happen (the event stream): see follow-run.ts. */
  followRun(options: { email: string; runId: string; afterVersion: number }): Promise<FollowedRun> {
    return followRun({ reads: this.reads, changes: this.changes, ...options });
  }

  /** Starts the run that makes a task's sample results: see start-sample-run.ts. */
  startSampleRun(options: { definition: TaskDefinition; runId: string }): Promise<void> {
    return startSampleRun(this.context, options);
  }

  /** Moves runs that cannot move on by themselves: see reap-runs.ts. */
  reap(): Promise<{ requeued: number; ended: number }> {
    return reapRuns(this.context);
  }

  /** Takes a queued run: claims it, then executes it (execute-run.ts). */
  async execute(runId: string): Promise<void> {
    if (this.stopping || this.active.has(runId)) return;
    const run = await this.claimOne(runId);
    // Finished, paused, or in another worker's hands.
    if (!run) return;
    const abort = new AbortController();
    const done = executeRun(this.context, run, abort).finally(() => this.active.delete(runId));
    this.active.set(runId, { abort, done });
    await done;
  }

  private async send(runIds: string[]): Promise<void> {
    // A run that could not be queued is found by the reaper (no lease, queued long ago) and queued then.
    await Promise.all(runIds.map((runId) => this.sendOne(runId))).catch((error: unknown) => {
      this.options.log.error({ err: error, runIds }, 'queueing runs failed; the reaper will queue them');
    });
  }
}
