import type { RuntimeLog } from './runtime/run-context.ts';

/** What stops on a signal: the API server (Fastify) or the worker's runtime. */
export interface Stoppable {
  /** Where to say so. */
  log: RuntimeLog;
  /** Stops taking work, finishes or hands back what is in hand, closes the database. */
  close(): Promise<unknown>;
}

/**
 * Graceful shutdown on SIGINT and SIGTERM: stop taking requests and runs, finish requests in
 * flight, give runs in hand back to the queue, close the database; exit 1 after 10 s regardless.
 */
export function stopOnSignals(app: Stoppable): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        app.log.error('shutdown took longer than 10 s; exiting');
        process.exit(1);
      }, 10_000);
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
