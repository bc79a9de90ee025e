import type { RunStatus } from '../../db/run-columns.ts';
import type { RunView } from '../persistence/run-reads.ts';

/**
 * One change of a run as the hub hears of it: the status it was written with, when known (a
 * change announced without one, or changes missed across a reconnection, say nothing), and the
 * run as it left it when the process that wrote it is this one and its statement gave it back.
 */
export interface RunChangeNotice {
  /** The status the change wrote; undefined when unknown: read the run to see. */
  status?: RunStatus | undefined;
  /** The run as the change left it (a completion written by this process); else read it. */
  view?: RunView | undefined;
}

/**
 * A watch on one run: remembers whether the run changed since it began or since the last `wait`,
 * so that a reader who subscribes, then reads, never misses a change made in between.
 */
export interface RunWatch {
  /**
   * Resolves true once the run changed (at once when it already did since the last call), false
   * when `timeoutMs` passes or `signal` aborts first.
   */
  wait(options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<boolean>;
  /** Ends the watch; a pending `wait` resolves false. */
  stop(): void;
  /** The last change that counted, if any. */
  readonly latest: RunChangeNotice | undefined;
}

/**
 * The changes of runs, as this process hears of them: whatever changed a run (start, checkpoint,
 * pause, resume, end, reaper), in this process or, on PostgreSQL, in any other. A change is only
 * a run id: a follower reads the run again to see what changed.
 */
export interface RunChanges {
  /** Calls `listener` after each change of the run; returns the unsubscribe. */
  subscribe(runId: string, listener: (notice: RunChangeNotice) => void): () => void;
  /**
   * A watch on the run's next changes (call `stop()` when done); with `matters`, only changes it
   * accepts count (a waiter for a run's end skips the checkpoints of a run still in progress).
   */
  watch(runId: string, matters?: (notice: RunChangeNotice) => boolean): RunWatch;
  /** Subscriptions open now (watches included): what a closed connection must give back. */
  readonly subscriptions: number;
}

/**
 * The in-process hub of run changes (decision 030): followers subscribe by run id; the relay
 * (run-change-relay.ts) publishes what the store wrote here and, on PostgreSQL, what other
 * processes announced through NOTIFY.
 */
export class RunChangeHub implements RunChanges {
  private readonly followers = new Map<string, Set<(notice: RunChangeNotice) => void>>();
  private count = 0;

  get subscriptions(): number {
    return this.count;
  }

  /** Runs with at least one follower in this process. */
  get followedRuns(): number {
    return this.followers.size;
  }

  subscribe(runId: string, listener: (notice: RunChangeNotice) => void): () => void {
    const followers = this.followers.get(runId) ?? new Set();
    this.followers.set(runId, followers);
    // A wrapper, so that one function subscribed twice is two subscriptions.
    const entry = (notice: RunChangeNotice) => listener(notice);
    followers.add(entry);
    this.count += 1;
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      this.count -= 1;
      followers.delete(entry);
      if (followers.size === 0) this.followers.delete(runId);
    };
  }

  watch(runId: string, matters: (notice: RunChangeNotice) => boolean = () => true): RunWatch {
    let changed = false;
    let latest: RunChangeNotice | undefined;
    let wake: (() => void) | undefined;
    const unsubscribe = this.subscribe(runId, (notice) => {
      if (!matters(notice)) return;
      changed = true;
      latest = notice;
      wake?.();
    });
    return {
      async wait(options = {}) {
        if (!changed && !options.signal?.aborted) {
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              options.signal?.removeEventListener('abort', done);
              wake = undefined;
              resolve();
            };
            const timer = options.timeoutMs === undefined ? undefined : setTimeout(done, options.timeoutMs);
            options.signal?.addEventListener('abort', done, { once: true });
            wake = done;
          });
        }
        const result = changed;
        changed = false;
        return result;
      },
      stop() {
        unsubscribe();
        wake?.();
      },
      get latest() {
        return latest;
      },
    };
  }

  /** Tells the run's followers in this process that it changed, with what is known of the change. */
  publish(runId: string, notice: RunChangeNotice = {}): void {
    const followers = this.followers.get(runId);
    if (!followers) return;
    for (const listener of [...followers]) listener(notice);
  }

  /** Tells every follower that its run may have changed (changes were missed: a reconnection). */
  publishAll(): void {
    const notice: RunChangeNotice = {};
    for (const followers of [...this.followers.values()]) for (const listener of [...followers]) listener(notice);
  }
}
