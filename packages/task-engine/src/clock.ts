/** A timer handle, whatever the clock uses. */
export type TimerHandle = unknown;

/** Time as the engine sees it; injected so that runs can be driven by a fake clock. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The host's timers, looked up at call time (so test timers installed later are used). */
export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
  now: () => Date.now(),
};
