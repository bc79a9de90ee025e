import { createServer } from './create-server.ts';
import { loadServerOptions } from './load-server-options.ts';

// `pnpm --filter @taskwell/api start`: the API on HOST:API_PORT (default 127.0.0.1:3002).
const { port, host, ...options } = loadServerOptions();
const app = await createServer(options);
await app.listen({ port, host });
app.log.info(
  { database: app.taskwell.database.kind, dataDir: options.dataDir },
  `Taskwell API on http://${host}:${port} (${app.taskwell.database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
);

// Graceful shutdown: stop accepting, finish requests in flight, close the database; give up after 10 s.
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
