// Prints how long a run of the default maximum of polls (100, every 5000 ms of fake time) takes in
// real time on a fake clock, and how many timers are left afterwards. Target: under 1 s, 0 timers.
import { performance } from 'node:perf_hooks';
import { createRunController, defaultMaxAttempts, defaultPollIntervalMs } from '../src/index.ts';
import { createManualClock, createScriptedTransport } from '../src/testing/index.ts';

const rounds = Number(process.env.ROUNDS ?? 20);
const request = { taskId: 'bench', parameters: {}, character: { name: 'EMPTY', content: '' } };
const inProgress = { status: 'IN_PROGRESS' as const, requestId: 'bench', step: 0, max: 3, results: [] };

const print = (line: string) => process.stdout.write(`${line}\n`);
const times: number[] = [];
let leftTimers = 0;
let polls = 0;
let outcome = '';
for (let round = 0; round < rounds; round += 1) {
  const clock = createManualClock();
  const transport = createScriptedTransport({
    execute: [{ status: 'IN_PROGRESS', requestId: 'bench' }],
    results: [inProgress],
  });
  const run = createRunController({ transport, clock });
  const started = performance.now();
  await run.start(request);
  await clock.runAll();
  times.push(performance.now() - started);
  leftTimers = Math.max(leftTimers, clock.pending());
  polls = transport.calls.filter((call) => call.method === 'results').length;
  outcome = run.getState().failure?.message ?? run.getState().phase;
  run.dispose();
}

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const worst = times[times.length - 1] ?? 0;
print(`polls per run: ${polls} (maximum ${defaultMaxAttempts}, every ${defaultPollIntervalMs} ms of fake time)`);
print(`outcome: ${outcome}`);
print(
  `real time per run over ${rounds} runs: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (target < 1000 ms)`,
);
print(`timers left after a run: ${leftTimers} (target 0)`);
if (worst >= 1000 || leftTimers !== 0 || polls !== defaultMaxAttempts) process.exitCode = 1;
