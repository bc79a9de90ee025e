import type pg from 'pg';

type Release = (error?: Error | boolean) => void;

/**
 * Issue 42: a pool whose connections die in use (a fast restart ends every one of them with
 * 57P01) must neither crash the process nor lose its connections for good.
 *
 * - node-postgres emits 'error' on a client whose connection drops between two statements, and
 *   the pool listens only to idle clients: every client gets a listener of its own here.
 * - Drizzle's `transaction()` (0.45) sends BEGIN before the `try` whose `finally` gives the
 *   client back (drizzle-orm issue 6241, open): a BEGIN that fails because the connection just
 *   died never gives it back, and a pool of 10 is empty after ten such failures, so that every
 *   query then waits for a connection until its time limit (and closing the pool waits forever).
 *   Here a client whose connection failed while it was checked out is given back at once, with
 *   the error (so the pool drops it and opens a new one when needed), and giving it back again,
 *   as its holder does later, does nothing.
 */
export function guardPoolClients(pool: pg.Pool, onError: (error: Error) => void): void {
  pool.on('connect', (client) => {
    let release: Release | undefined;
    let checkedOut = false;
    // The pool sets `release` each time it hands the client out: each one is made safe to call twice.
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => release,
      set: (given: Release) => {
        let givenBack = false;
        checkedOut = true;
        release = (error) => {
          if (givenBack) return;
          givenBack = true;
          checkedOut = false;
          given(error);
        };
      },
    });
    // An idle client's error is the pool's to report (its 'error' event): only one in use is ours.
    client.on('error', (error: Error) => {
      if (!checkedOut) return;
      onError(error);
      release?.(error);
    });
  });
}
