import { randomUUID } from 'node:crypto';
import type {
  ExecuteTaskRequest,
  RequestStatus,
  ResumeRequest,
  RunAccepted,
  RunDetail,
  RunPage,
  RunSummary,
} from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import type { RunStatus } from '../db/run-columns.ts';
import { isDependencyOutage, outageSummary } from '../errors/dependency-outage.ts';
import { PersonaDirectory } from '../personas/persona-directory.ts';
import { linkedSignal } from '../signals/linked-signal.ts';
import { type FollowedRun, followRun } from './changes/follow-run.ts';
import { readRunStatus } from './changes/read-run-status.ts';
import { RunCancels } from './changes/run-cancels.ts';
import { relayRunChanges } from './changes/run-change-relay.ts';
import { RunChangeHub, type RunChanges, type RunWatch } from './changes/run-changes.ts';
import { RunPartials } from './changes/run-partials.ts';
import { waitForRun, watchForEnd } from './changes/wait-for-run.ts';
import { executeRun } from './execution/execute-run.ts';
import { RunStopped } from './execution/run-errors.ts';
import { RunHistory } from './history/run-history.ts';
import { RunTaskNames } from './history/run-task-names.ts';
import { LatestVersions } from './latest-versions.ts';
import { cancelRun } from './lifecycle/cancel-run.ts';
import { resumeRun } from './lifecycle/resume-run.ts';
import { retryRun } from './lifecycle/retry-run.ts';
import { startDraftTestRun, startRun } from './lifecycle/start-run.ts';
import { startSampleRun } from './lifecycle/start-sample-run.ts';
import type { StartGuard } from './persistence/guarded-start.ts';
import type { IdempotencyKey } from './persistence/idempotency-keys.ts';
import { microBatch } from './persistence/micro-batch.ts';
import { noRunMetrics } from './persistence/run-metrics.ts';
import { RunReads } from './persistence/run-reads.ts';
import type { RunChange, RunStatusChange } from './persistence/run-record.ts';
import { type RunRow, RunWrites } from './persistence/run-writes.ts';
import { drainRuns } from './queue/drain-runs.ts';
import { reapRuns } from './queue/reap-runs.ts';
import { createRunQueue, type RunQueue } from './queue/run-queue.ts';
import type { RunContext } from './run-context.ts';
import { RunDefinitions } from './run-definitions.ts';
import { type RuntimeSettings, resolveRuntimeSettings } from './runtime-settings.ts';
import type { TaskRuntimeOptions } from './task-runtime-options.ts';
import { unlimitedListeners } from './unlimited-listeners.ts';

/**
 * Runs tasks: the one object the server and the worker hold. It owns the queue and this process's
 * runs in hand, and hands each part of a run's life to its module: start-run.ts, resume-run.ts,
 * execute-run.ts, reap-runs.ts; every statement on runs is in run-writes.ts. The runs table is the
 * truth; the queue carries run ids; a lease on the row makes sure one worker at a time executes a
 * run, and a checkpoint after every step makes sure no finished step runs twice.
 */
export class TaskRuntime {
  /** This process's identity as a lease owner. */
  readonly owner = randomUUID();
  /** The settings in force. */
  readonly settings: RuntimeSettings;
  /** Every write to runs; its changes can be listened to. */
  readonly store: RunWrites;
  /** Every read of runs. */
  readonly reads: RunReads;
  /** The changes of runs, in this process and (on PostgreSQL) in every other. */
  readonly changes: RunChanges;
  /** The read model of an account's runs (Tasks in Process). */
  readonly history: RunHistory;
  /** Personas (issue 40): a run's starts with a copy of the one it names; its AI steps read the creator's. */
  readonly personas: PersonaDirectory;
  /** The latest published versions of user-built tasks, kept on the embedded database (decision 209). */
  readonly latestVersions: LatestVersions;
  private readonly hub = new RunChangeHub();
  private readonly cancels: RunCancels;
  /** The texts AI steps are writing, to their runs' followers. */
  private readonly partials: RunPartials;
  private stopCancels: (() => void) | undefined;
  private stopRelay: (() => Promise<void>) | undefined;
  private readonly context: RunContext;
  private queue: RunQueue | undefined;
  private reaper: NodeJS.Timeout | undefined;
  private readonly active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  private stopping = false;
  /** Aborted when the server closes: runs' waiting callers (one listener each) are answered at once. */
  private readonly closing = unlimitedListeners(new AbortController());
  /** Fired when this process stops taking work (drain-runs.ts). */
  private readonly draining = unlimitedListeners(new AbortController());
  /** Runs queued in one turn of the event loop go to the queue together. */
  private readonly sendOne = microBatch<string, never>(async (runIds) => {
    await this.queue?.send([...new Set(runIds)]);
    return undefined;
  });

  constructor(private readonly options: TaskRuntimeOptions) {
    this.settings = resolveRuntimeSettings(options.settings);
    const now = () => new Date(options.now());
    this.store = new RunWrites({
      db: options.db,
      owner: this.owner,
      leaseMs: this.settings.leaseMs,
      now,
      payeePercent: this.settings.storeCreatorSharePercent,
      metrics: options.metrics,
    });
    this.reads = new RunReads({ db: options.db, now });
    this.changes = this.hub;
    this.history = new RunHistory({
      db: options.db,
      taskNames: new RunTaskNames({ db: options.db, definitions: options.catalogue.definitions }),
    });
    this.cancels = new RunCancels({ database: options.database, log: options.log });
    this.partials = new RunPartials({ database: options.database, log: options.log, origin: this.owner });
    this.personas = new PersonaDirectory({ db: options.db, now: options.now });
    // Only this process publishes to the embedded database: what it read or published stays true.
    this.latestVersions = new LatestVersions({ kept: options.database.kind === 'pglite' });
    this.context = {
      db: options.db,
      store: this.store,
      reads: this.reads,
      assets: options.assets,
      checks: options.checks,
      catalogue: options.catalogue,
      definitions: new RunDefinitions({
        db: options.db,
        catalogue: options.catalogue,
        now: options.now,
        latest: this.latestVersions,
      }),
      services: options.services,
      knowledge: options.knowledge,
      ai: options.ai,
      partials: this.partials,
      personas: this.personas,
      settings: this.settings,
      now,
      log: options.log,
      metrics: options.metrics ?? noRunMetrics,
      send: (runIds) => this.send(runIds),
      queued: (runIds) => this.queue?.waiting(runIds) ?? Promise.resolve(new Set()),
      draining: this.draining.signal,
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
      origin: this.owner,
    });
    await this.partials.start();
    this.queue = await createRunQueue({
      database: this.options.database,
      concurrency: this.settings.concurrency,
      pollingIntervalMs: this.settings.pollingIntervalMs,
      // An outage is the operator's to see once per poll, not a bug to look into (issue 42).
      onError: (error) =>
        isDependencyOutage(error)
          ? this.options.log.warn({ outage: outageSummary(error) }, 'the task run queue cannot reach its database')
          : this.options.log.error({ err: error }, 'task run queue error'),
    });
    if (!this.settings.worker) return;
    // A cancelled run in this worker's hands: its running step is aborted at once (issue 18).
    await this.cancels.start();
    this.stopCancels = this.cancels.onCancel((runId) =>
      this.active.get(runId)?.abort.abort(new RunStopped('cancelled')),
    );
    if (this.options.database.kind === 'pglite') {
      const left = await this.store.releaseAllInProgress();
      if (left.length > 0) {
        this.options.log.info({ runs: left.length }, 'queueing again the runs a previous process left in progress');
        await this.send(left);
      }
    }
    await this.queue.claimWork(
      (taken) => this.store.claimTaken(taken),
      (run, freePlace) => this.execute(run, freePlace),
    );
    this.reaper = setInterval(() => {
      this.reap().catch((error: unknown) => this.options.log.warn({ err: error }, 'run reaper failed'));
    }, this.settings.reaperIntervalMs);
    this.reaper.unref();
  }

  /** Stops taking runs; steps under way end, then their runs go back to the queue (drain-runs.ts). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.reaper);
    await this.queue?.stopTaking();
    const { shutdownGraceMs: graceMs } = this.settings;
    await drainRuns({ runs: () => this.active.values(), draining: this.draining, graceMs, log: this.options.log });
    await this.queue?.stop();
    this.stopCancels?.();
    await this.cancels.stop();
    await this.stopRelay?.();
    this.stopRelay = undefined;
    await this.partials.stop();
  }

  /** Aborted as this process begins to stop (drain-runs.ts): no step starts after it fires. */
  get drainSignal(): AbortSignal {
    return this.draining.signal;
  }

  /** How many runs this process is executing now. */
  get running(): number {
    return this.active.size;
  }

  /** Runs waiting in the queue for a worker (0 before the queue opens): the metrics' queue depth. */
  queueDepth(): Promise<number> {
    return this.queue?.depth() ?? Promise.resolve(0);
  }

  /** What this process holds for runs now, by kind: all 0 once no run is in hand, waited or followed (issue 32). */
  get held(): { executing: number; followedRuns: number; subscriptions: number } {
    return {
      executing: this.active.size,
      followedRuns: this.hub.followedRuns,
      subscriptions: this.hub.subscriptions,
    };
  }

  /** Calls `listener` with every status a run takes in this process (start, pause, resume, end). */
  onStatusChange(listener: (change: RunStatusChange) => void): () => void {
    return this.store.onStatusChange(listener);
  }

  /** Calls `listener` with every change of a run this process writes (checkpoints too). */
  onChange(listener: (change: RunChange) => void): () => void {
    return this.store.onChange(listener);
  }

  /** The definition a new run of an account would start on, if it may (an automation is checked with it). */
  async startingDefinition(...args: Parameters<RunDefinitions['forStart']>): Promise<TaskDefinition | undefined> {
    return (await this.context.definitions.forStart(...args))?.definition;
  }

  /** spec §7 execute: see start-run.ts (a listing, a seen price, a pinned version, answers given ahead). */
  startRun(options: Omit<Parameters<typeof startRun>[1], 'onCreated'>): Promise<RunAccepted> {
    return startRun(this.context, options);
  }

  /**
   * spec §7 execute with `wait`: starts the run (start-run.ts), then holds on until it has ended
   * or paused, at most `waitMs`, and gives its status document then (wait-for-run.ts). `signal`
   * (the caller left) and {@link endWaits} (the server is closing) cut the wait short; the run
   * goes on either way.
   */
  async startRunAndWait(options: {
    email: string;
    request: ExecuteTaskRequest;
    waitMs: number;
    signal?: AbortSignal;
    /** Called with the started run before the wait begins (a caller that records its runs does it here). */
    onAccepted?: (accepted: RunAccepted) => Promise<void>;
    /** Its idempotency key and public key (decision 094). */
    guard?: StartGuard | undefined;
    /** A run bought in the AI Store: the listing it is bought from (issue 26). */
    listingId?: string | undefined;
    /** The price its buyer saw (issue 41). */
    expectedPrice?: number | undefined;
  }): Promise<RequestStatus> {
    let watch: RunWatch | undefined;
    // Released with the wait, so that the server's closing signal holds nothing of this request.
    const waiting = linkedSignal(options.signal ? [options.signal, this.closing.signal] : [this.closing.signal]);
    try {
      const accepted = await startRun(this.context, {
        email: options.email,
        request: options.request,
        guard: options.guard,
        listingId: options.listingId,
        expectedPrice: options.expectedPrice,
        // Subscribed before the run is queued: its end cannot come before the watch.
        onCreated: (runId) => {
          watch = watchForEnd(this.changes, runId);
        },
      });
      if (!watch) {
        // A repeat of an idempotency key: the first request started the run, which may have ended.
        watch = watchForEnd(this.changes, accepted.requestId);
        const status = await readRunStatus(this.reads, { email: options.email, runId: accepted.requestId });
        if (status.status !== 'IN_PROGRESS') return status;
      }
      await options.onAccepted?.(accepted);
      return await waitForRun({
        reads: this.reads,
        watch,
        runId: accepted.requestId,
        email: options.email,
        timeoutMs: options.waitMs,
        signal: waiting.signal,
      });
    } finally {
      watch?.stop();
      waiting.release();
    }
  }

  /** Answers every caller waiting for a run's end at once (the server is closing). */
  endWaits(): void {
    this.closing.abort();
  }

  /** spec §4 Continue: see resume-run.ts. */
  resumeRun(options: {
    email: string;
    runId: string;
    request: ResumeRequest;
    idempotencyKey?: IdempotencyKey | undefined;
  }): Promise<RunAccepted> {
    return resumeRun(this.context, options);
  }

  /** spec §7 results: see read-run-status.ts. */
  runStatus(options: { email: string; runId: string }): Promise<RequestStatus> {
    return readRunStatus(this.reads, options);
  }

  /** A run's changes as they happen (the event stream): see follow-run.ts. */
  followRun(options: { email: string; runId: string; afterVersion: number }): Promise<FollowedRun> {
    return followRun({ reads: this.reads, changes: this.changes, partials: this.partials, ...options });
  }

  /** One page of an account's runs, newest first: see run-history.ts. */
  listRuns(options: {
    email: string;
    statuses?: readonly RunStatus[];
    cursor?: string | undefined;
    limit: number;
  }): Promise<RunPage> {
    return this.history.page(options);
  }

  /** One run of an account with its inputs and results; undefined when it is not theirs. */
  async runDetail(options: { email: string; runId: string }): Promise<RunDetail | undefined> {
    const run = await this.reads.findOwned(options.runId, options.email);
    return run ? this.history.detail(run) : undefined;
  }

  /** Cancels an account's run in progress or paused: see cancel-run.ts. */
  async cancelRun(options: { email: string; runId: string }): Promise<RunSummary> {
    return this.history.summaryOf(await cancelRun(this.context, this.cancels, options));
  }

  /** Runs an ended run again, from its failed step when it failed: see retry-run.ts. */
  retryRun(options: { email: string; runId: string; guard?: StartGuard | undefined }): Promise<RunAccepted> {
    return retryRun(this.context, options);
  }

  /** A test run of a user's draft (issue 30): see start-run.ts. */
  startTestRun(options: Parameters<typeof startDraftTestRun>[1]): Promise<RunAccepted> {
    return startDraftTestRun(this.context, options);
  }

  /** Starts the run that makes a task's sample results: see start-sample-run.ts. */
  startSampleRun(options: { definition: TaskDefinition; runId: string }): Promise<void> {
    return startSampleRun(this.context, options);
  }

  /** Moves runs that cannot move on by themselves: see reap-runs.ts. */
  reap(): Promise<{ requeued: number; ended: number }> {
    return reapRuns(this.context);
  }

  /**
   * Executes a run the queue's fetch claimed for this process (execute-run.ts). A run queued twice
   * (a start and a recovery) is claimed once by the fetch; one already in hand here is not run again.
   */
  async execute(run: RunRow, freePlace?: () => void): Promise<void> {
    if (this.active.has(run.id)) return;
    if (this.stopping) {
      // Claimed as the process stopped: back to the queue, for another process to take at once.
      await this.store.release(run.id);
      return this.send([run.id]);
    }
    const abort = new AbortController();
    const done = executeRun(this.context, run, abort, freePlace).finally(() => this.active.delete(run.id));
    this.active.set(run.id, { abort, done });
    await done;
  }

  private async send(runIds: string[]): Promise<void> {
    // A run that could not be queued is found by the reaper (no lease, queued long ago) and queued then.
    await Promise.all(runIds.map((runId) => this.sendOne(runId))).catch((error: unknown) => {
      this.options.log.error({ err: error, runIds }, 'queueing runs failed; the reaper will queue them');
    });
  }
}
