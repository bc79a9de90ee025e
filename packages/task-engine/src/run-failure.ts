import type { TransportFailure } from './transport.ts';

/**
 * Why a run stopped without results, as a value the UI shows (spec §8 lists the messages; the
 * spec's run modal only logged them, Taskwell shows them).
 */
export type RunFailure =
  | { kind: 'start-rejected'; status: string; message: string }
  /** A start or resume refused; `detail` is the server's own sentence, when it sent one. */
  | { kind: 'http'; status: number; message: string; detail?: string | undefined }
  /**
   * A 503: a part of the service is down for a moment (issue 42); nothing was started or charged,
   * and the same start may succeed after `retryAfterSeconds`. `message` is the server's sentence.
   */
  | { kind: 'service-busy'; status: 503; message: string; retryAfterSeconds?: number | undefined }
  /** A 401: the session is over (spec §8); the app asks the user to sign in again. */
  | { kind: 'access-denied'; status: number; message: string }
  /** A 403 on a start: the plan does not unlock the task; `message` is the server's (docs/decisions/045). */
  | { kind: 'plan-required'; status: number; message: string }
  /** A 402 on a start: the balance does not cover the fee; `message` is the server's. */
  | { kind: 'insufficient-credits'; status: number; message: string }
  | { kind: 'malformed-reply'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'task-error'; step: number; message: string }
  | { kind: 'aborted'; step: number; message: string }
  | { kind: 'unexpected-status'; status: string; message: string }
  | { kind: 'poll-failed'; cause: TransportFailure; message: string }
  | { kind: 'max-attempts'; attempts: number; message: string };

/** A start or resume call failed (spec §8: 'Network response was not ok ({status})'). */
export function callFailure(failure: TransportFailure, action: 'execute' | 'resume'): RunFailure {
  switch (failure.kind) {
    case 'http':
      // The refusals a user can act on carry the server's sentence (what the plan or balance lacks).
      if (failure.status === 402) {
        return { kind: 'insufficient-credits', status: 402, message: failure.message };
      }
      if (failure.status === 403) return { kind: 'plan-required', status: 403, message: failure.message };
      if (failure.status === 503) {
        return {
          kind: 'service-busy',
          status: 503,
          message: failure.message,
          ...(failure.retryAfterSeconds !== undefined ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
        };
      }
      return {
        kind: 'http',
        status: failure.status,
        message: `Network response was not ok (${failure.status})`,
        ...(failure.message ? { detail: failure.message } : {}),
      };
    case 'access-denied':
      return { kind: 'access-denied', status: failure.status, message: 'Access denied' };
    case 'malformed':
      return { kind: 'malformed-reply', message: `Error with Response Processing: ${failure.message}` };
    default:
      return {
        kind: 'network',
        message: `Failed to ${action === 'execute' ? 'execute' : 'resume'} the task: ${failure.message}`,
      };
  }
}

/** spec §8: the start (or resume) reply's status was not IN_PROGRESS. */
export function startRejected(status: string): RunFailure {
  return { kind: 'start-rejected', status, message: `Request Parsing Error: ${status}` };
}

/**
 * How long to wait before polling again after a poll the server answered 503 (issue 42: its
 * database is away for a moment; the run goes on): its Retry-After, or the usual interval, never
 * less than it. Undefined for any other failure, which ends the following.
 */
export function pollAgainAfterMs(failure: TransportFailure, intervalMs: number): number | undefined {
  if (failure.kind !== 'http' || failure.status !== 503) return undefined;
  return Math.max(intervalMs, (failure.retryAfterSeconds ?? 0) * 1000);
}

/** A poll of the results failed. */
export function pollFailure(failure: TransportFailure): RunFailure {
  if (failure.kind === 'access-denied')
    return { kind: 'access-denied', status: failure.status, message: 'Access denied' };
  if (failure.kind === 'http') {
    return {
      kind: 'poll-failed',
      cause: failure,
      message: `Error in processing the task: Network response was not ok (${failure.status})`,
    };
  }
  if (failure.kind === 'malformed') {
    return { kind: 'poll-failed', cause: failure, message: `Error with Response Processing: ${failure.message}` };
  }
  return { kind: 'poll-failed', cause: failure, message: `Error in processing the task: ${failure.message}` };
}

/** spec §8: polling stopped at its limit. */
export function maxAttemptsReached(attempts: number): RunFailure {
  return { kind: 'max-attempts', attempts, message: 'Maximum pull attempts reached.' };
}
