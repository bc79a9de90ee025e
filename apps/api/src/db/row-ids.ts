import { randomUUID } from 'node:crypto';

/** The largest sequence number within one millisecond (the 12 bits of `rand_a`). */
const maxSequence = 0xfff;

/**
 * A maker of row keys with a state of its own (the process has one, {@link newRowId}; a test
 * makes its own): the last millisecond it made keys for and the sequence within it.
 */
export function rowIdMaker(): (now?: number) => string {
  let lastMs = 0;
  let sequence = 0;
  // The keys' first 15 characters in `lastMs`: its time and the version.
  let prefix = '';
  const moveTo = (ms: number, first: number) => {
    lastMs = ms;
    sequence = first;
    const time = ms.toString(16).padStart(12, '0');
    prefix = `${time.slice(0, 8)}-${time.slice(8, 12)}-7`;
  };
  return (now = Date.now()) => {
    if (now > lastMs) {
      // A random start in the lower half leaves room for the keys of a busy millisecond.
      moveTo(now, Math.floor(Math.random() * 0x800));
    } else if (sequence < maxSequence) {
      sequence += 1;
    } else {
      // The millisecond's sequence ran out (or the clock went back): the next millisecond's keys.
      moveTo(lastMs + 1, 0);
    }
    // randomUUID: xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx, V already RFC 9562's variant (8, 9, a or b).
    return prefix + (0x1000 + sequence).toString(16).slice(1) + randomUUID().slice(18);
  };
}

/**
 * A new key for a row of the tables that grow with every run (runs, assets, the credit ledger): a
 * time-ordered UUID (version 7), so each insert lands at the right-hand end of the key's index
 * instead of a random page of it, and an index of millions of keys keeps its hot pages in memory
 * (issue 32, decision 100). Its first 48 bits are the time it was made, which the row shows anyway.
 *
 * Made here rather than by `uuid`'s v7, which asks Web Crypto for 16 fresh random bytes at every
 * call (10-15 µs a key on a busy machine, five keys a run: decision 195): the random bits are those
 * of Node's `randomUUID` (drawn from a cached pool), the time's characters are written once a
 * millisecond (about 2 µs a key), and the 12 bits after the version are a sequence within the
 * millisecond (RFC 9562's method 1), so the keys one process makes only grow, also within one
 * millisecond, as `uuid`'s did.
 */
export const newRowId: () => string = rowIdMaker();
