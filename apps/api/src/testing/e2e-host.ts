// The API as the studio's end-to-end suite starts it (apps/studio/tests/e2e/harness): the same
// server as src/main.ts, plus the set-up endpoint of e2e-control.ts on a second loopback port
// (`E2E_CONTROL_PORT`, a free one when unset). Test set-up only: no production entry point imports
// it, and it refuses to start with NODE_ENV=production.
import { createServer } from '../create-server.ts';
import { loadServerOptions } from '../load-server-options.ts';
import { createServiceRegistry, loadAiSettings } from '../services/index.ts';
import { stopOnSignals } from '../stop-on-signals.ts';
import { surviveOutages } from '../survive-outages.ts';
import { DatabaseOutage } from './database-outage.ts';
import {
  type FailingServices,
  HeldServices,
  RunChangeLog,
  startE2eControl,
  switchableServices,
} from './e2e-control.ts';
import { MovableClock } from './movable-clock.ts';
import { MovedAutomationScheduler } from './moved-automation-scheduler.ts';

if (process.env.NODE_ENV === 'production') {
  throw new Error('The end-to-end test host never runs in production.');
}
// Started through scripts/with-postgres.ts (the studio's outage test, issue 42), the host runs on
// the throwaway cluster that script made.
if (!process.env.DATABASE_URL && process.env.TEST_DATABASE_URL)
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
const { port, host, ...options } = loadServerOptions();
const failing: FailingServices = new Map();
const held = new HeldServices();
const services = switchableServices(
  options.services ?? createServiceRegistry({ ai: loadAiSettings(process.env) }),
  failing,
  held,
);
// Every browser of the suite comes from 127.0.0.1, where real users come from addresses of their
// own: the suite may say how many PIN requests that one address may make in 5 minutes.
const pinRequestsPerAddress = Number(process.env.E2E_PIN_REQUESTS_PER_ADDRESS ?? 0);
// The payout schedule (decision 137) on a clock the test moves, looking every second rather than
// every hour: a test reaches the first of a month and sees the month's payouts made (decision 146).
const payoutClock = new MovableClock();
const app = await createServer({
  ...options,
  services,
  payoutSchedule: { now: payoutClock.now, intervalMs: Number(process.env.E2E_PAYOUT_TICK_MS ?? 1_000) },
  ...(pinRequestsPerAddress > 0
    ? { rateLimits: { otpRequestsPerIp: { points: pinRequestsPerAddress, seconds: 300 } } }
    : {}),
});
surviveOutages(app.log);
const changes = new RunChangeLog(() => Date.now());
app.taskwell.runtime.onStatusChange((change) => changes.record(change));
// On PostgreSQL (DATABASE_URL) a test may take its database away for a while (issue 42).
const outage = options.database?.kind === 'postgres' ? await DatabaseOutage.open(options.database.url) : undefined;
// Issue 46: a scheduler of automations on a clock the test moves, beside the server's own.
const movedAutomations = new MovedAutomationScheduler({
  db: app.taskwell.db,
  runtime: app.taskwell.runtime,
  log: app.log,
});
const control = await startE2eControl(
  {
    db: app.taskwell.db,
    failing,
    held,
    now: app.taskwell.now,
    changes,
    outage,
    payoutClock,
    limits: app.taskwell.limits,
    moveAutomationClock: movedAutomations.moveTo,
  },
  Number(process.env.E2E_CONTROL_PORT ?? 0),
);
app.addHook('onClose', async () => {
  await new Promise<void>((resolve) => control.server.close(() => resolve()));
  await movedAutomations.stop();
  await outage?.close();
});
stopOnSignals(app, { graceMs: app.taskwell.runtime.settings.shutdownGraceMs });
await app.listen({ port, host });
app.log.info({ api: `http://${host}:${port}`, control: control.url }, 'Taskwell API end-to-end host');
