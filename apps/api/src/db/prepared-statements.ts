import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './open-database.ts';
import { PglitePrepared } from './pglite-prepared.ts';
import { queryRows } from './query-rows.ts';

/**
 * Runs a named statement: prepared once per connection (PostgreSQL) or database (PGlite) and
 * executed from its cached plan after that; `fresh` asks for it under a new name (it was
 * deallocated, or a table changed the shape of its result).
 */
type PreparedRunner = (text: string, values: unknown[], fresh: boolean) => Promise<Record<string, unknown>[]>;

const runners = new WeakMap<object, PreparedRunner>();
const dialect = new PgDialect();
// One sequence for the process: a name is never given to two texts, nor twice to one.
let sequence = 0;
const nextName = () => `taskwell_${(++sequence).toString(36)}`;

/**
 * Errors after which a statement is prepared again under a new name and run once more: a
 * statement the server no longer has (`DISCARD ALL`, `DEALLOCATE`), and one whose result's
 * shape a migration changed ("cached plan must not change result type"). Both fail before the
 * statement does anything, so running it again cannot do its work twice.
 */
function needsNewPlan(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  const message = error instanceof Error ? error.message : '';
  return code === '26000' || (code === '0A000' && message.includes('cached plan must not change result type'));
}

// Date and time values stay text, as the query builder's own reads leave them (its columns map them).
const rawTextTypes = new Set<number>([1082, 1083, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);
const postgresTypes = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    rawTextTypes.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function postgresRunner(pool: pg.Pool): PreparedRunner {
  const names = new Map<string, string>();
  return async (text, values, fresh) => {
    let name = names.get(text);
    if (!name || fresh) {
      name = nextName();
      names.set(text, name);
    }
    // node-postgres parses a named statement once per connection: a connection the pool opens
    // again (after a restart, say) prepares it anew.
    const result = await pool.query({ name, text, values, types: postgresTypes });
    return result.rows as Record<string, unknown>[];
  };
}

function pgliteRunner(client: PGlite): PreparedRunner {
  const embedded = new PglitePrepared(client);
  const statements = new Map<string, Awaited<ReturnType<PglitePrepared['prepare']>>>();
  return async (text, values, fresh) => {
    let prepared = statements.get(text);
    if (!prepared || fresh) {
      prepared = await embedded.prepare(nextName(), text, prepared?.name);
      statements.set(text, prepared);
    }
    return embedded.run(prepared, values);
  };
}

/**
 * A statement is prepared again after 64 uses, then after 4 times as many each time (256, 1,024,
 * ...). PostgreSQL keeps a generic plan once it chose one (after five uses), made from the row
 * counts its tables had then: on a database minutes old, a plan made while a table was nearly
 * empty scans what it should seek once the table holds thousands of rows, until the first
 * `ANALYZE` (autovacuum's, about a minute on; never on PGlite) makes it plan again. Preparing it
 * anew as uses grow lets the plan follow the tables' size; a few extra plans in a million uses.
 */
export const replanAfterUses = 64;
const replanFactor = 4;

/** Gives `runner` a new preparation of a statement each time its uses reach the next threshold. */
function replanning(runner: PreparedRunner): PreparedRunner {
  const uses = new Map<string, { count: number; next: number }>();
  return (text, values, fresh) => {
    let use = uses.get(text);
    if (!use) {
      use = { count: 0, next: replanAfterUses };
      uses.set(text, use);
    }
    use.count += 1;
    const due = use.count > use.next;
    if (due) use.next *= replanFactor;
    return runner(text, values, fresh || due);
  };
}

/** Lets `db`'s run-path statements be prepared (openDatabase calls it with the driver under `db`). */
export function prepareStatementsOf(
  db: Database,
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool },
): void {
  runners.set(db, replanning(driver.kind === 'pglite' ? pgliteRunner(driver.client) : postgresRunner(driver.pool)));
}

/**
 * Runs `query` as a prepared statement of the database (one text, one plan kept for it) and gives
 * its rows, as queryRows gives them. A transaction's handle, or a database opened elsewhere, runs
 * it as a plain statement: a transaction's connection is not one the statement was prepared on.
 */
export async function preparedRows(db: Pick<Database, 'execute'>, query: SQL): Promise<Record<string, unknown>[]> {
  const runner = runners.get(db);
  if (!runner) return queryRows(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  try {
    return await runner(text, params, false);
  } catch (error) {
    if (!needsNewPlan(error)) throw error;
    return runner(text, params, true);
  }
}
