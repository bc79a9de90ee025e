import { setTimeout as sleep } from 'node:timers/promises';
import { isDependencyOutage, outageSource, outageSummary } from '../../errors/dependency-outage.ts';
import type { RuntimeLog } from '../run-context.ts';

/** What a run step could not reach: named in the run's message when it failed for it. */
export type Dependency = 'database' | 'file storage';

/** The dependency an outage error came from, in the run's words. */
function dependencyOf(error: unknown): Dependency {
  return outageSource(error) === 'object store' ? 'file storage' : 'database';
}

/** A step's work met an outage that lasted past the run's bound (`outageWaitMs`). */
export class OutageOutlasted extends Error {
  override name = 'OutageOutlasted';

  constructor(
    /** What was away. */
    readonly dependency: Dependency,
    /** How long the step waited for it (ms). */
    readonly waitedMs: number,
    options: { cause: unknown },
  ) {
    super(`Our ${dependency} was unavailable for more than ${Math.round(waitedMs / 1000)} s.`, options);
  }
}

/** The pauses between tries: 250 ms, doubling up to 2 s (a return is seen within about 2 s). */
export function outagePause(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 2000);
}

/**
 * Issue 42: runs `work` (a step's output stored, its input read, its checkpoint written) and, while
 * it fails because the database or the object store is away (errors/dependency-outage.ts), tries
 * again with a growing pause, for up to `limitMs`. The first failure is logged once, and the
 * return. Past the limit it rejects with {@link OutageOutlasted}, which fails the run with a
 * message that says so. Any other error, and an abort of `signal` (the run was stopped from
 * outside), end the wait at once.
 */
export async function outlastOutage<T>(
  work: () => Promise<T>,
  options: { limitMs: number; signal: AbortSignal; log: RuntimeLog },
): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const done = await work();
      if (attempt > 0) {
        options.log.info({ waitedMs: Date.now() - started }, 'a run step outlasted an outage');
      }
      return done;
    } catch (error) {
      if (!isDependencyOutage(error)) throw error;
      options.signal.throwIfAborted();
      const waited = Date.now() - started;
      if (waited >= options.limitMs) throw new OutageOutlasted(dependencyOf(error), waited, { cause: error });
      if (attempt === 0) {
        options.log.warn(
          { dependency: dependencyOf(error), outage: outageSummary(error), limitMs: options.limitMs },
          'a run step waits for an outage to end',
        );
      }
      await sleep(Math.min(outagePause(attempt), options.limitMs - waited), undefined, {
        signal: options.signal,
      }).catch(() => undefined);
      options.signal.throwIfAborted();
    }
  }
}
