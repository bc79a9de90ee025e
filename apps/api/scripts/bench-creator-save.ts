// Creator Studio save benchmark (issue 30, acceptance 6): the time to save a 50-step draft
// (`PUT /api/creator/tasks/{id}/draft`: the whole definition read by the engine's parser, checked
// by its check, written) on the embedded database (PGlite), as p50/p95/max over 200 saves after a
// warm-up, beside an anchor measured in the same run the same way: `GET /api/health`, the
// lightest operation of the server (what any request costs before its own work). Requests go
// through Fastify's `inject` in this process, so neither figure holds network time. The target is
// a p95 of 50 ms or less. `pnpm --filter @taskwell/api bench:creator`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskDefinition } from '@taskwell/task-engine';
import { createServer } from '../src/create-server.ts';
import { accounts } from '../src/db/schema.ts';

const saves = 200;
const warmUp = 20;
const stepCount = 50;

/** A task of 50 steps: a chain of keyword and summary steps, each reading the one before. */
function fiftySteps(name: string): TaskDefinition {
  return {
    id: 'bench-fifty',
    name,
    heading: 'Fifty steps',
    description: 'A long chain of text steps, for the save benchmark.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 5,
    plans: 'explorer',
    category: 'business',
    parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
    flow: {
      sequence: Array.from({ length: stepCount }, (_, index) => ({
        step: `step-${index + 1}`,
        service: index % 2 === 0 ? 'text.summary' : 'text.keywords',
        output: `Step ${index + 1}`,
        inputs: { text: index === 0 ? { param: 'text' } : { step: `step-${index}` } },
      })),
    },
    sample: { parameters: { text: { value: 'A week of news, in a few sentences.' } } },
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(2);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms (n=${sorted.length})`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'taskwell-bench-creator-'));
try {
  const app = await createServer({
    dataDir,
    environment: 'test',
    logLevel: 'error',
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
  });
  try {
    await app.ready();
    const { db, sessions } = app.taskwell;
    const email = 'bench-creator@example.com';
    const at = new Date();
    await db.insert(accounts).values({ email, plan: 'Explorer', balance: 0, createdAt: at, updatedAt: at });
    const { token } = await sessions.issue(email);
    const headers = { authorization: `Bearer ${token}` };
    const made = await app.inject({ method: 'POST', url: '/api/creator/tasks', headers, payload: { name: 'Bench' } });
    const taskId = (made.json() as { creatorTaskId: string }).creatorTaskId;

    const saveTimes: number[] = [];
    const anchorTimes: number[] = [];
    let problems = -1;
    for (let round = 0; round < warmUp + saves; round += 1) {
      const startedSave = performance.now();
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/creator/tasks/${taskId}/draft`,
        headers,
        payload: { definition: fiftySteps(`Fifty steps, edit ${round}`) },
      });
      const saveMs = performance.now() - startedSave;
      if (saved.statusCode !== 200) throw new Error(`a save answered ${saved.statusCode}: ${saved.body}`);
      problems = (saved.json() as { problems: unknown[] }).problems.length;
      const startedAnchor = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      const anchorMs = performance.now() - startedAnchor;
      if (health.statusCode !== 200) throw new Error(`the anchor answered ${health.statusCode}`);
      if (round >= warmUp) {
        saveTimes.push(saveMs);
        anchorTimes.push(anchorMs);
      }
    }
    const p95 = percentile(
      [...saveTimes].sort((a, b) => a - b),
      95,
    );
    process.stdout.write(
      [
        `Creator Studio save of a ${stepCount}-step draft (PGlite, in-process), ${problems} problems in it:`,
        `  save    ${summary(saveTimes)}`,
        `  anchor  ${summary(anchorTimes)}  (GET /api/health, same run)`,
        `  target  p95 <= 50 ms: ${p95 <= 50 ? 'met' : 'NOT met'}`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
