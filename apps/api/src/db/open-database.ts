import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type NotificationHandler, NotificationListener } from './notification-listener.ts';
import * as schema from './schema.ts';

/** The query layer both databases share: Drizzle over PGlite or over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives. */
export type DatabaseOptions =
  | {
      /** Embedded PostgreSQL (PGlite). */
      kind: 'pglite';
      /** Folder of the database files; omitted, the database lives in memory (tests). */
      dataDir?: string;
      /** A dump (`dumpDataDir()`) to start from instead of an empty cluster: tests copy a migrated one. */
      loadDataDir?: Blob;
    }
  | {
      /** A PostgreSQL server. */
      kind: 'postgres';
      /** Its connection string (`DATABASE_URL`). */
      url: string;
      /** Pool size; default 10. */
      maxConnections?: number;
    };

/** An open database with its schema migrated. */
export interface OpenDatabase {
  /** The query builder. */
  db: Database;
  /** Which kind it is. */
  kind: DatabaseOptions['kind'];
  /** Closes the connections. */
  close(): Promise<void>;
  /** PGlite only: a copy of the whole database, to start other instances from. */
  dump?: () => Promise<Blob>;
  /** Runs raw SQL (the job queue's adapter): with values one parameterised statement, without them any script. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * PostgreSQL only: calls `onNotify` with the payload of every NOTIFY on the channel, and with
   * `undefined` whenever the listening connection was (re)opened (what was sent meanwhile is
   * lost). Every channel of the process shares one connection, reopened when it drops. Resolves
   * to a function that stops listening.
   */
  listen?: (channel: string, onNotify: NotificationHandler) => Promise<() => Promise<void>>;
  /** The connection string, for PostgreSQL. */
  url?: string;
}

/** The versioned migrations the server ships (their journal is `meta/_journal.json`). */
export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));
// Any fixed number: serialises migrations of API processes that start together on one server.
const migrationLockId = 5_511_2024;

/** Opens PGlite or PostgreSQL and applies the versioned migrations that are not applied yet. */
export async function openDatabase(
  options: DatabaseOptions,
  onIdleError: (error: Error) => void = () => undefined,
): Promise<OpenDatabase> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // pg_trgm: My Assets' name search by trigram index (issue 32), as on PostgreSQL.
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: () => client.close(),
      dump: () => client.dumpDataDir('none') as Promise<Blob>,
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
        // A script of several statements (the queue's schema and maintenance) runs through exec.
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    };
  }

  const locker = new pg.Client({ connectionString: options.url });
  await locker.connect();
  try {
    await locker.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
    await migratePostgres(drizzlePostgres({ client: locker }), { migrationsFolder });
  } finally {
    await locker.query('SELECT pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    await locker.end();
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // An idle connection the server ends (restart, failover) must not crash the process: the pool
  // drops it and opens another on the next query.
  pool.on('error', onIdleError);
  const db = drizzlePostgres({ client: pool, schema });
  const listener = new NotificationListener({ url: options.url, onError: onIdleError });
  return {
    db,
    kind: 'postgres',
    url: options.url,
    async close() {
      await listener.close();
      await pool.end();
    },
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
  };
}
