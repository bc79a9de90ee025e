import { RunStopped } from '../execution/run-errors.ts';
import type { RuntimeLog } from '../run-context.ts';

/** A run this process executes: how to stop it, and its end. */
export interface RunInHand {
  abort: AbortController;
  done: Promise<void>;
}

/**
 * The end of a stopping process's runs (decision 115): `draining` fires first, so that no step
 * starts and each run goes back to the queue once its step under way ends; runs whose step is
 * still going after `graceMs` are stopped (back to the queue from their last finished step).
 * Resolves when every run has let go; true when they all did within the grace.
 */
export async function drainRuns(options: {
  runs: () => Iterable<RunInHand>;
  draining: AbortController;
  graceMs: number;
  log: RuntimeLog;
}): Promise<boolean> {
  options.draining.abort(new RunStopped('shutdown'));
  const all = Promise.allSettled([...options.runs()].map((run) => run.done));
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    all.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), options.graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!inTime) {
    options.log.warn({ graceMs: options.graceMs }, 'steps still going at the end of the shutdown grace were stopped');
    for (const run of options.runs()) run.abort.abort(new RunStopped('shutdown'));
  }
  await all;
  return inTime;
}
