import type { ExecuteTaskRequest, PausedRequest, RequestStatus, Result, ResumeRequest } from '@taskwell/api-sdk';
import { type Clock, systemClock, type TimerHandle } from './clock.ts';
import {
  callFailure,
  maxAttemptsReached,
  pollAgainAfterMs,
  pollFailure,
  type RunFailure,
  startRejected,
} from './run-failure.ts';
import { describeTransportError, type TaskTransport } from './transport.ts';

/** spec §9: the run modal polls every 5000 ms, at most 100 times by default. */
export const defaultPollIntervalMs = 5000;
export const defaultMaxAttempts = 100;

/**
 * Where a run is:
 * - `idle`: nothing started (or cancelled);
 * - `starting`: the execute (or resume) call is on its way;
 * - `running`: accepted, polling;
 * - `paused`: the run waits for the inputs in `missing`;
 * - `completed`: done, `results` are final;
 * - `failed`: stopped; `failure` says why and `retry()` starts again.
 */
export type RunPhase = 'idle' | 'starting' | 'running' | 'paused' | 'completed' | 'failed';

export interface RunState {
  phase: RunPhase;
  requestId: string | null;
  /** The last status the server gave (IN_PROGRESS, PAUSED, ...). */
  status: RequestStatus['status'] | null;
  /** The current service step (from 0) and the number of steps; -1 and 0 before the first poll. */
  step: number;
  max: number;
  results: Result[];
  /** What a paused run waits for. */
  missing: PausedRequest | null;
  /** The server's note on a pause or an error. */
  message: string | null;
  failure: RunFailure | null;
  /** Polls made since the last start or resume. */
  attempts: number;
  /** How the run is followed: its event stream, or the spec's polling (when the stream is not available). */
  channel: 'events' | 'polling' | null;
  /** The text an AI step is writing, as written so far (issue 40: event streams only); null otherwise. */
  partial: RequestStatus['partial'] | null;
}

export const initialRunState: RunState = {
  phase: 'idle',
  requestId: null,
  status: null,
  step: -1,
  max: 0,
  results: [],
  missing: null,
  message: null,
  failure: null,
  attempts: 0,
  channel: null,
  partial: null,
};

export interface RunControllerOptions {
  transport: TaskTransport;
  clock?: Clock;
  /** Makes the idempotency key of a new action (default: a random UUID). */
  newIdempotencyKey?: () => string;
  pollIntervalMs?: number;
  maxAttempts?: number;
}

export interface RunController {
  getState(): RunState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Starts a run (spec §7 execute). Any run in progress is cancelled first. */
  start(request: ExecuteTaskRequest): Promise<void>;
  /** Resumes the paused run with the missing inputs (spec §7 resume) and polls again. */
  continue(request: ResumeRequest): Promise<void>;
  /** Starts again with the inputs of the last start (the spec's Retry did nothing; this one works). */
  retry(): Promise<void>;
  /**
   * Follows a run that was started earlier (a reopened page): its state comes from the server.
   * With the start's request, Retry can start it again.
   */
  attach(requestId: string, request?: ExecuteTaskRequest): void;
  /** Stops polling and forgets the run (the run modal was closed). */
  cancel(): void;
  /** Stops every timer and call and drops the listeners. */
  dispose(): void;
}

/** A reply that leaves the run where it is; the stream or the polling goes on. */
type Followed = 'open' | 'closed';

/** Times in a row the event stream may end with no new event before polling takes over. */
const quietStreamsBeforePolling = 3;

/**
 * The run controller of spec §4 and §7. With a transport that has an event stream, each change
 * of the run arrives as it happens; without one, or when the stream fails, the spec's polling
 * follows the run: once at once, then every interval, until COMPLETED, PAUSED, a failure or the
 * maximum number of polls.
 */
export function createRunController(options: RunControllerOptions): RunController {
  const clock = options.clock ?? systemClock;
  const pollIntervalMs = options.pollIntervalMs ?? defaultPollIntervalMs;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const { transport } = options;
  const newKey = options.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID());
  // The key of the action not yet accepted, with what it sends: a second click on the same start
  // (or resume), and an attempt again after a call that failed, send the same key, so the server
  // starts and charges it once (issue 29). A new key after the server accepted it.
  let pendingAction: { what: string; key: string } | null = null;
  const keyFor = (what: string) => {
    if (pendingAction?.what !== what) pendingAction = { what, key: newKey() };
    return pendingAction.key;
  };

  let state: RunState = initialRunState;
  const listeners = new Set<() => void>();
  let lastStart: ExecuteTaskRequest | null = null;
  let timer: TimerHandle | null = null;
  let inFlight: AbortController | null = null;
  // Every start, resume and cancel opens a new generation; replies of an older one are dropped.
  let generation = 0;
  let disposed = false;

  function set(next: Partial<RunState>) {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  }

  function stopTimers() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  }

  function fail(failure: RunFailure, extra: Partial<RunState> = {}) {
    stopTimers();
    set({ ...extra, phase: 'failed', failure });
  }

  async function call<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    inFlight = controller;
    try {
      return await run(controller.signal);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  function schedulePoll(current: number, delay: number) {
    timer = clock.setTimeout(() => {
      timer = null;
      void poll(current);
    }, delay);
  }

  /** Applies a status the server gave; 'closed' when the run stopped moving (or failed). */
  function apply(reply: RequestStatus, extra: Partial<RunState>): Followed {
    const seen: Partial<RunState> = {
      ...extra,
      status: reply.status,
      step: reply.step,
      max: reply.max,
      results: reply.results,
      message: reply.message ?? null,
      partial: reply.partial ?? null,
    };
    switch (reply.status) {
      case 'IN_PROGRESS':
        set({ ...seen, phase: 'running' });
        return 'open';
      case 'COMPLETED':
        set({ ...seen, phase: 'completed', missing: null });
        return 'closed';
      case 'PAUSED':
        set({ ...seen, phase: 'paused', missing: reply.missing ?? null });
        return 'closed';
      case 'ERROR':
        fail(
          {
            kind: 'task-error',
            step: reply.step,
            message: `Error in processing the task: ${reply.message ?? `step ${reply.step + 1} failed`}`,
          },
          seen,
        );
        return 'closed';
      case 'ABORTED':
        fail({ kind: 'aborted', step: reply.step, message: reply.message ?? 'The run was aborted.' }, seen);
        return 'closed';
      default:
        fail({ kind: 'unexpected-status', status: String(reply.status), message: 'Unexpected task status' }, seen);
        return 'closed';
    }
  }

  async function poll(current: number) {
    const requestId = state.requestId;
    if (current !== generation || requestId === null) return;
    const attempts = state.attempts + 1;
    let reply: RequestStatus;
    try {
      reply = await call((signal) => transport.results(requestId, signal));
    } catch (error) {
      if (current !== generation) return;
      const failure = describeTransportError(error);
      // A service down for a moment is waited out (its Retry-After), within the attempts' limit.
      const again = pollAgainAfterMs(failure, pollIntervalMs);
      if (again !== undefined && attempts < maxAttempts) {
        set({ attempts });
        schedulePoll(current, again);
        return;
      }
      fail(pollFailure(failure), { attempts });
      return;
    }
    if (current !== generation) return;
    if (reply.status === 'IN_PROGRESS' && attempts >= maxAttempts) {
      fail(maxAttemptsReached(attempts), {
        attempts,
        status: reply.status,
        step: reply.step,
        max: reply.max,
        results: reply.results,
        message: reply.message ?? null,
      });
      return;
    }
    if (apply(reply, { attempts, channel: 'polling' }) === 'open') schedulePoll(current, pollIntervalMs);
  }

  /**
   * Follows the run on its event stream. A stream the server closes before the run ends is opened
   * again from the last event; a stream that cannot be opened or breaks hands over to polling.
   */
  async function follow(current: number) {
    const requestId = state.requestId;
    const events = transport.events?.bind(transport);
    if (!events || requestId === null) {
      await poll(current);
      return;
    }
    let lastEventId: string | undefined;
    let quiet = 0;
    while (current === generation && quiet < quietStreamsBeforePolling) {
      const controller = new AbortController();
      inFlight = controller;
      let heard = false;
      try {
        const stream = await events(requestId, { signal: controller.signal, lastEventId });
        for await (const event of stream) {
          if (current !== generation) return;
          heard = true;
          lastEventId = event.id || lastEventId;
          if (apply(event.status, { channel: 'events' }) === 'closed') return;
        }
      } catch {
        if (current !== generation) return;
        // No stream here (an older server, a proxy that buffers it, a dropped connection): poll.
        break;
      } finally {
        if (inFlight === controller) inFlight = null;
      }
      quiet = heard ? 0 : quiet + 1;
    }
    if (current !== generation) return;
    set({ channel: 'polling' });
    await poll(current);
  }

  async function begin(
    action: 'execute' | 'resume',
    send: (signal: AbortSignal) => Promise<{ status: string; requestId: string }>,
    reset: Partial<RunState>,
  ) {
    if (disposed) return;
    stopTimers();
    generation += 1;
    const current = generation;
    set({ ...reset, phase: 'starting', failure: null, attempts: 0, missing: null, message: null });
    let accepted: { status: string; requestId: string };
    try {
      accepted = await call(send);
      pendingAction = null;
    } catch (error) {
      if (current !== generation) return;
      fail(callFailure(describeTransportError(error), action));
      return;
    }
    if (current !== generation) return;
    if (accepted.status !== 'IN_PROGRESS') {
      fail(startRejected(accepted.status), { status: accepted.status as RequestStatus['status'] });
      return;
    }
    set({ phase: 'running', requestId: accepted.requestId, status: 'IN_PROGRESS' });
    if (transport.events) {
      // The stream lasts as long as the run: the start call does not wait for it.
      void follow(current);
      return;
    }
    // spec §7: poll once at once, then every interval.
    await poll(current);
  }

  function start(request: ExecuteTaskRequest) {
    lastStart = request;
    const key = keyFor(`execute ${JSON.stringify(request)}`);
    return begin('execute', (signal) => transport.execute(request, signal, key), { ...initialRunState });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    continue(request) {
      const requestId = state.requestId;
      if (state.phase !== 'paused' || requestId === null) {
        return Promise.reject(new Error('Only a paused run can be continued.'));
      }
      const key = keyFor(`resume ${requestId} ${JSON.stringify(request)}`);
      return begin('resume', (signal) => transport.resume(requestId, request, signal, key), {});
    },
    retry() {
      if (lastStart === null) return Promise.reject(new Error('There is no run to retry.'));
      return start(lastStart);
    },
    attach(requestId, request) {
      if (disposed) return;
      stopTimers();
      generation += 1;
      lastStart = request ?? null;
      set({ ...initialRunState, phase: 'running', requestId });
      void follow(generation);
    },
    cancel() {
      stopTimers();
      generation += 1;
      set({ ...initialRunState });
    },
    dispose() {
      stopTimers();
      generation += 1;
      disposed = true;
      listeners.clear();
    },
  };
}
