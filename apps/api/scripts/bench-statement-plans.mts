// `pnpm --filter @taskwell/api bench:statement-plans`: what each statement of a trivial run's path
// costs (the charge that creates the run, the claim that takes it, a checkpoint, the completing
// checkpoint), on PGlite and on a throwaway PostgreSQL (scripts/with-postgres.ts --stock), four
// ways in alternating rounds of one process: as a plain statement (parsed and planned at every
// call) and as a named statement prepared once over the protocol (src/db/prepared-statements.ts),
// both through the code that writes runs; and the same statements' texts bare, as named
// statements and through SQL's `PREPARE` + `EXECUTE`. Prints per kind the API process's CPU per statement
// and PostgreSQL's own planning time of each as
// `EXPLAIN (SUMMARY)` reports it: of the plain text, and of `EXECUTE` of the prepared one after
// the rounds. BENCH_STATEMENTS statements of each kind a round (default 300), 3 rounds; nproc and load.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type OpenDatabase, openDatabase } from '../src/db/open-database.ts';
import { preparedRows } from '../src/db/prepared-statements.ts';
import * as schema from '../src/db/schema.ts';
import { accounts } from '../src/db/schema.ts';
import { RunWrites } from '../src/runtime/persistence/run-writes.ts';

const perRound = Number(process.env.BENCH_STATEMENTS ?? 300);
const rounds = 3;
const kinds = ['charge', 'claim', 'checkpoint', 'complete'] as const;
type Kind = (typeof kinds)[number];
type Way = 'plain' | 'prepared' | 'named' | 'sql-execute';
const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Target {
  name: string;
  database: OpenDatabase;
  /** The same database through an unregistered handle: every statement plain. */
  plainDb: Database;
  /** Runs raw SQL on the connection the SQL-level prepared statements live on. */
  raw: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
}

async function targets(): Promise<Target[]> {
  const list: Target[] = [];
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite({ extensions: { pg_trgm } });
  const embedded = await openDatabase({ kind: 'pglite', client });
  list.push({
    name: 'PGlite',
    database: embedded,
    plainDb: drizzlePglite({ client, schema }) as unknown as Database,
    raw: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `plans_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // One connection: the SQL-level statements and the protocol's live on the one measured.
    const server = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
    // Kept open: SQL's prepared statements live as long as their connection.
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1, idleTimeoutMillis: 0 });
    list.push({
      name: 'PostgreSQL',
      database: server,
      plainDb: drizzlePostgres({ client: pool, schema }) as unknown as Database,
      raw: async (text, values) => (await pool.query(text, values)).rows,
    });
  }
  return list;
}

/** One statement of each kind, for one new run, through `db`; `capture` hears each statement's text and values. */
async function oneRun(db: Database, owner: string, email: string, kindTimes: Map<Kind, number>): Promise<void> {
  const writes = new RunWrites({ db, owner, leaseMs: 60_000, now: () => new Date() });
  const id = randomUUID();
  const at = new Date();
  const timed = async (kind: Kind, work: () => Promise<unknown>) => {
    const start = cpuMs();
    await work();
    kindTimes.set(kind, (kindTimes.get(kind) ?? 0) + cpuMs() - start);
  };
  const run = {
    id,
    accountEmail: email,
    taskId: 'trivial',
    status: 'IN_PROGRESS' as const,
    fee: 0,
    inputs: {},
    answers: {},
    state: { steps: {} },
    results: [],
    step: 0,
    max: 3,
    queuedAt: at,
    createdAt: at,
    updatedAt: at,
  };
  await timed('charge', () => writes.chargeAndCreate(run as never));
  let claimed: Awaited<ReturnType<RunWrites['claimTaken']>> = [];
  await timed('claim', async () => {
    claimed = await writes.claimTaken(sql`WITH taken AS (SELECT ${id}::text AS run_id)`);
  });
  const row = claimed[0];
  if (!row) throw new Error('The run was not claimed.');
  const step = (complete: boolean) => ({ run: row, state: { steps: {} }, results: [], assets: [], complete }) as never;
  await timed('checkpoint', () => writes.checkpoint(step(false)));
  await timed('complete', () => writes.checkpoint(step(true)));
}

async function main(): Promise<void> {
  say(
    `Statements of a trivial run's path, plain / prepared / SQL PREPARE+EXECUTE, on ${process.version}; nproc ${cpus().length}; load ${load()}`,
  );
  for (const target of await targets()) {
    const email = `plans-${randomUUID()}@example.com`;
    await target.database.db
      .insert(accounts)
      .values({ email, balance: 1_000_000, createdAt: new Date(), updatedAt: new Date() });
    // Every statement of a round, captured once (texts and values) for the SQL-level way and EXPLAIN.
    const captured = new Map<Kind, { text: string; values: unknown[] }>();
    const order: Kind[] = [];
    const capturing = (target.name === 'PGlite' ? drizzlePglite : drizzlePostgres) as never as (
      config: object,
    ) => Database;
    void capturing;
    const figures = new Map<string, number[]>();
    for (let round = 1; round <= rounds; round += 1) {
      for (const way of (round % 2
        ? ['plain', 'prepared', 'named', 'sql-execute']
        : ['sql-execute', 'named', 'prepared', 'plain']) as Way[]) {
        if ((way === 'sql-execute' || way === 'named') && captured.size === 0) continue;
        const times = new Map<Kind, number>();
        for (let index = 0; index < perRound; index += 1) {
          if (way === 'sql-execute' || way === 'named') await capturedRun(target, captured, times, way);
          else await oneRun(way === 'plain' ? target.plainDb : target.database.db, `plans-${way}`, email, times);
        }
        const line = kinds.map((kind) => `${kind} ${((times.get(kind) ?? 0) / perRound).toFixed(3)}`).join(', ');
        say(`  ${target.name} round ${round}, ${way}: API CPU ms per statement: ${line}`);
        for (const kind of kinds)
          figures.set(`${way} ${kind}`, [...(figures.get(`${way} ${kind}`) ?? []), (times.get(kind) ?? 0) / perRound]);
        if (way === 'plain' && captured.size === 0) await capture(target, email, captured, order);
      }
    }
    for (const kind of kinds) {
      const [plain, prepared, named, execute] = (['plain', 'prepared', 'named', 'sql-execute'] as Way[]).map((way) =>
        median(figures.get(`${way} ${kind}`) ?? []),
      );
      say(
        `  ${target.name} ${kind}: median API CPU ms plain ${plain?.toFixed(3)}, prepared ${prepared?.toFixed(3)} (${((prepared ?? 0) / (plain ?? 1)).toFixed(2)}x), captured statement named ${named?.toFixed(3)} vs SQL EXECUTE ${execute?.toFixed(3)}`,
      );
    }
    for (const kind of kinds) {
      const statement = captured.get(kind);
      if (!statement) continue;
      const plainPlan = await planningMs(target, `EXPLAIN (SUMMARY) ${statement.text}`, statement.values);
      const preparedPlan = await planningMs(
        target,
        `EXPLAIN (SUMMARY) EXECUTE plans_${kind}(${literals(statement.values)})`,
        [],
      );
      say(
        `  ${target.name} ${kind}: planning ms, plain ${plainPlan.toFixed(3)}, prepared (EXECUTE after the rounds) ${preparedPlan.toFixed(3)}`,
      );
    }
    await target.database.close();
  }
  say(`load average after: ${load()}`);
}

/** Records one run's statements (texts and values) through a logging handle, and prepares each at SQL level. */
async function capture(
  target: Target,
  email: string,
  captured: Map<Kind, { text: string; values: unknown[] }>,
  order: Kind[],
): Promise<void> {
  const seen: { text: string; values: unknown[] }[] = [];
  const logger = { logQuery: (text: string, values: unknown[]) => seen.push({ text, values }) };
  const db = (target.name === 'PGlite'
    ? drizzlePglite({ client: (target.plainDb as unknown as { $client: never }).$client, schema, logger })
    : drizzlePostgres({
        client: (target.plainDb as unknown as { $client: never }).$client,
        schema,
        logger,
      })) as unknown as Database;
  await oneRun(db, 'plans-capture', email, new Map());
  kinds.forEach((kind, index) => {
    const statement = seen[index];
    if (statement) captured.set(kind, statement);
  });
  order.push(...kinds);
  for (const [kind, statement] of captured) await target.raw(`PREPARE plans_${kind} AS ${statement.text}`);
}

/**
 * One run of the captured statements, the run's id put in their values: through SQL's EXECUTE,
 * or as named statements of the protocol (preparedRows), without the run-writing code around them.
 */
async function capturedRun(
  target: Target,
  captured: Map<Kind, { text: string; values: unknown[] }>,
  times: Map<Kind, number>,
  way: Way,
): Promise<void> {
  const id = randomUUID();
  const swap = (values: unknown[], from: string) =>
    values.map((value) => (typeof value === 'string' ? value.replaceAll(from, id) : value));
  const original = String(
    (captured.get('claim')?.values ?? []).find((value) => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)) ??
      '',
  );
  for (const kind of kinds) {
    const statement = captured.get(kind);
    if (!statement) continue;
    const values = swap(statement.values, original);
    const start = cpuMs();
    if (way === 'named') await preparedRows(target.database.db, withValues(statement.text, values));
    else await target.raw(`EXECUTE plans_${kind}(${literals(values)})`);
    times.set(kind, (times.get(kind) ?? 0) + cpuMs() - start);
  }
}

/** A statement's text with its values as a query of the query builder ($n in the text: the nth value). */
function withValues(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part))));
}

/** Values written into SQL (EXECUTE takes no protocol parameters): a string quoted, null as NULL. */
function literals(values: unknown[]): string {
  return values
    .map((value) =>
      value === null || value === undefined
        ? 'NULL'
        : typeof value === 'number'
          ? String(value)
          : `'${String(value).replaceAll("'", "''")}'`,
    )
    .join(', ');
}

/** PostgreSQL's planning time of `text` (the median of five EXPLAINs: the first pays for cold caches). */
async function planningMs(target: Target, text: string, values: unknown[]): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const rows = await target.raw(text, values);
    const line = rows.map((row) => String(Object.values(row)[0])).find((value) => value.startsWith('Planning Time'));
    times.push(Number(line?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN));
  }
  return median(times);
}

await main();
process.exit(0);
