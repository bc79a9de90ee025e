import type { EndStatus } from '../../db/run-columns.ts';

/**
 * What the runtime counts and times as it writes runs (issue 27, decision 114): the port a
 * metrics registry fills in, {@link noRunMetrics} when metrics are off. Called once a write is
 * done (a statement that changed nothing counts nothing), so a count is what the database holds.
 */
export interface RunMetrics {
  /** A run was created: charged and queued, or a free sample run. */
  runStarted(task: string): void;
  /** A run ended with `status`. */
  runEnded(task: string, status: EndStatus): void;
  /** A run's fee went back to its account (an ERROR or ABORTED run that cost something). */
  runRefunded(task: string): void;
  /** A worker took a run from the queue after it waited `waitedMs` there. */
  runTaken(waitedMs: number): void;
  /** One step's service call took `ms` (whether it gave an output or failed). */
  stepTimed(service: string, ms: number): void;
}

/** Counts nothing: the runtime's default. */
export const noRunMetrics: RunMetrics = {
  runStarted: () => undefined,
  runEnded: () => undefined,
  runRefunded: () => undefined,
  runTaken: () => undefined,
  stepTimed: () => undefined,
};
