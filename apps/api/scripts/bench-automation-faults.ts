// `pnpm --filter @taskwell/api bench:automations-faults`: issue 46's acceptance 2 as figures
// (src/automations/testing/automation-fault-drill.ts): 2 API and 2 worker processes on their own
// PostgreSQL, AUTOMATIONS (500) automations due at the same moment, a worker killed (SIGKILL)
// and an API stopped (SIGTERM) as the first runs start; waits for every run's end, then prints
// what became of each moment, its run and its charges, with the machine's cores and load.
import { cpus, loadavg } from 'node:os';
import { describeAutomationDrill, runAutomationDrill } from '../src/automations/testing/automation-fault-drill.ts';

const say = (line: string) => process.stdout.write(`[bench:automations-faults] ${line}\n`);
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' ');

say(`nproc ${cpus().length}, load average ${load()}`);
const report = await runAutomationDrill({
  automations: Number(process.env.AUTOMATIONS ?? 500),
  accounts: Number(process.env.ACCOUNTS ?? 10),
  waitForEnds: true,
  say,
});
for (const line of describeAutomationDrill(report)) say(line);
say(`load average after ${load()}`);
