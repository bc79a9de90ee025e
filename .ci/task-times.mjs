// Prints how long each turbo task of a CI run took, from the run summaries turbo wrote
// (`turbo run … --summarize` writes .turbo/runs/<id>.json). Usage: node .ci/task-times.mjs <since-ms>
// where <since-ms> is when the check began (summaries older than that are other runs'). The check's
// turbo runs overlap (scripts/check.mjs): every start is counted from <since-ms>.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const since = Number(process.argv[2] ?? 0);
const folder = join(import.meta.dirname, '..', '.turbo', 'runs');

let files = [];
try {
  files = readdirSync(folder).filter((name) => name.endsWith('.json'));
} catch {
  // No summary: turbo did not get as far as running a task.
}
const runs = files
  .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')))
  .filter((run) => run.execution?.startTime >= since)
  .sort((a, b) => a.execution.startTime - b.execution.startTime);

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

if (runs.length === 0) console.log('No turbo run summary was written since the run began.');
for (const run of runs) {
  const { command, startTime, endTime, exitCode } = run.execution;
  const origin = since > 0 ? since : startTime;
  console.log(
    `\n${command}: ${seconds(endTime - startTime)} s from ${seconds(startTime - origin).trim()} s, exit code ${exitCode}`,
  );
  console.log(`${'start'.padStart(7)} ${'took'.padStart(7)}  task`);
  const tasks = run.tasks
    .filter((task) => task.execution)
    .sort((a, b) => a.execution.startTime - b.execution.startTime);
  for (const task of tasks) {
    const { startTime: start, endTime: end, exitCode: code } = task.execution;
    const notes = [
      task.cache?.status === 'HIT' ? 'cached' : '',
      code !== 0 && code !== undefined ? `exit code ${code}` : '',
    ].filter(Boolean);
    console.log(
      `${seconds(start - origin)} ${seconds(end - start)}  ${task.taskId}${notes.length ? ` (${notes.join(', ')})` : ''}`,
    );
  }
}
