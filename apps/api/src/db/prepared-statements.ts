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

/** Lets `db`'s run-path statements be prepared (openDatabase calls it with the driver under `db`). */
export function prepareStatementsOf(
  db: Database,
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool },
): void {
  runners.set(db, driver.kind === 'pglite' ? pgliteRunner(driver.client) : postgresRunner(driver.pool));
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
