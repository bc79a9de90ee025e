import { createHook } from 'node:async_hooks';
import { Session } from 'node:inspector/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Probes of what a process still holds (issue 32): signals with abort listeners, timers made by
// our code that are still pending, and the heap after a forced collection.

/**
 * Counts the AbortSignals still reachable that have an `abort` listener, through the inspector's
 * `queryObjects` (which collects garbage first, so only what something holds is counted).
 */
export async function signalsWithAbortListeners(): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    const prototype = await session.post('Runtime.evaluate', { expression: 'AbortSignal.prototype' });
    const found = await session.post('Runtime.queryObjects', { prototypeObjectId: prototype.result.objectId ?? '' });
    const counted = await session.post('Runtime.callFunctionOn', {
      objectId: found.objects.objectId ?? '',
      functionDeclaration: `function () {
        const { getEventListeners } = process.getBuiltinModule('node:events');
        return this.filter((signal) => getEventListeners(signal, 'abort').length > 0).length;
      }`,
      returnByValue: true,
    });
    return counted.result.value as number;
  } finally {
    session.disconnect();
  }
}

/** Timers made from the files of `apps/api/src` (tests and test helpers aside) while it tracks. */
export interface TimerTracker {
  /**
   * The timers of ours still pending that hold the process open, each with where it was made. The
   * server's own background rounds (the reaper, the database upkeep) are unref'd, and not a run's:
   * `unrefToo` counts them as well (what a closed server must have cleared).
   */
  pending(options?: { unrefToo?: boolean }): string[];
  /** Stops tracking. */
  stop(): void;
}

/** A timer, as Node keeps it: destroyed once it fired (not repeating) or was cleared. */
interface TimerResource {
  _destroyed?: boolean;
  hasRef?: () => boolean;
}

/** Our source files, test files and test helpers aside. */
const ours = /\/apps\/api\/src\/(?!.*\/testing\/)(?!.*\.test\.ts)/;
/** Frames that are not the timer's maker: Node's own, and this hook. */
const plumbing = /\(node:|at node:|held-objects\.ts/;

/** Above this many timers noted, those already destroyed are dropped before the next is noted. */
const prunedAbove = 512;

/**
 * Starts noting every timer (`setTimeout`, `setInterval`) our code makes, with its place. Only an
 * `init` hook: a `destroy` hook makes Node follow every promise of the process to its collection
 * (a weak callback on each), which cost more than the runs a test counts timers of; a timer tells
 * whether it is over by itself (`_destroyed`, set when it is cleared or has fired for good).
 */
export function trackTimers(): TimerTracker {
  const made = new Map<number, { resource: TimerResource; at: string }>();
  const prune = () => {
    for (const [asyncId, { resource }] of made) if (resource._destroyed === true) made.delete(asyncId);
  };
  const hook = createHook({
    init(asyncId, type, _trigger, resource) {
      if (type !== 'Timeout') return;
      // The first frame that is not Node's own made the timer: ours, or a library's.
      const maker = new Error().stack
        ?.split('\n')
        .slice(1)
        .find((line) => !plumbing.test(line));
      if (!maker || !ours.test(maker)) return;
      if (made.size >= prunedAbove) prune();
      made.set(asyncId, { resource: resource as TimerResource, at: maker.trim() });
    },
  });
  hook.enable();
  return {
    pending: (options = {}) =>
      [...made.values()]
        .filter(({ resource }) => resource._destroyed !== true && (options.unrefToo || resource.hasRef?.() !== false))
        .map(({ at }) => at),
    stop: () => hook.disable(),
  };
}

/** Forces a full garbage collection and gives the heap in use after it (bytes). */
export function heapAfterCollection(): number {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}
