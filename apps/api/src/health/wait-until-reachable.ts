import { setTimeout as sleep } from 'node:timers/promises';
import { isDependencyOutage, outageSummary } from '../errors/dependency-outage.ts';

/** Where a process that waits says so. */
export interface WaitLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * How a starting process tries a dependency that is away: a short pause that grows to a low cap
 * (a return is seen within `maxPauseMs` and one try, not after a back-off of seconds; a refused
 * connection costs the server nothing), and a line in the log at the first refusal and then at
 * most once per `lineEveryMs`, so that a long wait is visible without a line per try.
 */
export interface WaitPolicy {
  /** The pause after the first refused try (ms); it doubles after each further one. */
  firstPauseMs: number;
  /** The longest pause between tries (ms). */
  maxPauseMs: number;
  /** The shortest time between two "still waiting" lines (ms). */
  lineEveryMs: number;
}

/** Tries 0.1 s, 0.2 s, 0.4 s apart, then every 0.5 s; a line at once, then one every 10 s. */
export const defaultWaitPolicy: WaitPolicy = { firstPauseMs: 100, maxPauseMs: 500, lineEveryMs: 10_000 };

/** The pause after `refused` refused tries in a row (1 or more). */
export function pauseAfter(refused: number, policy: WaitPolicy = defaultWaitPolicy): number {
  const doublings = Math.max(0, Math.min(refused - 1, 30));
  return Math.min(policy.firstPauseMs * 2 ** doublings, policy.maxPauseMs);
}

/**
 * Whether a refusal after `waitedMs` of waiting is said in the log: the first one is, and then one
 * once `lineEveryMs` has passed since the last line (`lastLineAtMs`, in the same clock).
 */
export function saysWaiting(
  waitedMs: number,
  lastLineAtMs: number | undefined,
  policy: WaitPolicy = defaultWaitPolicy,
): boolean {
  return lastLineAtMs === undefined || waitedMs - lastLineAtMs >= policy.lineEveryMs;
}

/** What {@link waitUntilReachable} waits for. */
export interface ReachableOptions {
  /** What it is, for the log ("PostgreSQL", "the object store"). */
  name: string;
  /** Where it is, without credentials (host and port, a bucket). */
  where: string;
  /** Resolves once it answers; an outage error (errors/dependency-outage.ts) means "not yet". */
  probe: () => Promise<void>;
  /** The longest wait (ms); 0 tries once. */
  limitMs: number;
  log: WaitLog;
  /** The pauses and log lines (tests shorten them). */
  policy?: Partial<WaitPolicy>;
  /** Stops the wait (another dependency failed for good): it rejects with the last error. */
  signal?: AbortSignal;
}

/**
 * Issue 42: a process started while its database or its object store is away waits for it, within
 * a limit and saying so in its log, instead of exiting at once (an orchestrator that starts every
 * part together would otherwise see it fail until they are up). Tries at once; on an outage,
 * tries again after {@link pauseAfter}, says it waits as {@link saysWaiting} allows, logs when it
 * answered, and rejects with the last error once `limitMs` has passed. Any other error (bad
 * credentials, a missing bucket) is thrown at once: waiting does not mend it.
 */
export async function waitUntilReachable(options: ReachableOptions): Promise<void> {
  const policy = { ...defaultWaitPolicy, ...options.policy };
  const started = Date.now();
  let refused = 0;
  let lastLineAt: number | undefined;
  for (;;) {
    try {
      await options.probe();
      if (refused > 0) {
        options.log.info(
          { dependency: options.name, waitedMs: Date.now() - started },
          `${options.name} at ${options.where} answered; starting`,
        );
      }
      return;
    } catch (error) {
      if (!isDependencyOutage(error) || options.signal?.aborted) throw error;
      refused += 1;
      const waited = Date.now() - started;
      if (waited >= options.limitMs) {
        throw new Error(
          `${options.name} at ${options.where} did not answer within ${Math.round(options.limitMs / 1000)} s (STARTUP_WAIT_SECONDS): ${outageSummary(error).message}`,
          { cause: error },
        );
      }
      if (saysWaiting(waited, lastLineAt, policy)) {
        const first = lastLineAt === undefined;
        lastLineAt = waited;
        options.log.warn(
          { dependency: options.name, outage: outageSummary(error), limitMs: options.limitMs, waitedMs: waited },
          first
            ? `waiting for ${options.name} at ${options.where}, for up to ${Math.round(options.limitMs / 1000)} s`
            : `still waiting for ${options.name} at ${options.where} (${Math.round(waited / 1000)} s of up to ${Math.round(options.limitMs / 1000)} s)`,
        );
      }
      const pause = Math.min(pauseAfter(refused, policy), options.limitMs - waited);
      await sleep(pause, undefined, options.signal ? { signal: options.signal } : {}).catch(() => undefined);
      if (options.signal?.aborted) throw error;
    }
  }
}
