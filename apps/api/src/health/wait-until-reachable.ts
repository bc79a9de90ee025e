import { setTimeout as sleep } from 'node:timers/promises';
import { isDependencyOutage, outageSummary } from '../errors/dependency-outage.ts';

/** Where a process that waits says so. */
export interface WaitLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
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
  /** The first pause between tries (ms); it doubles up to `maxPauseMs`. */
  pauseMs?: number;
  /** The longest pause between tries (ms): a return is seen within about this long. */
  maxPauseMs?: number;
}

/**
 * Issue 42: a process started while its database or its object store is away waits for it, within
 * a limit and saying so in its log, instead of exiting at once (an orchestrator that starts every
 * part together would otherwise see it fail until they are up). Tries at once; on an outage,
 * logs one warning, tries again with a growing pause, logs when it answered, and rejects with the
 * last error once `limitMs` has passed. Any other error (bad credentials, a missing bucket) is
 * thrown at once: waiting does not mend it.
 */
export async function waitUntilReachable(options: ReachableOptions): Promise<void> {
  const started = Date.now();
  let pause = options.pauseMs ?? 200;
  let warned = false;
  for (;;) {
    try {
      await options.probe();
      if (warned) {
        options.log.info(
          { dependency: options.name, waitedMs: Date.now() - started },
          `${options.name} at ${options.where} answered; starting`,
        );
      }
      return;
    } catch (error) {
      if (!isDependencyOutage(error)) throw error;
      const waited = Date.now() - started;
      if (waited >= options.limitMs) {
        throw new Error(
          `${options.name} at ${options.where} did not answer within ${Math.round(options.limitMs / 1000)} s (STARTUP_WAIT_SECONDS): ${outageSummary(error).message}`,
          { cause: error },
        );
      }
      if (!warned) {
        warned = true;
        options.log.warn(
          { dependency: options.name, outage: outageSummary(error), limitMs: options.limitMs },
          `waiting for ${options.name} at ${options.where}, for up to ${Math.round(options.limitMs / 1000)} s`,
        );
      }
      await sleep(Math.min(pause, options.limitMs - waited));
      pause = Math.min(pause * 2, options.maxPauseMs ?? 1000);
    }
  }
}
