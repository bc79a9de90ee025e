import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWorkerCommand } from './testing/run-worker-command.ts';
import { scaledSecrets } from './testing/scaled-secrets.ts';
import { testDatabase } from './testing/test-server.ts';

// `pnpm --filter @taskwell/api worker` as a process beside a PostgreSQL server (PostgreSQL run
// only): it starts, says so, and stops cleanly on SIGTERM. Issue 27 (decision 114): a worker, which
// has no HTTP stack, answers /healthz and /readyz on HEALTH_PORT and serves its metrics on
// METRICS_PORT. One start serves both (decision 197).
const get = (port: string, path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });

describe('the worker command with HEALTH_PORT and METRICS_PORT', () => {
  it('should answer its health and its metrics on ports of their own, then stop cleanly', async () => {
    const database = await testDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-worker-health-'));
    try {
      const url = database.options.kind === 'postgres' ? database.options.url : '';
      const seen: Record<string, unknown> = {};
      const { code, output, failure } = await runWorkerCommand(
        {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          HEALTH_PORT: '0',
          METRICS_PORT: '0',
          AI_SECRETS_KEY: scaledSecrets().AI_SECRETS_KEY,
        },
        /task worker started/,
        'worker',
        async (printed) => {
          const healthPort = /worker health on http:\/\/127\.0\.0\.1:(\d+)/.exec(printed)?.[1] ?? '';
          const metricsPort = /worker metrics on http:\/\/127\.0\.0\.1:(\d+)/.exec(printed)?.[1] ?? '';
          const alive = await get(healthPort, '/healthz');
          seen.alive = [alive.status, await alive.json()];
          const ready = await get(healthPort, '/readyz');
          const readiness = (await ready.json()) as { status: string; checks: { name: string }[] };
          seen.ready = [ready.status, readiness.status, readiness.checks.map((check) => check.name)];
          seen.elsewhere = (await get(healthPort, '/metrics')).status;
          const metrics = await get(metricsPort, '/metrics');
          const text = await metrics.text();
          seen.metrics = [
            metrics.status,
            /^taskwell_run_queue_depth 0$/m.test(text),
            text.includes('# TYPE taskwell_runs_started_total counter'),
          ];
        },
      );
      expect(failure).toBeUndefined();
      expect(output).toContain('Taskwell task worker started');
      expect(seen).toEqual({
        alive: [200, { status: 'ok' }],
        ready: [200, 'ready', ['database', 'migrations', 'object-store']],
        elsewhere: 404,
        metrics: [200, true, true],
      });
      expect(code, output).toBe(0);
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
