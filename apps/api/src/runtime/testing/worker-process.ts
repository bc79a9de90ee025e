// A task-run process for the recovery tests, started as a child so that a test can kill it:
// the API server with the test services, on the database of DATABASE_URL or the PGlite of
// DATA_DIR, its files where ASSET_STORE and S3_* say (its API server's bucket), with the
// catalogue of TEST_CATALOGUE and short leases. Prints "ready" when it takes runs, "start
// <service>" as each step starts, "aborted <service>" as a step's abort signal fires,
// "status <STATUS>" as a run takes a status and "checkpoint" as a checkpoint is written;
// TEST_SHUTDOWN_GRACE_MS sets how long SIGTERM lets steps under way end; TEST_WAIT_GATE=shut keeps
// `test.wait` steps told to wait for the gate waiting until the process ends, TEST_WAIT_GATE=drain
// until it begins to stop (after which no step starts), and the gate is open otherwise;
// TEST_LEASE_MS sets the run claim's length (1 s unless told).
import { readAssetStoreSettings } from '../../assets/blobs/open-blob-storage.ts';
import { createServer } from '../../create-server.ts';
import { stopOnSignals } from '../../stop-on-signals.ts';
import { createGate, testServices } from './test-services.ts';

// Each service start is printed, so that a test knows when to kill this process; each abort
// signal a step gets is printed too, so that a test sees a cancel reach the running step.
const gate = createGate();
const gateMode = process.env.TEST_WAIT_GATE;
if (gateMode !== 'shut' && gateMode !== 'drain') gate.open();
const services = new Map(
  [...testServices({ gate, onStart: (name) => process.stdout.write(`start ${name}\n`) })].map(([name, service]) => [
    name,
    {
      ...service,
      run: (...[inputs, context]: Parameters<typeof service.run>) => {
        context.signal.addEventListener('abort', () => process.stdout.write(`aborted ${name}\n`), { once: true });
        return service.run(inputs, context);
      },
    },
  ]),
);

const app = await createServer({
  dataDir: process.env.DATA_DIR as string,
  database: process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : undefined,
  catalogueFile: process.env.TEST_CATALOGUE,
  assetStorage: readAssetStoreSettings(process.env),
  services,
  environment: 'test',
  logLevel: 'silent',
  mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
  // Heard from before the first run is taken: a run queued before this process started is taken
  // while the server opens.
  onRunChange: (change) => process.stdout.write(change.statusChanged ? `status ${change.status}\n` : 'checkpoint\n'),
  // Automations' entries a killed process held are taken over soon (decision 153).
  automations: { scheduler: { claimMs: Number(process.env.TEST_AUTOMATION_CLAIM_MS ?? 30_000) } },
  runtime: {
    leaseMs: Number(process.env.TEST_LEASE_MS ?? 1000),
    reaperIntervalMs: 200,
    pollingIntervalMs: 500,
    ...(process.env.TEST_SHUTDOWN_GRACE_MS ? { shutdownGraceMs: Number(process.env.TEST_SHUTDOWN_GRACE_MS) } : {}),
  },
});
// Opened as the runtime drains: a step held here ends only once its run is sure to go back.
if (gateMode === 'drain') app.taskwell.runtime.drainSignal.addEventListener('abort', () => gate.open(), { once: true });
await app.ready();
process.stdout.write('ready\n');
// The shutdown every process has (decision 115): runs in hand go back to the queue, exit 0.
stopOnSignals(app, { graceMs: app.taskwell.runtime.settings.shutdownGraceMs });
