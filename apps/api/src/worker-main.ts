import { pino } from 'pino';
import { loadServerOptions } from './load-server-options.ts';
import { openRuntime } from './open-runtime.ts';
import { stopOnSignals } from './stop-on-signals.ts';

// `pnpm --filter @taskwell/api worker`: a process that only executes task runs, beside any number
// of API processes and other workers on one PostgreSQL server (DATABASE_URL). It opens the same
// runtime as the API server (open-runtime.ts: queue, services, catalogue) and no HTTP stack.
const options = loadServerOptions();
if (options.database?.kind !== 'postgres') {
  process.stderr.write(
    'The worker needs DATABASE_URL: the embedded database belongs to the one API process, which runs its own runs.\n',
  );
  process.exit(2);
}
const log = pino({ level: options.logLevel ?? 'info' });
const runtime = await openRuntime({
  ...options,
  runtime: { ...options.runtime, worker: true },
  now: () => Date.now(),
  log,
});
stopOnSignals({ log, close: () => runtime.close() });
await runtime.start();
log.info({ concurrency: runtime.runtime.settings.concurrency }, 'Taskwell task worker started');
