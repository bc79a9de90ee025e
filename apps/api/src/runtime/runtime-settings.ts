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
  /** The share of a completed store run's price its creator is paid, in percent (decision 105). */
  storeCreatorSharePercent: number;
  /**
   * How long a stopping process lets the steps under way end (ms); runs whose step is still going
   * then are stopped, and every run in hand goes back to the queue from its last finished step.
   */
  shutdownGraceMs: number;
  /**
   * How long a step whose output cannot be stored, whose input cannot be read or whose checkpoint
   * cannot be written waits for the file storage or the database to come back (ms; issue 42): its
   * run fails, refunded and saying why, only once an outage outlasts it.
   */
  outageWaitMs: number;
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
  storeCreatorSharePercent: 80,
  shutdownGraceMs: 20_000,
  outageWaitMs: 60_000,
};

/** The settings with their defaults, checked. */
export function resolveRuntimeSettings(settings: Partial<RuntimeSettings> = {}): RuntimeSettings {
  const resolved = { ...defaultRuntimeSettings, ...settings };
  if (resolved.pollingIntervalMs < 500) throw new Error('The queue polling interval must be at least 500 ms.');
  if (resolved.leaseMs < 100) throw new Error('The run lease must be at least 100 ms.');
  if (!(resolved.shutdownGraceMs >= 0)) throw new Error('The shutdown grace must be 0 ms or more.');
  if (!(resolved.outageWaitMs >= 0)) throw new Error('RUN_OUTAGE_WAIT_SECONDS must be 0 or more.');
  const share = resolved.storeCreatorSharePercent;
  if (!Number.isInteger(share) || share < 0 || share > 100) {
    throw new Error('The creator share of a store run must be a whole percent from 0 to 100.');
  }
  return resolved;
}
