import { randomUUID } from 'node:crypto';
import type {
  ExecuteTaskRequest,
  PausedRequest,
  RequestStatus,
  Result,
  ResumeRequest,
  RunAccepted,
  TaskParameter,
} from '@taskwell/api-sdk';
import { isTaskUsable, lowestPlanFor } from '@taskwell/domain';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AssetRow, AssetStore } from '../assets/asset-store.ts';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database, OpenDatabase } from '../db/open-database.ts';
import { accounts, runs } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { Service, ServiceOutput, ServiceValue } from '../services/service.ts';
import { executeFlow, type FinishedStep, type FlowOutcome, type Resolved } from './execute-flow.ts';
import { microBatch } from './micro-batch.ts';
import { checkValue, type ValueProblem } from './parameter-rules.ts';
import { chargeAndCreateRun, endRun, type RunRow } from './run-ledger.ts';
import { createRunQueue, type RunQueue } from './run-queue.ts';
import { type Binding, type StepNode, stepsOf, type TaskDefinition } from './task-definition.ts';

/** How the runtime behaves; every field has a default (see {@link defaultRuntimeSettings}). */
export interface RuntimeSettings {
  /** Whether this process takes runs from the queue (an API process at scale may leave it to workers). */
  worker: boolean;
  /** Runs this process executes at once. */
  concurrency: number;
  /** How often an idle worker looks for runs it was not woken for (ms, at least 500). */
  pollingIntervalMs: number;
  /** How long a worker's claim on a run holds without a heartbeat (ms). */
  leaseMs: number;
  /** How often unfinished runs are checked for dead workers and deadlines (ms). */
  reaperIntervalMs: number;
  /** Times a run is taken before a dead worker makes it end ERROR. */
  maxAttempts: number;
  /** The longest one service call may take (ms). */
  stepTimeoutMs: number;
  /** The longest a run may be in progress, from start, before it is ABORTED (ms). */
  maxRunMs: number;
  /** How long a PAUSED run waits for its inputs before it is ABORTED (ms). */
  pausedTtlMs: number;
}

/** The defaults: a run claim of 30 s renewed every 10 s, 3 attempts, 2 minutes per step, 30 minutes per run. */
export const defaultRuntimeSettings: RuntimeSettings = {
  worker: true,
  concurrency: 16,
  pollingIntervalMs: 2000,
  leaseMs: 30_000,
  reaperIntervalMs: 10_000,
  maxAttempts: 3,
  stepTimeoutMs: 120_000,
  maxRunMs: 30 * 60_000,
  pausedTtlMs: 7 * 24 * 60 * 60_000,
};

/** What the runtime works with. */
export interface TaskRuntimeOptions {
  db: Database;
  database: OpenDatabase;
  assets: AssetStore;
  catalogue: TaskCatalogue;
  services: ReadonlyMap<string, Service>;
  now: () => number;
  log: FastifyBaseLogger;
  settings?: Partial<RuntimeSettings>;
}

/** A run's checkpoint: the output of every finished step. */
interface RunState {
  steps: Record<string, FinishedStep>;
}

/** A start parameter as kept on the run. */
interface RunInput {
  contentType: string;
  value: string;
  /** Set when the value is an uploaded file (image, PDF, or a dropped text file). */
  assetId?: string;
}

const fileExtensions: Record<string, string> = {
  'text/markdown': 'md',
  'text/plain': 'txt',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'audio/wav': 'wav',
  'application/json': 'json',
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id a paused run gives a missing input; `resumeRequest` sends it back with the value. */
function slotId(runId: string, ask: TaskParameter): string {
  return `${runId}:${ask.id}`;
}

/** spec §4 stepper: `step` is the index of the current service step (the active one is step + 1). */
function currentStep(finished: number, max: number): number {
  return max === 0 ? -1 : Math.min(finished, max - 1);
}

function invalid(details: ValueProblem[]): ApiError {
  return new ApiError(422, 'invalid_parameters', details.map((detail) => detail.message).join('; '), { details });
}

/**
 * Runs tasks: starts them (plan check, credit charge, queue), executes them in workers (flow,
 * checkpoints, pause, end), resumes paused ones, and reaps runs whose worker died or whose time
 * ran out. The runs table is the truth; the queue carries run ids; a lease on the row makes sure
 * one worker at a time executes a run, and a checkpoint after every step makes sure no finished
 * step runs twice.
 */
export class TaskRuntime {
  /** This process's identity as a lease owner. */
  readonly owner = randomUUID();
  readonly settings: RuntimeSettings;
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
  private readonly claimOne = microBatch<string, RunRow>(async (runIds) => {
    const at = this.now;
    const claimed = await this.options.db
      .update(runs)
      .set({
        leaseOwner: this.owner,
        leaseExpiresAt: new Date(at.getTime() + this.settings.leaseMs),
        attempts: sql`${runs.attempts} + 1`,
        startedAt: at,
        updatedAt: at,
      })
      .where(
        and(
          inArray(runs.id, [...new Set(runIds)]),
          eq(runs.status, 'IN_PROGRESS'),
          or(isNull(runs.leaseExpiresAt), lt(runs.leaseExpiresAt, at)),
        ),
      )
      .returning();
    return new Map(claimed.map((run) => [run.id, run]));
  });

  constructor(private readonly options: TaskRuntimeOptions) {
    this.settings = { ...defaultRuntimeSettings, ...options.settings };
    if (this.settings.pollingIntervalMs < 500) throw new Error('The queue polling interval must be at least 500 ms.');
    if (this.settings.leaseMs < 100) throw new Error('The run lease must be at least 100 ms.');
  }

  private get now(): Date {
    return new Date(this.options.now());
  }

  /**
   * Opens the queue and, when this process is a worker, starts taking runs and reaping. On the
   * embedded database no other process can hold a run, so runs left in progress by a previous
   * process are queued again at once, continuing from their last checkpoint.
   */
  async start(): Promise<void> {
    this.queue = await createRunQueue({
      database: this.options.database,
      concurrency: this.settings.concurrency,
      pollingIntervalMs: this.settings.pollingIntervalMs,
      onError: (error) => this.options.log.error({ err: error }, 'task run queue error'),
    });
    if (!this.settings.worker) return;
    if (this.options.database.kind === 'pglite') await this.recoverAll();
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
    for (const { abort } of this.active.values()) abort.abort(new Error('The server is shutting down.'));
    await Promise.allSettled([...this.active.values()].map((run) => run.done));
  }

  /** The task, when it exists and this server can run it. */
  definition(taskId: string): TaskDefinition | undefined {
    return this.options.catalogue.definitions.get(taskId);
  }

  // ---- start -------------------------------------------------------------------------------

  /**
   * Starts a run (spec §7 execute): the task must exist (404), the account's plan must unlock it
   * (403, spec §5), every form input must be valid (422), and the fee is charged atomically (402
   * without enough credit, and no run). The run is then queued.
   */
  async startRun(options: { email: string; request: ExecuteTaskRequest }): Promise<RunAccepted> {
    const { email, request } = options;
    const definition = this.definition(request.taskId);
    if (!definition) throw notFound('That task');
    const [account] = await this.options.db
      .select({ plan: accounts.plan })
      .from(accounts)
      .where(eq(accounts.email, email))
      .limit(1);
    if (!account) throw notFound('The account');
    if (!isTaskUsable(account.plan, definition.plans)) {
      const lowest = lowestPlanFor(definition.plans);
      throw new ApiError(
        403,
        'plan_required',
        `Your ${account.plan} plan does not include "${definition.name}". Upgrade to ${lowest?.name ?? 'a higher plan'} to run it.`,
      );
    }
    const inputs = await this.checkInputs(definition, email, request.parameters);
    const at = this.now;
    const id = randomUUID();
    await chargeAndCreateRun(this.options.db, {
      id,
      accountEmail: email,
      taskId: definition.id,
      status: 'IN_PROGRESS',
      fee: definition.powerFee,
      inputs,
      answers: {},
      state: { steps: {} } satisfies RunState,
      results: [],
      step: 0,
      max: stepsOf(definition.flow).length,
      queuedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    await this.send([id]);
    return { status: 'IN_PROGRESS', requestId: id };
  }

  private async send(runIds: string[]): Promise<void> {
    // A run that could not be queued is found by the reaper (no lease, queued long ago) and queued then.
    await Promise.all(runIds.map((runId) => this.sendOne(runId))).catch((error: unknown) => {
      this.options.log.error({ err: error, runIds }, 'queueing runs failed; the reaper will queue them');
    });
  }

  /** Checks the start parameters against the task's form and keeps them as the run's inputs. */
  private async checkInputs(
    definition: TaskDefinition,
    email: string,
    parameters: ExecuteTaskRequest['parameters'],
  ): Promise<Record<string, RunInput>> {
    const known = new Map(definition.parameters.map((parameter) => [parameter.name, parameter]));
    const problems: ValueProblem[] = [];
    for (const name of Object.keys(parameters)) {
      if (!known.has(name))
        problems.push({ path: `/body/parameters/${name}`, message: `${name}: the task has no such input` });
    }
    const values = Object.fromEntries(Object.entries(parameters).map(([name, parameter]) => [name, parameter.value]));
    const inputs: Record<string, RunInput> = {};
    for (const parameter of definition.parameters) {
      const sent = parameters[parameter.name];
      const path = `/body/parameters/${parameter.name}`;
      const problem = checkValue({ parameter, value: sent?.value, values, path });
      if (problem) {
        problems.push(problem);
        continue;
      }
      if (!sent || sent.value.trim() === '') continue;
      const file = await this.fileInput(parameter, sent.value, email, path);
      if ('problem' in file) problems.push(file.problem);
      else inputs[parameter.name] = file.input;
    }
    if (problems.length > 0) throw invalid(problems);
    return inputs;
  }

  /**
   * A value of an image or PDF input is the id of the user's upload of that kind; a text input may
   * also hold the id of an uploaded text file (spec §5 text drop), whose content is then used.
   */
  private async fileInput(
    parameter: TaskParameter,
    value: string,
    email: string,
    path: string,
  ): Promise<{ input: RunInput } | { problem: ValueProblem }> {
    const type = parameter.ui?.type;
    const label = parameter.ui?.placeholder ?? parameter.name;
    if (type !== 'image' && type !== 'pdf') {
      if (type === 'text' && uuidPattern.test(value.trim())) {
        const asset = await this.options.assets.findOwned(value.trim(), email);
        if (asset?.contentType.startsWith('text/')) {
          return { input: { contentType: asset.contentType, value: value.trim(), assetId: asset.id } };
        }
      }
      return { input: { contentType: parameter.valueType, value } };
    }
    const asset = await this.options.assets.findOwned(value, email);
    if (!asset) return { problem: { path, message: `${label}: the uploaded file was not found; upload it again` } };
    const fits = type === 'image' ? asset.contentType.startsWith('image/') : asset.contentType === 'application/pdf';
    if (!fits)
      return {
        problem: { path, message: `${label}: the uploaded file is not ${type === 'image' ? 'an image' : 'a PDF'}` },
      };
    return { input: { contentType: asset.contentType, value, assetId: asset.id } };
  }

  // ---- status ------------------------------------------------------------------------------

  private async ownedRun(runId: string, email: string): Promise<RunRow> {
    const [run] = await this.options.db
      .select()
      .from(runs)
      .where(and(eq(runs.id, runId), eq(runs.accountEmail, email)))
      .limit(1);
    // Someone else's run is not found, as an unknown one.
    if (!run) throw notFound('That run');
    return run;
  }

  /** spec §7 results: status, step, max, results so far, and what a paused run waits for. */
  async runStatus(options: { email: string; runId: string }): Promise<RequestStatus> {
    const run = await this.ownedRun(options.runId, options.email);
    const finished = Object.keys((run.state as unknown as RunState).steps).length;
    return {
      status: run.status as RequestStatus['status'],
      requestId: run.id,
      step: currentStep(finished, run.max),
      max: run.max,
      results: run.results as Result[],
      ...(run.status === 'PAUSED' && run.missing ? { missing: run.missing as unknown as PausedRequest } : {}),
      ...(run.message ? { message: run.message } : {}),
    };
  }

  // ---- resume ------------------------------------------------------------------------------

  /**
   * Resumes a paused run with the inputs it asked for (spec §4 Continue). A run that is not paused
   * answers 409. Answers are checked like form inputs; a resume that leaves some input missing
   * keeps the run PAUSED and says which.
   */
  async resumeRun(options: { email: string; runId: string; request: ResumeRequest }): Promise<RunAccepted> {
    const run = await this.ownedRun(options.runId, options.email);
    if (run.status !== 'PAUSED') {
      throw new ApiError(409, 'not_paused', `This run is ${run.status.toLowerCase().replace('_', ' ')}, not paused.`);
    }
    const definition = this.definition(run.taskId);
    if (!definition) throw new ApiError(409, 'task_unavailable', 'This task can no longer run on this server.');
    const missing = (run.missing as unknown as PausedRequest | null)?.parameters ?? [];
    const bySlot = new Map(missing.map((entry) => [entry.assetId, entry.parameter]));
    const answers: Record<string, string> = { ...(run.answers as Record<string, string>) };
    const values: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(run.inputs as Record<string, RunInput>).map(([name, input]) => [name, input.value]),
      ),
      ...answers,
    };
    const problems: ValueProblem[] = [];
    options.request.parameters.forEach((answer, index) => {
      const parameter = bySlot.get(answer.assetId);
      if (!parameter) {
        problems.push({
          path: `/body/parameters/${index}/assetId`,
          message: `${answer.assetId} is not an input this run waits for`,
        });
        return;
      }
      values[parameter.name] = answer.value;
    });
    for (const [index, answer] of options.request.parameters.entries()) {
      const parameter = bySlot.get(answer.assetId);
      if (!parameter || answer.value.trim() === '') continue;
      const path = `/body/parameters/${index}/value`;
      const problem = checkValue({ parameter, value: answer.value, values, path });
      if (problem) {
        problems.push(problem);
        continue;
      }
      if (parameter.ui?.type === 'image' || parameter.ui?.type === 'pdf') {
        const file = await this.fileInput(parameter, answer.value, options.email, path);
        if ('problem' in file) {
          problems.push(file.problem);
          continue;
        }
      }
      answers[parameter.name] = answer.value;
    }
    if (problems.length > 0) throw invalid(problems);
    const stillMissing = missing.filter((entry) => answers[entry.parameter.name] === undefined);
    const at = this.now;
    const resumed = stillMissing.length === 0;
    const message = resumed ? null : this.waitingMessage(stillMissing.map((entry) => entry.parameter));
    const [updated] = await this.options.db
      .update(runs)
      .set(
        resumed
          ? { answers, status: 'IN_PROGRESS', missing: null, message: null, attempts: 0, queuedAt: at, updatedAt: at }
          : { answers, missing: { requestId: run.id, parameters: stillMissing }, message, updatedAt: at },
      )
      // Of two resumes racing, one wins; the other sees a run that moved on.
      .where(and(eq(runs.id, run.id), eq(runs.status, 'PAUSED'), eq(runs.updatedAt, run.updatedAt)))
      .returning({ id: runs.id });
    if (!updated) throw new ApiError(409, 'not_paused', 'This run changed meanwhile; load it again.');
    if (!resumed) return { status: 'PAUSED', requestId: run.id, message: message as string };
    await this.send([run.id]);
    return { status: 'IN_PROGRESS', requestId: run.id };
  }

  /** Why a run past its deadline was stopped (by its own worker or by the reaper). */
  private overtimeMessage(): string {
    const minutes = Math.round(this.settings.maxRunMs / 60_000);
    return `The run took longer than ${minutes} minutes and was stopped; its credits were refunded.`;
  }

  private waitingMessage(parameters: readonly TaskParameter[]): string {
    return `Waiting for: ${parameters.map((parameter) => parameter.ui?.placeholder ?? parameter.name).join(', ')}.`;
  }

  // ---- execution ---------------------------------------------------------------------------

  /** Takes a queued run: claims it, runs its flow from the checkpoint, and ends or pauses it. */
  async execute(runId: string): Promise<void> {
    if (this.stopping || this.active.has(runId)) return;
    const run = await this.claimOne(runId);
    // Finished, paused, or in another worker's hands.
    if (!run) return;
    const abort = new AbortController();
    const done = this.executeClaimed(run, abort).finally(() => this.active.delete(runId));
    this.active.set(runId, { abort, done });
    await done;
  }

  private async executeClaimed(run: RunRow, abort: AbortController): Promise<void> {
    const { log } = this.options;
    const definition = this.definition(run.taskId);
    if (!definition) {
      await this.end(run, 'ERROR', 'This task can no longer run on this server; its credits were refunded.', 0);
      return;
    }
    const state = structuredClone(run.state as unknown as RunState);
    const results = [...(run.results as Result[])];
    const outputs = new Map<string, ServiceValue>();
    let lost = false;
    let completedWithCheckpoint = false;
    let writes = Promise.resolve();

    // The claim is renewed while a step runs; a lost claim (the reaper gave the run to another
    // worker) stops this execution.
    const renew = setInterval(
      () => {
        this.renewLease(run.id).then(
          (held) => {
            if (!held) {
              lost = true;
              abort.abort(new Error('The run lease was lost.'));
            }
          },
          (error: unknown) => log.warn({ err: error, runId: run.id }, 'renewing a run lease failed'),
        );
      },
      Math.max(50, Math.floor(this.settings.leaseMs / 3)),
    );
    const deadline = setTimeout(
      () => abort.abort(new Error('deadline')),
      Math.max(0, run.createdAt.getTime() + this.settings.maxRunMs - this.options.now()),
    );

    const record = async (step: StepNode, output: ServiceOutput): Promise<FinishedStep> => {
      const created = this.now.toISOString();
      const baseType = output.contentType.split(';')[0]?.trim() ?? output.contentType;
      const assetId = randomUUID();
      const fileName = `${step.step}.${fileExtensions[baseType] ?? 'bin'}`;
      const storageName = await this.options.assets.writeGenerated(output.bytes);
      outputs.set(step.step, { contentType: baseType, bytes: output.bytes, fileName });
      const finished: FinishedStep = { assetId, contentType: baseType, source: output.source, created };
      state.steps[step.step] = finished;
      results.push({
        parameter: {
          name: step.output,
          metadata: { 'Content-Type': baseType, created },
          value: [{ source: output.source, data: assetId }],
        },
      });
      const asset = {
        id: assetId,
        fileName,
        contentType: baseType,
        size: output.bytes.length,
        storageName,
        metadata: { created, source: output.source, runId: run.id, step: step.step, 'Content-Type': baseType },
      };
      // Checkpoints of parallel branches are written one after another, each with everything so far.
      // The last step's checkpoint also completes the run: one statement fewer per run.
      const complete = Object.keys(state.steps).length === run.max;
      if (complete) completedWithCheckpoint = true;
      const write = writes.then(() => this.checkpoint(run, state, results, asset, complete));
      writes = write.then(
        () => undefined,
        () => undefined,
      );
      let held: boolean;
      try {
        held = await write;
      } catch (error) {
        await this.options.assets.removeFile(storageName);
        throw error;
      }
      if (!held) {
        await this.options.assets.removeFile(storageName);
        lost = true;
        abort.abort(new Error('The run lease was lost.'));
        throw abort.signal.reason;
      }
      return finished;
    };

    const resolve = (binding: Binding): Promise<Resolved> =>
      this.resolveBinding({ run, definition, state, outputs, binding });

    let outcome: FlowOutcome;
    try {
      outcome = await executeFlow({
        definition,
        services: this.options.services,
        finished: new Map(Object.entries(state.steps)),
        resolve,
        record,
        signal: abort.signal,
        stepTimeoutMs: this.settings.stepTimeoutMs,
      });
    } catch (error) {
      // Aborted: shutdown (release the run for another worker), lost claim (someone else has it),
      // or the run's deadline (ABORTED with a refund).
      clearInterval(renew);
      clearTimeout(deadline);
      await writes;
      if (lost) return;
      if (this.stopping) {
        await this.release(run.id);
        return;
      }
      if (abort.signal.reason instanceof Error && abort.signal.reason.message === 'deadline') {
        await this.end(run, 'ABORTED', this.overtimeMessage(), Object.keys(state.steps).length);
        return;
      }
      log.error({ err: error, runId: run.id }, 'task run failed unexpectedly');
      await this.end(
        run,
        'ERROR',
        'The run failed because of an error on our side; its credits were refunded.',
        Object.keys(state.steps).length,
      );
      return;
    }
    clearInterval(renew);
    clearTimeout(deadline);
    await writes;
    const finishedCount = Object.keys(state.steps).length;
    switch (outcome.kind) {
      case 'completed':
        if (!completedWithCheckpoint) await this.end(run, 'COMPLETED', null, finishedCount);
        return;
      case 'failed':
        if (!(outcome.cause instanceof Error && outcome.cause.name === 'ServiceError')) {
          log.error({ err: outcome.cause, runId: run.id }, 'a task step failed');
        }
        await this.end(run, 'ERROR', `${outcome.message} Its credits were refunded.`, finishedCount);
        return;
      case 'paused':
        await this.pause(run, definition, outcome.asks, finishedCount);
        return;
      default:
        outcome satisfies never;
    }
  }

  private async resolveBinding(options: {
    run: RunRow;
    definition: TaskDefinition;
    state: RunState;
    outputs: Map<string, ServiceValue>;
    binding: Binding;
  }): Promise<Resolved> {
    const { run, binding } = options;
    if ('value' in binding)
      return { kind: 'value', value: { contentType: 'text/plain', bytes: Buffer.from(binding.value) } };
    if ('step' in binding) {
      const cached = options.outputs.get(binding.step);
      if (cached) return { kind: 'value', value: cached };
      const finished = options.state.steps[binding.step];
      if (!finished) throw new Error(`Step ${binding.step} has not finished`);
      const value = await this.readAsset(finished.assetId, run.accountEmail);
      options.outputs.set(binding.step, value);
      return { kind: 'value', value };
    }
    if ('ask' in binding) {
      const answer = (run.answers as Record<string, string>)[binding.ask];
      if (answer === undefined) return { kind: 'missing', ask: binding.ask };
      const ask = options.definition.asks?.find((candidate) => candidate.name === binding.ask);
      if (ask?.ui?.type === 'image' || ask?.ui?.type === 'pdf') {
        return { kind: 'value', value: await this.readAsset(answer, run.accountEmail) };
      }
      return { kind: 'value', value: { contentType: ask?.valueType ?? 'text/plain', bytes: Buffer.from(answer) } };
    }
    const input = (run.inputs as Record<string, RunInput>)[binding.param];
    if (!input)
      return { kind: 'value', value: { contentType: 'text/plain', bytes: Buffer.from(binding.default ?? '') } };
    if (input.assetId) return { kind: 'value', value: await this.readAsset(input.assetId, run.accountEmail) };
    return { kind: 'value', value: { contentType: input.contentType, bytes: Buffer.from(input.value) } };
  }

  private async readAsset(assetId: string, owner: string): Promise<ServiceValue> {
    const asset: AssetRow | undefined = await this.options.assets.findOwned(assetId, owner);
    if (!asset) throw new ApiError(410, 'asset_gone', 'An input file of this run is gone.');
    return { contentType: asset.contentType, bytes: await this.options.assets.read(asset), fileName: asset.fileName };
  }

  /**
   * Writes a finished step in one statement: the run's checkpoint (state, results, step, renewed
   * claim) and its output's asset row, the asset only if this worker still holds the run.
   */
  private async checkpoint(
    run: RunRow,
    state: RunState,
    results: Result[],
    asset: {
      id: string;
      fileName: string;
      contentType: string;
      size: number;
      storageName: string;
      metadata: Record<string, unknown>;
    },
    complete: boolean,
  ): Promise<boolean> {
    const at = this.now;
    const stamp = at.toISOString();
    const ending = complete
      ? sql`status = 'COMPLETED', message = NULL, lease_owner = NULL, lease_expires_at = NULL, finished_at = ${stamp}::timestamptz`
      : sql`lease_expires_at = ${new Date(at.getTime() + this.settings.leaseMs).toISOString()}::timestamptz`;
    const result = (await this.options.db.execute(sql`
      WITH held AS (
        UPDATE runs SET state = ${JSON.stringify(state)}::jsonb, results = ${JSON.stringify(results)}::jsonb,
          step = ${Object.keys(state.steps).length},
          updated_at = ${stamp}::timestamptz, ${ending}
        WHERE id = ${run.id} AND lease_owner = ${this.owner} AND status = 'IN_PROGRESS'
        RETURNING account_email
      ), stored AS (
        INSERT INTO assets (id, owner_email, file_name, content_type, size, storage_name, metadata, created_at)
        SELECT ${asset.id}, account_email, ${asset.fileName}, ${asset.contentType}, ${asset.size}, ${asset.storageName},
          ${JSON.stringify(asset.metadata)}::jsonb, ${stamp}::timestamptz
        FROM held
      )
      SELECT count(*)::int AS held FROM held`)) as unknown as { rows: { held: number }[] };
    return Number(result.rows[0]?.held ?? 0) === 1;
  }

  private async renewLease(runId: string): Promise<boolean> {
    const at = this.now;
    const [renewed] = await this.options.db
      .update(runs)
      .set({ leaseExpiresAt: new Date(at.getTime() + this.settings.leaseMs) })
      .where(and(eq(runs.id, runId), eq(runs.leaseOwner, this.owner), eq(runs.status, 'IN_PROGRESS')))
      .returning({ id: runs.id });
    return renewed !== undefined;
  }

  /** Gives a run back (shutdown): no lease, queued again for whichever worker comes next. */
  private async release(runId: string): Promise<void> {
    try {
      await this.options.db
        .update(runs)
        .set({ leaseOwner: null, leaseExpiresAt: null, queuedAt: this.now })
        .where(and(eq(runs.id, runId), eq(runs.leaseOwner, this.owner)));
    } catch (error) {
      this.options.log.warn({ err: error, runId }, 'releasing a run failed');
    }
  }

  private async end(run: RunRow, status: 'COMPLETED' | 'ERROR' | 'ABORTED', message: string | null, finished: number) {
    await endRun(this.options.db, {
      runId: run.id,
      status,
      message,
      step: finished,
      now: this.now,
      where: and(eq(runs.leaseOwner, this.owner), eq(runs.status, 'IN_PROGRESS')),
    });
  }

  private async pause(run: RunRow, definition: TaskDefinition, askNames: string[], finished: number): Promise<void> {
    const asks = askNames
      .map((name) => definition.asks?.find((ask) => ask.name === name))
      .filter((ask): ask is TaskParameter => ask !== undefined);
    const missing: PausedRequest = {
      requestId: run.id,
      parameters: asks.map((ask) => ({ assetId: slotId(run.id, ask), parameter: ask })),
    };
    const at = this.now;
    await this.options.db
      .update(runs)
      .set({
        status: 'PAUSED',
        missing: missing as unknown as Record<string, unknown>,
        message: this.waitingMessage(asks),
        step: finished,
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: at,
      })
      .where(and(eq(runs.id, run.id), eq(runs.leaseOwner, this.owner), eq(runs.status, 'IN_PROGRESS')));
  }

  // ---- recovery ----------------------------------------------------------------------------

  /** Embedded start: every run left in progress is this database's only process's, so queue it again. */
  private async recoverAll(): Promise<void> {
    const left = await this.options.db
      .update(runs)
      .set({ leaseOwner: null, leaseExpiresAt: null, queuedAt: this.now })
      .where(eq(runs.status, 'IN_PROGRESS'))
      .returning({ id: runs.id });
    if (left.length > 0) {
      this.options.log.info({ runs: left.length }, 'queueing again the runs a previous process left in progress');
      await this.send(left.map((run) => run.id));
    }
  }

  /**
   * Finds runs that cannot move on by themselves and moves them: a run whose worker died (its
   * claim expired) is queued again from its checkpoint, or ends ERROR with a refund after
   * `maxAttempts`; a run never taken from the queue is queued again; a run past its deadline, or
   * paused too long, is ABORTED with a refund. Safe in every process at once: each change is
   * conditional on the state it was decided on.
   */
  async reap(): Promise<{ requeued: number; ended: number }> {
    const { db } = this.options;
    const at = this.now;
    const nowMs = at.getTime();
    let ended = 0;
    const stale = await db
      .select()
      .from(runs)
      .where(
        or(
          and(eq(runs.status, 'IN_PROGRESS'), isNotNull(runs.leaseExpiresAt), lt(runs.leaseExpiresAt, at)),
          and(
            eq(runs.status, 'IN_PROGRESS'),
            isNull(runs.leaseExpiresAt),
            lt(runs.queuedAt, new Date(nowMs - this.settings.leaseMs)),
          ),
          and(eq(runs.status, 'IN_PROGRESS'), lt(runs.createdAt, new Date(nowMs - this.settings.maxRunMs))),
          and(eq(runs.status, 'PAUSED'), lt(runs.updatedAt, new Date(nowMs - this.settings.pausedTtlMs))),
        ),
      )
      .limit(500);
    const requeue: string[] = [];
    for (const run of stale) {
      const finished = Object.keys((run.state as unknown as RunState).steps).length;
      const unchanged = and(
        eq(runs.status, run.status),
        run.leaseExpiresAt ? eq(runs.leaseExpiresAt, run.leaseExpiresAt) : isNull(runs.leaseExpiresAt),
      );
      if (run.status === 'PAUSED') {
        const days = Math.round(this.settings.pausedTtlMs / 86_400_000);
        const done = await endRun(db, {
          runId: run.id,
          status: 'ABORTED',
          message: `The run waited for its inputs longer than ${days} days and was stopped; its credits were refunded.`,
          step: finished,
          now: at,
          where: unchanged,
        });
        if (done) ended += 1;
        continue;
      }
      if (run.createdAt.getTime() < nowMs - this.settings.maxRunMs) {
        const done = await endRun(db, {
          runId: run.id,
          status: 'ABORTED',
          message: this.overtimeMessage(),
          step: finished,
          now: at,
          where: eq(runs.status, 'IN_PROGRESS'),
        });
        if (done) ended += 1;
        continue;
      }
      if (run.attempts >= this.settings.maxAttempts) {
        const done = await endRun(db, {
          runId: run.id,
          status: 'ERROR',
          message: 'The run was interrupted too many times and was stopped; its credits were refunded.',
          step: finished,
          now: at,
          where: unchanged,
        });
        if (done) ended += 1;
        continue;
      }
      const [released] = await db
        .update(runs)
        .set({ leaseOwner: null, leaseExpiresAt: null, queuedAt: at })
        .where(and(eq(runs.id, run.id), unchanged))
        .returning({ id: runs.id });
      if (released) requeue.push(run.id);
    }
    if (requeue.length > 0) {
      this.options.log.warn({ runs: requeue.length }, 'queueing again runs whose worker stopped');
      await this.send(requeue);
    }
    return { requeued: requeue.length, ended };
  }
}
