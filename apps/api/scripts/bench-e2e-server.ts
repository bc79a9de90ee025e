// A server for scripts/bench-e2e.ts, in its own process. `echo` is a bare Fastify server that
// answers a POSTed JSON body with itself (the ceiling of the HTTP path); `api` is the API with the
// shipped settings on PGlite in a fresh data folder, or on the PostgreSQL database named by
// BENCH_E2E_DATABASE_URL, with the seeded catalogue plus a trivial 3-step task (`bench-three-steps`,
// an echo service three times) and BENCH_E2E_USERS signed-in accounts. Prints one JSON line with
// its port (and the users' session tokens) when ready; stops on SIGTERM. RUN_CONCURRENCY, as for
// the server itself, sets the runs executed at once (default 16) for exploring; the figures of
// the issue are taken with the default.
import { createWriteStream, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { TaskDefinition } from '@taskwell/task-engine';
import { inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer } from '../src/create-server.ts';
import { accounts } from '../src/db/schema.ts';
import { metricsSettings } from '../src/load-server-options.ts';
import { testTask, writeCatalogue } from '../src/runtime/testing/test-catalogue.ts';
import { createServiceRegistry, loadAiSettings } from '../src/services/index.ts';
import { type Service, textOf, textOutput } from '../src/services/service.ts';
import { benchUserEmail } from './bench-users.ts';

const mode = process.argv[2];
// With BENCH_E2E_PROFILE, the statements the process sends are counted too (the drivers wrapped
// before anything connects): written beside the profile as <pid>.statements.json.
const probe = process.env.BENCH_E2E_PROFILE ? await import('./bench-run-cost-probe.ts') : undefined;
const userCount = Number(process.env.BENCH_E2E_USERS ?? 50);
let app: FastifyInstance;
let dataDir: string | undefined;
let keepDataDir = false;
const tokens: string[] = [];
/** The users' own published copies of a seeded task (BENCH_E2E_BUILT), in the users' order. */
const built: string[] = [];

/** The trivial flow's one service: its text back, as plain text. */
const echoService: Service = {
  name: 'bench.echo',
  label: 'Echo',
  summary: 'A stand-in service of the tests.',
  produces: ['text/markdown'],
  inputs: { text: { kind: 'text', required: true, description: 'Echoed' } },
  async run(inputs) {
    return textOutput(textOf(inputs.text as never), { source: 'Echo', contentType: 'text/plain' });
  },
};

if (mode === 'echo') {
  app = Fastify();
  app.post('/echo', async (request) => request.body);
} else if (mode === 'api') {
  // BENCH_E2E_DATA_DIR: a data folder that outlives this process (scripts/bench-growth.ts fills it).
  const givenDataDir = process.env.BENCH_E2E_DATA_DIR;
  dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'taskwell-bench-e2e-'));
  if (givenDataDir) keepDataDir = true;
  const seeded = JSON.parse(
    readFileSync(fileURLToPath(new URL('../catalogue/tasks.json', import.meta.url)), 'utf8'),
  ) as TaskDefinition[];
  const catalogueFile = await writeCatalogue(
    [
      ...seeded,
      testTask('bench-three-steps', {
        sequence: [
          { step: 'one', service: 'bench.echo', output: 'One', inputs: { text: { param: 'text' } } },
          { step: 'two', service: 'bench.echo', output: 'Two', inputs: { text: { step: 'one' } } },
          { step: 'three', service: 'bench.echo', output: 'Three', inputs: { text: { step: 'two' } } },
        ],
      }),
      // Issue 40: one AI step (on the AI_* stand-in bench-e2e.ts starts), and the same step as an echo.
      testTask('bench-ai-step', {
        step: 'ask',
        service: 'ai.chat',
        output: 'Answer',
        inputs: { text: { param: 'text' } },
        options: { prompt: '{{text}}', tier: 'public' },
      }),
      testTask('bench-echo-step', {
        step: 'ask',
        service: 'bench.echo',
        output: 'Answer',
        inputs: { text: { param: 'text' } },
      }),
    ],
    join(dataDir, 'catalogue'),
  );
  // The seeded samples' files are read beside the catalogue file.
  symlinkSync(fileURLToPath(new URL('../catalogue/samples', import.meta.url)), join(dirname(catalogueFile), 'samples'));
  const services = new Map(createServiceRegistry({ ai: loadAiSettings(process.env) }));
  services.set(echoService.name, echoService);
  const url = process.env.BENCH_E2E_DATABASE_URL;
  // The shipped settings (default run concurrency, pool size and log level), except that the log
  // lines go nowhere and no PIN mail is sent: the users are made and signed in directly.
  app = await createServer({
    dataDir,
    ...(url ? { database: { kind: 'postgres', url } } : {}),
    catalogueFile,
    services,
    mailer: { async sendPin() {}, async sendInvitation() {}, close() {} },
    ...(process.env.RUN_CONCURRENCY ? { runtime: { concurrency: Number(process.env.RUN_CONCURRENCY) } } : {}),
    // METRICS_PORT: the server's Prometheus metrics there, to watch the counters move (issue 27).
    metrics: metricsSettings(process.env),
    // BENCH_E2E_LOG_FILE: the log lines, at debug (the embedded maintenance's vacuums among them), to that file.
    ...(process.env.BENCH_E2E_LOG_FILE
      ? { logLevel: 'debug', logStream: createWriteStream(process.env.BENCH_E2E_LOG_FILE) }
      : { logStream: { write: () => undefined } }),
  });
  const { db, sessions } = app.taskwell;
  const at = new Date();
  // The users are `bench-<n>@example.com`: a database filled beforehand may hold their history.
  const emails = Array.from({ length: userCount }, (_, index) => benchUserEmail(index));
  await db
    .insert(accounts)
    .values(emails.map((email) => ({ email, plan: 'Free', balance: 1_000_000_000, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({ target: accounts.email, set: { balance: 1_000_000_000 } });
  for (const email of emails) tokens.push((await sessions.issue(email)).token);
  // BENCH_E2E_BUILT=<seeded task id>: each user builds that task's copy in the Creator Studio (an
  // explorer plan, the seeded definition as a draft, published as version 1), to run it as its
  // owner: a user-built task beside the seeded one with the same steps.
  const builtFrom = process.env.BENCH_E2E_BUILT;
  if (builtFrom) {
    const definition = seeded.find((task) => task.id === builtFrom);
    if (!definition) throw new Error(`BENCH_E2E_BUILT: no seeded task ${builtFrom}`);
    await db.update(accounts).set({ plan: 'Explorer' }).where(inArray(accounts.email, emails));
    for (const token of tokens) {
      const headers = { authorization: `Bearer ${token}` };
      const made = await app.inject({ method: 'POST', url: '/api/creator/tasks', headers, payload: { definition } });
      if (made.statusCode !== 201) throw new Error(`building ${builtFrom}: ${made.statusCode} ${made.body}`);
      const creatorTaskId = made.json().creatorTaskId as string;
      const published = await app.inject({
        method: 'POST',
        url: `/api/creator/tasks/${creatorTaskId}/publish`,
        headers,
      });
      if (published.statusCode !== 200)
        throw new Error(`publishing ${builtFrom}: ${published.statusCode} ${published.body}`);
      built.push(creatorTaskId);
    }
  }
  // BENCH_E2E_SIGN_IN: more accounts (comma-separated) to hand tokens for, after the users'.
  for (const email of (process.env.BENCH_E2E_SIGN_IN ?? '').split(',').filter(Boolean)) {
    tokens.push((await sessions.issue(email)).token);
  }
} else {
  process.stderr.write('usage: bench-e2e-server.ts echo|api\n');
  process.exit(2);
}

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, tokens, built })}\n`,
);
// BENCH_E2E_PROFILE: a CPU profile of the measured window only, started on SIGUSR2 and written on
// SIGUSR1 as <pid>.cpuprofile in that folder.
const profileDir = process.env.BENCH_E2E_PROFILE;
if (profileDir && mode === 'api') {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  let began: { counts: Map<string, number>; embedded: Map<string, number> } | undefined;
  process.on('SIGUSR2', () => {
    if (probe) began = { counts: new Map(probe.counts.byText), embedded: new Map(probe.embeddedMs) };
    void session.post('Profiler.start');
  });
  process.on('SIGUSR1', () => {
    if (probe && began) {
      const since = (now: Map<string, number>, then: Map<string, number>) =>
        Object.fromEntries(
          [...now]
            .map(([text, value]) => [text, value - (then.get(text) ?? 0)])
            .filter(([, value]) => Number(value) > 0),
        );
      const statements = {
        counts: since(probe.counts.byText, began.counts),
        embeddedMs: since(probe.embeddedMs, began.embedded),
      };
      writeFileSync(join(profileDir, `${process.pid}.statements.json`), JSON.stringify(statements, null, 1));
    }
    void session.post('Profiler.stop').then(({ profile }) => {
      const file = join(profileDir, `${process.pid}.cpuprofile`);
      writeFileSync(`${file}.part`, JSON.stringify(profile));
      renameSync(`${file}.part`, file);
    });
  });
}

// Asked over IPC (scripts/bench-soak.ts): the heap after a forced collection (the process runs with
// --expose-gc), the resident set, and the time spent in garbage collection so far.
let gcMs = 0;
// The forced collections are the benchmark's, not the server's: their time is taken off.
let forcedMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
process.on('message', (message: { kind?: string }) => {
  if (message.kind !== 'heap') return;
  const collect = (globalThis as { gc?: () => void }).gc;
  const began = performance.now();
  collect?.();
  collect?.();
  forcedMs += performance.now() - began;
  const memory = process.memoryUsage();
  process.send?.({
    kind: 'heap',
    heapUsed: memory.heapUsed,
    rss: memory.rss,
    collected: Boolean(collect),
    gcMs: gcMs - forcedMs,
  });
});

process.on('SIGTERM', () => {
  app.close().finally(() => {
    if (dataDir && !keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
