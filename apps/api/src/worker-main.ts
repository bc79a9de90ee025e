import { createServer } from './create-server.ts';
import { loadServerOptions } from './load-server-options.ts';
import { stopOnSignals } from './stop-on-signals.ts';

// `pnpm --filter @taskwell/api worker`: a process that only executes task runs, beside any number
// of API processes and other workers on one PostgreSQL server (DATABASE_URL). It is the API
// server without its HTTP listener: the same runtime, queue and services.
const { port: _port, host: _host, ...options } = loadServerOptions();
if (options.database?.kind !== 'postgres') {
  process.stderr.write(
    'The worker needs DATABASE_URL: the embedded database belongs to the one API process, which runs its own runs.\n',
  );
  process.exit(2);
}
const app = await createServer({ ...options, runtime: { ...options.runtime, worker: true } });
stopOnSignals(app);
await app.ready();
app.log.info({ concurrency: app.taskwell.runtime.settings.concurrency }, 'Taskwell task worker started');
