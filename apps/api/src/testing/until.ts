import { setTimeout as sleep } from 'node:timers/promises';

export interface UntilOptions {
  /** How long to keep asking before failing; 120 s by default (a busy 2-core machine). */
  timeoutMs?: number;
  /** The pause between two questions; 50 ms by default. */
  everyMs?: number;
}

/**
 * Resolves with the first value `probe` gives other than `undefined`, asking again after each
 * pause; rejects naming `what` once `timeoutMs` has passed. A test waits for the state it
 * asserts this way, never for a time.
 */
export async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  { timeoutMs = 120_000, everyMs = 50 }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what} (${timeoutMs} ms)`);
    await sleep(everyMs);
  }
}
