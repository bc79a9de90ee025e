import type { RuntimeLog } from './runtime/run-context.ts';

/** What stops on a signal: the API server (Fastify) or the worker's runtime. */
export interface Stoppable {
  /** Where to say so. */
  log: RuntimeLog;
  /** Stops taking work, finishes or hands back what is in hand, closes the database. */
  close(): Promise<unknown>;
}

/**
 * Graceful shutdown on SIGINT and SIGTERM (decision 115): stop taking requests and runs, finish
 * requests in flight, let the steps under way end (up to the runtime's shutdown grace), give the
 * runs in hand back to the queue, close the database, exit 0; exit 1 if all that takes 10 s more
 * than the grace.
 */
export function stopOnSignals(app: Stoppable, options: { graceMs: number }): void {
  const limitMs = options.graceMs + 10_000;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        app.log.error({ limitMs }, 'shutdown took longer than its limit; exiting');
        process.exit(1);
      }, limitMs);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
