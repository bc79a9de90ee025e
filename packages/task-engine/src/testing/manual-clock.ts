import type { Clock } from '../clock.ts';

/** A clock that moves only when told to: for tests and benchmarks of runs. */
export interface ManualClock extends Clock {
  /** Timers not yet fired or cleared. */
  pending(): number;
  /**
   * Moves time forward by `ms`, firing due timers in order; after each, lets promise callbacks
   * run so that a poll's reply is handled before the next timer.
   */
  advance(ms: number): Promise<void>;
  /** Fires timers until none is left (or `limit` have fired); returns how many fired. */
  runAll(limit?: number): Promise<number>;
}

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/** Lets chains of already-settled promises run (a transport that answers at once). */
async function settle(turns = 50): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await Promise.resolve();
}

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  const timers: Timer[] = [];

  function takeDue(until: number): Timer | undefined {
    let earliest: Timer | undefined;
    for (const timer of timers) {
      if (timer.at <= until && (earliest === undefined || timer.at < earliest.at)) earliest = timer;
    }
    if (earliest) timers.splice(timers.indexOf(earliest), 1);
    return earliest;
  }

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const timer = { id: nextId, at: now + Math.max(0, ms), callback };
      nextId += 1;
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      const index = timers.findIndex((timer) => timer.id === handle);
      if (index >= 0) timers.splice(index, 1);
    },
    pending: () => timers.length,
    async advance(ms) {
      const until = now + ms;
      await settle();
      for (let timer = takeDue(until); timer; timer = takeDue(until)) {
        now = timer.at;
        timer.callback();
        await settle();
      }
      now = until;
    },
    async runAll(limit = 10_000) {
      let fired = 0;
      await settle();
      while (timers.length > 0 && fired < limit) {
        const timer = takeDue(Number.POSITIVE_INFINITY) as Timer;
        now = timer.at;
        timer.callback();
        fired += 1;
        await settle();
      }
      return fired;
    },
  };
}
