import { loadServerOptions } from './load-server-options.ts';

// `pnpm --filter @taskwell/api worker`: a process that only executes task runs, beside any number
// of API processes and other workers on one PostgreSQL server (DATABASE_URL). It opens the same
// runtime as the API server (open-runtime.ts: queue, services, catalogue) and no HTTP stack; with
// HEALTH_PORT a small listener answers /healthz and /readyz, with METRICS_PORT one serves
// /metrics (decision 114).
const options = loadServerOptions();
if (options.database?.kind !== 'postgres') {
  process.stderr.write(
    'The worker needs DATABASE_URL: the embedded database belongs to the one API process, which runs its own runs.\n',
  );
  process.exit(2);
}
// Issue 40: every process that runs steps opens private AI services' keys with the same key.
if (!process.env.AI_SECRETS_KEY?.trim()) {
  process.stderr.write(
    'The worker needs AI_SECRETS_KEY: the key private AI services’ keys are sealed with, the same one the API processes are given.\n',
  );
  process.exit(2);
}
const healthPort = process.env.HEALTH_PORT?.trim() ? Number(process.env.HEALTH_PORT) : undefined;
if (healthPort !== undefined && !Number.isInteger(healthPort)) {
  process.stderr.write('HEALTH_PORT must be a whole number.\n');
  process.exit(2);
}
// The settings are checked before the runtime's modules load: wrong settings are said at once.
const [
  { pino },
  { listenForHealth },
  { listenForMetrics },
  { PrometheusMetrics },
  { openRuntime },
  { stopOnSignals },
  { surviveOutages },
] = await Promise.all([
  import('pino'),
  import('./health/health-listener.ts'),
  import('./metrics/metrics-listener.ts'),
  import('./metrics/prometheus-metrics.ts'),
  import('./open-runtime.ts'),
  import('./stop-on-signals.ts'),
  import('./survive-outages.ts'),
]);
const log = pino({ level: options.logLevel ?? 'info' });
surviveOutages(log);
const metrics = options.metrics ? new PrometheusMetrics() : undefined;
const runtime = await openRuntime({
  ...options,
  runtime: { ...options.runtime, worker: true },
  now: () => Date.now(),
  log,
  runMetrics: metrics,
});
metrics?.readQueueDepthFrom(() => runtime.runtime.queueDepth());
const listeners: { close(): Promise<void> }[] = [];
// The health and metrics listeners close last: an orchestrator still sees the worker alive while
// its steps end (decision 115), and the last counts can be scraped.
stopOnSignals(
  {
    log,
    close: async () => {
      await runtime.close();
      await Promise.all(listeners.map((listener) => listener.close()));
    },
  },
  { graceMs: runtime.runtime.settings.shutdownGraceMs },
);
await runtime.start();
if (healthPort !== undefined) {
  const health = await listenForHealth({ port: healthPort, host: options.host, probes: runtime.probes });
  listeners.push(health);
  log.info({ port: health.port }, `worker health on http://${options.host}:${health.port}/healthz and /readyz`);
}
if (metrics && options.metrics) {
  const served = await listenForMetrics({
    ...options.metrics,
    registry: metrics.registry,
    onError: (error) => log.warn({ err: error }, 'reading the metrics failed'),
  });
  listeners.push(served);
  log.info({ port: served.port }, `worker metrics on http://${options.metrics.host}:${served.port}/metrics`);
}
// Its owner id is the runs' `lease_owner` while this worker holds them.
log.info(
  { concurrency: runtime.runtime.settings.concurrency, owner: runtime.runtime.owner },
  'Taskwell task worker started',
);
