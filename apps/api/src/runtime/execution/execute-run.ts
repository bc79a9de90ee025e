import type { TaskParameter } from '@taskwell/api-sdk';
import type { Binding, StepNode, TaskDefinition } from '@taskwell/task-engine';
import { resultFileName } from '../../assets/result-file-name.ts';
import { newRowId } from '../../db/row-ids.ts';
import type { FinishedStep, RunCheckpoint, RunMissing, RunResults } from '../../db/run-columns.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceOutput, ServiceValue } from '../../services/service.ts';
import type { RunRow } from '../persistence/run-writes.ts';
import type { RunContext } from '../run-context.ts';
import { type CheckpointOutcome, checkpointPipeline } from './checkpoint-pipeline.ts';
import { executeFlow, type FlowOutcome, type Resolved } from './execute-flow.ts';
import { OutageOutlasted, outlastOutage } from './outlast-outage.ts';
import { fileExtensions, inlineText } from './output-files.ts';
import { RunStopped } from './run-errors.ts';
import {
  internalFailureMessage,
  overtimeMessage,
  slotId,
  stepFailureMessage,
  taskGoneMessage,
  waitingMessage,
} from './run-messages.ts';
import { stepPersona } from './step-persona.ts';

/** What one execution of a claimed run holds while its flow runs. */
interface Execution {
  context: RunContext;
  run: RunRow;
  definition: TaskDefinition;
  state: RunCheckpoint;
  results: RunResults;
  /** Outputs of this execution's steps (and of earlier ones once read), by step id. */
  outputs: Map<string, ServiceValue>;
  abort: AbortController;
}

/**
 * Runs a step's own reads and writes (its input read, its output stored, its checkpoint written)
 * through an outage of the database or the file storage, for up to the run's bound (issue 42).
 */
function outlasting<T>(execution: Execution, work: () => Promise<T>): Promise<T> {
  const { context, abort } = execution;
  return outlastOutage(work, {
    limitMs: context.settings.outageWaitMs,
    signal: abort.signal,
    log: context.log,
  });
}

async function readAsset(execution: Execution, assetId: string, owner: string): Promise<ServiceValue> {
  const { context } = execution;
  const asset = await outlasting(execution, () => context.assets.findOwned(assetId, owner));
  if (!asset) throw new DomainError('gone', 'asset_gone', 'An input file of this run is gone.');
  const bytes = await outlasting(execution, () => context.assets.read(asset));
  return { contentType: asset.contentType, bytes, fileName: asset.fileName };
}

/** The value a step input is bound to: a literal, an earlier step's output, an answer, or a start input. */
async function resolveBinding(execution: Execution, binding: Binding): Promise<Resolved> {
  const { run } = execution;
  if ('value' in binding) {
    return { kind: 'value', value: { contentType: 'text/plain', bytes: Buffer.from(binding.value) } };
  }
  if ('step' in binding) {
    const cached = execution.outputs.get(binding.step);
    if (cached) return { kind: 'value', value: cached };
    const finished = execution.state.steps[binding.step];
    if (!finished) throw new Error(`Step ${binding.step} has not finished`);
    const value = await readAsset(execution, finished.assetId, run.accountEmail);
    execution.outputs.set(binding.step, value);
    return { kind: 'value', value };
  }
  if ('ask' in binding) {
    const answer = run.answers[binding.ask];
    if (answer === undefined) return { kind: 'missing', ask: binding.ask };
    const ask = execution.definition.asks?.find((candidate) => candidate.name === binding.ask);
    if (ask?.ui?.type === 'image' || ask?.ui?.type === 'pdf') {
      return { kind: 'value', value: await readAsset(execution, answer, run.accountEmail) };
    }
    return { kind: 'value', value: { contentType: ask?.valueType ?? 'text/plain', bytes: Buffer.from(answer) } };
  }
  const input = run.inputs[binding.param];
  if (!input) {
    return { kind: 'value', value: { contentType: 'text/plain', bytes: Buffer.from(binding.default ?? '') } };
  }
  if (input.assetId) return { kind: 'value', value: await readAsset(execution, input.assetId, run.accountEmail) };
  return { kind: 'value', value: { contentType: input.contentType, bytes: Buffer.from(input.value) } };
}

/**
 * Stores a step's output and hands its checkpoint to the run's pipeline (decision 060): the next
 * step starts once no earlier checkpoint is being written, and checkpoints of steps finished in
 * one turn are written as one. The checkpoint with the last step also completes the run (one
 * statement fewer per run). A lost claim stops the execution; the output files of checkpoints
 * never written are removed.
 */
function recorder(execution: Execution): {
  record: (step: StepNode, output: ServiceOutput) => Promise<FinishedStep>;
  settled: () => Promise<CheckpointOutcome>;
  completed: () => boolean;
} {
  const { context, run, state, results, abort } = execution;
  const pipeline = checkpointPipeline({
    // Once a step's outputs are stored, their inclusive-language checks are queued (issue 28):
    // made in the background, never awaited by the run.
    write: async (checkpoint) => {
      const held = await outlasting(execution, () => context.store.checkpoint(checkpoint));
      if (held) context.checks.schedule(checkpoint.assets);
      return held;
    },
    discard: (checkpoint) => {
      for (const asset of checkpoint.assets) {
        if (asset.storageName === null) continue;
        context.assets.removeFile(asset.storageName).catch((error: unknown) => {
          context.log.warn({ err: error, runId: run.id }, 'removing an unrecorded output failed');
        });
      }
    },
  });
  let completed = false;
  const record = async (step: StepNode, output: ServiceOutput): Promise<FinishedStep> => {
    const created = context.now().toISOString();
    const baseType = output.contentType.split(';')[0]?.trim() ?? output.contentType;
    const assetId = newRowId();
    const extension = fileExtensions[baseType] ?? 'bin';
    // A bought run's buyer may not see the flow: its files are named after their results, and
    // their metadata names no step (so they have no lineage in My Assets).
    const sold = run.listingId !== null;
    const fileName = sold ? resultFileName(step.output, extension) : `${step.step}.${extension}`;
    // The step's work is done: its output waits out a storage outage rather than failing the run.
    const stored = await outlasting(execution, () => context.assets.storeOutput(output.bytes));
    // The syntax tree of a markdown output goes along: later steps need not parse it again.
    const document = output.document ? { document: output.document } : {};
    execution.outputs.set(step.step, { contentType: baseType, bytes: output.bytes, fileName, ...document });
    // The tokens an AI step used go with its checkpoint and its result (issue 40).
    const usage = output.usage ? { usage: output.usage } : {};
    const finished: FinishedStep = { assetId, contentType: baseType, source: output.source, created, ...usage };
    state.steps[step.step] = finished;
    results.push({
      parameter: {
        name: step.output,
        metadata: { 'Content-Type': baseType, created },
        value: [{ source: output.source, data: assetId, ...inlineText(baseType, output.bytes), ...usage }],
      },
    });
    const asset = {
      id: assetId,
      fileName,
      contentType: baseType,
      size: output.bytes.length,
      ...stored,
      metadata: {
        created,
        source: output.source,
        runId: run.id,
        ...(sold ? {} : { step: step.step }),
        'Content-Type': baseType,
      },
    };
    const complete = Object.keys(state.steps).length === run.max;
    if (complete) completed = true;
    // What this checkpoint says, as of now: a parallel branch that finishes while it waits for
    // its turn must not appear in it before its own asset row exists.
    const outcome = await pipeline.record({
      run,
      state: { steps: { ...state.steps } },
      results: [...results],
      assets: [asset],
      complete,
    });
    switch (outcome.kind) {
      case 'ok':
        context.log.debug({ step: step.step, service: step.service }, 'run step finished');
        return finished;
      case 'lost':
        abort.abort(new RunStopped('lease_lost'));
        throw abort.signal.reason;
      case 'failed':
        throw outcome.error;
      default:
        return outcome satisfies never;
    }
  };
  return { record, settled: () => pipeline.settled(), completed: () => completed };
}

async function pause(execution: Execution, askNames: string[], finished: number): Promise<void> {
  const { run, definition } = execution;
  const asks = askNames
    .map((name) => definition.asks?.find((ask) => ask.name === name))
    .filter((ask): ask is TaskParameter => ask !== undefined);
  const missing: RunMissing = {
    requestId: run.id,
    parameters: asks.map((ask) => ({ assetId: slotId(run.id, ask), parameter: ask })),
  };
  await execution.context.store.pause({ run, missing, message: waitingMessage(asks), step: finished });
  execution.context.log.info({ asks: askNames }, 'run paused for inputs');
}

const neverAborted = new AbortController().signal;

/** Ends a run this worker holds. */
async function end(execution: Execution, status: 'COMPLETED' | 'ERROR' | 'ABORTED', message: string | null) {
  const step = Object.keys(execution.state.steps).length;
  const ended = await outlastOutage(
    () => execution.context.store.end({ runId: execution.run.id, status, message, step, guard: { kind: 'owned' } }),
    // Not cut short by the run's own abort: a deadline or a cancel ends the run through here too.
    {
      limitMs: execution.context.settings.outageWaitMs,
      signal: neverAborted,
      log: execution.context.log,
    },
  );
  if (ended) execution.context.log.info({ status }, 'run ended');
}

/** What an execution stopped from outside does with its run: give it back, let go, or abort it. */
async function settleStopped(execution: Execution, stopped: RunStopped): Promise<void> {
  const { context, run } = execution;
  switch (stopped.stopCause) {
    case 'lease_lost':
    case 'cancelled':
      return;
    case 'shutdown':
      // Back to the queue from its last finished step: another process takes it at once (a run
      // whose release or send failed is found by the reaper when its claim expires).
      try {
        await context.store.release(run.id);
        await context.send([run.id]);
        context.log.info('run handed back to the queue');
      } catch (error) {
        context.log.warn({ err: error, runId: run.id }, 'handing a run back failed');
      }
      return;
    case 'deadline':
      await end(execution, 'ABORTED', overtimeMessage(context.settings.maxRunMs));
      return;
    default:
      stopped.stopCause satisfies never;
  }
}

async function settleOutcome(execution: Execution, outcome: FlowOutcome, completed: boolean): Promise<void> {
  const { context, run } = execution;
  switch (outcome.kind) {
    case 'completed':
      // The last step's checkpoint completed the run; one whose steps had all finished before ends here.
      if (completed) context.log.info({ status: 'COMPLETED' }, 'run ended');
      else await end(execution, 'COMPLETED', null);
      return;
    case 'failed':
      // A service's refusal is the user's to read; an outage is the operator's (logged as it
      // began); anything else is ours to look into.
      if (outcome.reason === 'outage')
        context.log.warn({ runId: run.id }, 'a run failed: an outage outlasted its bound');
      else if (outcome.reason !== 'service')
        context.log.error({ err: outcome.cause, runId: run.id }, 'a task step failed');
      await end(execution, 'ERROR', stepFailureMessage(outcome.message));
      return;
    case 'paused':
      await pause(execution, outcome.asks, Object.keys(execution.state.steps).length);
      return;
    default:
      outcome satisfies never;
  }
}

/**
 * Executes a run this worker has claimed: runs its flow from the checkpoint while renewing the
 * claim, then ends or pauses it. `abort` stops it from outside (with a {@link RunStopped} reason:
 * shutdown, lost claim, deadline). `freePlace` is called once the flow is over: what is left is
 * the run's last writes (its final checkpoint, an end, a pause), which need no execution place
 * (the worker takes its next runs beside them; the claim holds until they are written).
 */
export async function executeRun(
  shared: RunContext,
  run: RunRow,
  abort: AbortController,
  freePlace: () => void = () => undefined,
): Promise<void> {
  // Issue 27: every line about this run carries its requestId, the id its starter was given (and
  // the start request's own line names it too: operations/run-operations.ts).
  const context: RunContext = { ...shared, log: shared.log.child({ requestId: run.id }) };
  const definition = await context.definitions.ofRun(run);
  context.log.debug({ task: run.taskId, attempt: run.attempts }, 'run taken');
  if (!definition) {
    context.log.warn({ task: run.taskId }, 'the task of a run is gone');
    await context.store.end({
      runId: run.id,
      status: 'ERROR',
      message: taskGoneMessage,
      step: 0,
      guard: { kind: 'owned' },
    });
    return;
  }
  const execution: Execution = {
    context,
    run,
    definition,
    state: structuredClone(run.state),
    results: [...run.results],
    outputs: new Map(),
    abort,
  };
  const { record, settled, completed } = recorder(execution);

  // The claim is renewed while a step runs; a lost claim (the reaper gave the run to another
  // worker) stops this execution.
  const renew = setInterval(
    () => {
      context.store.renewLease(run.id).then(
        (held) => {
          if (!held) abort.abort(new RunStopped('lease_lost'));
        },
        (error: unknown) => context.log.warn({ err: error, runId: run.id }, 'renewing a run lease failed'),
      );
    },
    Math.max(50, Math.floor(context.settings.leaseMs / 3)),
  );
  const deadline = setTimeout(
    () => abort.abort(new RunStopped('deadline')),
    Math.max(0, run.createdAt.getTime() + context.settings.maxRunMs - context.now().getTime()),
  );
  const stopTimers = () => {
    clearInterval(renew);
    clearTimeout(deadline);
    return settled();
  };

  let outcome: FlowOutcome;
  try {
    outcome = await executeFlow({
      definition,
      services: context.services,
      finished: new Map(Object.entries(execution.state.steps)),
      resolve: (binding) => resolveBinding(execution, binding),
      record,
      signal: abort.signal,
      draining: context.draining,
      stepTimeoutMs: context.settings.stepTimeoutMs,
      caller: { accountEmail: run.accountEmail, knowledge: context.knowledge },
      onStepTimed: (service, ms) => context.metrics.stepTimed(service, ms),
      ...(context.ai ? { chat: context.ai.forRun(run) } : {}),
      onText: (step, text) => context.partials.publish(run.id, { name: step.output, text }),
      personaOf: (step) => stepPersona(context, run, step),
    });
  } catch (error) {
    freePlace();
    await stopTimers();
    // Stopped from outside, or drained between two steps.
    const reason: unknown = abort.signal.aborted ? abort.signal.reason : error;
    if (reason instanceof RunStopped) {
      await settleStopped(execution, reason);
      return;
    }
    context.log.error({ err: error, runId: run.id }, 'task run failed unexpectedly');
    await end(execution, 'ERROR', internalFailureMessage);
    return;
  }
  freePlace();
  // The flow may have ended before its last checkpoints were written.
  const written = await stopTimers();
  if (written.kind === 'lost') {
    if (!abort.signal.aborted) abort.abort(new RunStopped('lease_lost'));
    const reason: unknown = abort.signal.reason;
    if (reason instanceof RunStopped) await settleStopped(execution, reason);
    return;
  }
  if (written.kind === 'failed') {
    if (written.error instanceof RunStopped) {
      await settleStopped(execution, written.error);
      return;
    }
    if (written.error instanceof OutageOutlasted) {
      context.log.warn({ runId: run.id }, 'a run failed: an outage outlasted its bound');
      await end(execution, 'ERROR', stepFailureMessage(`The run stopped: ${written.error.message}`));
      return;
    }
    context.log.error({ err: written.error, runId: run.id }, 'writing a checkpoint failed');
    await end(execution, 'ERROR', internalFailureMessage);
    return;
  }
  await settleOutcome(execution, outcome, completed());
}
