// `pnpm --filter @taskwell/api bench:faults`: issue 42's drill at its full length (src/scaled/testing/
// fault-drill.ts): 2 API and 2 worker processes on their own PostgreSQL and S3-compatible server,
// under steady load; PostgreSQL restarted fast, then stopped (10 s); the object store stopped
// (15 s); a worker killed; an API stopped with SIGTERM. Prints what became of every run and
// request, with the machine's cores and load beside it. DRILL_DATABASE_STOP_SECONDS,
// DRILL_STORAGE_STOP_SECONDS and DRILL_CLIENTS change the drill; DRILL_LOGS=1 prints every
// process's output at the end.
import { cpus, loadavg } from 'node:os';
import { describeReport } from '../src/scaled/testing/drill-report.ts';
import { runFaultDrill } from '../src/scaled/testing/fault-drill.ts';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback) * 1000;
const say = (line: string) => process.stdout.write(`[bench:faults] ${line}\n`);

say(
  `nproc ${cpus().length}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
const report = await runFaultDrill({
  databaseStopMs: seconds('DRILL_DATABASE_STOP_SECONDS', 10),
  storageStopMs: seconds('DRILL_STORAGE_STOP_SECONDS', 15),
  clients: Number(process.env.DRILL_CLIENTS ?? 12),
  say,
});
for (const line of describeReport(report)) say(line);
if (report.serverErrorSamples.length > 0) say(`5xx samples: ${report.serverErrorSamples.join(' | ')}`);
say(
  `load average after ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
if (process.env.DRILL_LOGS) {
  for (const [name, log] of Object.entries(report.logs)) process.stdout.write(`----- ${name}\n${log}\n`);
}
