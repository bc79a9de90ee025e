import { setMaxListeners } from 'node:events';

/** A signal that follows others, and the release that unhooks it from them. */
export interface LinkedSignal {
  /** Aborts, with the same reason, as soon as one of the signals it follows does (or the deadline passes). */
  readonly signal: AbortSignal;
  /**
   * Unhooks it from the signals it follows and clears its deadline. Call it when the work it
   * guards is over, on every path: until then the signals it follows hold it (issue 32).
   */
  release(): void;
}

/**
 * A signal that aborts when any of `parents` aborts or, with `deadline`, when `deadline.ms` have
 * passed (with `deadline.reason()`). It is what `AbortSignal.any` gives, made to be released:
 * Node keeps a composite signal that has an `abort` listener alive until it aborts, and a
 * long-lived parent keeps a reference to every composite made from it, so a composite signal per
 * step grew the heap with every run. Here the only links are the listeners this adds to the
 * parents, and `release()` removes them.
 */
export function linkedSignal(
  parents: readonly AbortSignal[],
  deadline?: { ms: number; reason: () => unknown },
): LinkedSignal {
  const controller = new AbortController();
  // A flow's signal is the parent of a signal per step running at once (parallel branches): as
  // many listeners as there are branches, each removed when its step ends.
  setMaxListeners(0, controller.signal);
  const hooks: { parent: AbortSignal; onAbort: () => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const release = () => {
    for (const { parent, onAbort } of hooks) parent.removeEventListener('abort', onAbort);
    hooks.length = 0;
    clearTimeout(timer);
    timer = undefined;
  };
  const abort = (reason: unknown) => {
    release();
    controller.abort(reason);
  };
  for (const parent of parents) {
    if (parent.aborted) {
      abort(parent.reason);
      return { signal: controller.signal, release };
    }
    const onAbort = () => abort(parent.reason);
    parent.addEventListener('abort', onAbort, { once: true });
    hooks.push({ parent, onAbort });
  }
  if (deadline) timer = setTimeout(() => abort(deadline.reason()), deadline.ms);
  return { signal: controller.signal, release };
}

/**
 * Resolves or rejects with `work`, or rejects with `signal`'s reason as soon as it aborts,
 * whichever comes first: work that ignores its signal is not waited for. The listener it adds is
 * removed when either settles.
 */
export function raceSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The work goes on without anyone waiting for it: its failure must not be unhandled.
    work.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
