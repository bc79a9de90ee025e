import type { Binding, FlowNode, StepNode, TaskDefinition } from '@taskwell/task-engine';
import type { FinishedStep } from '../../db/run-columns.ts';
import type { ChatServices } from '../../services/chat-port.ts';
import type { KnowledgeSearch } from '../../services/knowledge-port.ts';
import type { Service, ServiceOutput, ServiceValue, StepPersona } from '../../services/service.ts';
import { ServiceError } from '../../services/service.ts';
import { textAnalyses } from '../../services/text-analyses.ts';
import { linkedSignal, raceSignal } from '../../signals/linked-signal.ts';
import { OutageOutlasted } from './outlast-outage.ts';
import { RunStopped, StepTimedOut } from './run-errors.ts';

/** What resolving a binding gave: a value, or the name of an ask not answered yet. */
export type Resolved = { kind: 'value'; value: ServiceValue } | { kind: 'missing'; ask: string };

/**
 * Why a flow failed: a service refused its input (`service`, its message is the user's), a step
 * ran out of time (`timeout`), the database or the file storage stayed away past the run's bound
 * (`outage`, issue 42), or something on the server's side broke (`internal`, logged).
 */
export type FailureReason = 'service' | 'timeout' | 'outage' | 'internal';

/** How a flow execution ended. */
export type FlowOutcome =
  | { kind: 'completed' }
  /** Steps wait for inputs asked for mid-run (the asks' names, in flow order). */
  | { kind: 'paused'; asks: string[] }
  | { kind: 'failed'; reason: FailureReason; message: string; cause: unknown };

/** What {@link executeFlow} needs from the run around it. */
export interface ExecuteFlowOptions {
  definition: TaskDefinition;
  services: ReadonlyMap<string, Service>;
  /** Steps finished before (the checkpoint): they are never run again. */
  finished: ReadonlyMap<string, FinishedStep>;
  /** Gives a step input's value; `step` bindings are resolved here from `finished` outputs. */
  resolve(binding: Binding, step: StepNode): Promise<Resolved>;
  /** Stores a step's output and hands over its checkpoint; resolves when the next step may start. */
  record(step: StepNode, output: ServiceOutput): Promise<FinishedStep>;
  /** Aborts the run (shutdown, lost claim, deadline). */
  signal: AbortSignal;
  /**
   * Fired when the process stops taking work: steps under way go on to their end, no step starts
   * after it, and the flow rejects with the signal's reason once its running steps have ended.
   */
  draining?: AbortSignal;
  /** The longest a single service call may take (ms). */
  stepTimeoutMs: number;
  /** Whose run it is and the Well of Knowledge: a knowledge step reads that account's knowledge (issue 28). */
  caller?: { accountEmail: string; knowledge?: KnowledgeSearch };
  /** Told how long each service call took, whatever its end (the metrics, decision 114). */
  onStepTimed?: (service: string, ms: number) => void;
  /** The AI services the run's AI steps call (issue 40). */
  chat?: ChatServices;
  /** Told the text a step is writing, as it grows (an AI answer streaming in). */
  onText?: (step: StepNode, textSoFar: string) => void;
  /** The persona a step writes in (issue 40); a ServiceError when the one it names is gone. */
  personaOf?: (step: StepNode) => Promise<StepPersona | undefined>;
}

/** Why a step failed and in the words the run shows, from the typed error it failed with. */
function stepFailure(step: StepNode, error: unknown): StepFailure {
  if (error instanceof StepTimedOut) {
    return new StepFailure('timeout', `The step "${step.output}" took too long and was stopped.`, error);
  }
  if (error instanceof ServiceError) {
    return new StepFailure('service', `The step "${step.output}" failed: ${error.message}`, error);
  }
  return new StepFailure('internal', `The step "${step.output}" failed because of an error on our side.`, error);
}

class StepFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
    readonly original: unknown,
  ) {
    super(message);
  }
}

/**
 * Runs a task's flow from its checkpoint: a `sequence` runs its children in order and stops at the
 * first that pauses; a `parallel` starts every branch at once and merges what they produce (a
 * failing branch aborts its siblings). Finished steps are skipped; a step whose input is an
 * unanswered ask pauses its branch. Each step's output is recorded (stored, its checkpoint handed
 * over) before any step that needs it starts.
 */
export async function executeFlow(options: ExecuteFlowOptions): Promise<FlowOutcome> {
  const finished = new Map(options.finished);
  const failed = new AbortController();
  // Released when the flow ends: a signal linked to the run's must not outlive the flow (issue 32).
  const flow = linkedSignal([options.signal, failed.signal]);
  const signal = flow.signal;
  // What the steps of this execution find in a text, shared between them and let go with the flow.
  const analyses = textAnalyses();
  const { onText } = options;

  const runStep = async (step: StepNode): Promise<string[]> => {
    if (finished.has(step.step)) return [];
    const service = options.services.get(step.service);
    if (!service) {
      throw new StepFailure('internal', `The service of the step "${step.output}" is not available.`, undefined);
    }
    const inputs: Record<string, ServiceValue> = {};
    const missing: string[] = [];
    for (const [name, binding] of Object.entries(step.inputs)) {
      const resolved = await options.resolve(binding, step);
      if (resolved.kind === 'missing') missing.push(resolved.ask);
      else inputs[name] = resolved.value;
    }
    if (missing.length > 0) return missing;
    signal.throwIfAborted();
    options.draining?.throwIfAborted();
    let persona: StepPersona | undefined;
    try {
      persona = await options.personaOf?.(step);
    } catch (error) {
      throw stepFailure(step, error);
    }
    const ms = options.stepTimeoutMs;
    const stepGuard = linkedSignal([signal], { ms, reason: () => new StepTimedOut(ms) });
    let output: ServiceOutput;
    const started = performance.now();
    try {
      // A service that ignores its signal is still not waited for beyond the timeout.
      output = await raceSignal(
        service.run(inputs, {
          signal: stepGuard.signal,
          options: step.options ?? {},
          analyses,
          ...options.caller,
          ...(options.chat ? { chat: options.chat } : {}),
          ...(onText ? { onText: (text: string) => onText(step, text) } : {}),
          ...(persona ? { persona } : {}),
          ...(step.ai ? { ai: step.ai } : {}),
        }),
        stepGuard.signal,
      );
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      // A service that gave up because its signal fired failed by the timeout, whatever it threw.
      const reason: unknown = stepGuard.signal.reason;
      throw stepFailure(step, reason instanceof StepTimedOut ? reason : error);
    } finally {
      stepGuard.release();
      options.onStepTimed?.(step.service, performance.now() - started);
    }
    finished.set(step.step, await options.record(step, output));
    return [];
  };

  const walk = async (node: FlowNode): Promise<string[]> => {
    if ('step' in node) return runStep(node);
    if ('sequence' in node) {
      for (const child of node.sequence) {
        const missing = await walk(child);
        if (missing.length > 0) return missing;
      }
      return [];
    }
    const settled = await Promise.allSettled(
      node.parallel.map((child) =>
        walk(child).catch((error: unknown) => {
          // A drain lets the sibling branches' steps under way end.
          if (!(error instanceof RunStopped)) failed.abort(error);
          throw error;
        }),
      ),
    );
    const rejected = settled.find((result) => result.status === 'rejected');
    // The first failure, not a sibling's abort that it caused.
    if (rejected) throw failed.signal.reason ?? (rejected as PromiseRejectedResult).reason;
    return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
  };

  try {
    const missing = await walk(options.definition.flow);
    return missing.length > 0 ? { kind: 'paused', asks: [...new Set(missing)] } : { kind: 'completed' };
  } catch (error) {
    if (options.signal.aborted || error instanceof RunStopped) throw error;
    if (error instanceof StepFailure) {
      return { kind: 'failed', reason: error.reason, message: error.message, cause: error.original };
    }
    if (error instanceof OutageOutlasted) {
      return { kind: 'failed', reason: 'outage', message: `The run stopped: ${error.message}`, cause: error };
    }
    return {
      kind: 'failed',
      reason: 'internal',
      message: 'The run failed because of an error on our side.',
      cause: error,
    };
  } finally {
    flow.release();
  }
}
