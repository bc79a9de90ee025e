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
import { guardPoolClients } from './guard-pool-clients.ts';
import { type NotificationHandler, NotificationListener } from './notification-listener.ts';
import { prepareStatementsOf } from './prepared-statements.ts';
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
      /** An open instance its owner keeps (tests lend one from a pool): `close()` leaves it open. */
      client?: PGlite;
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
  /**
   * PostgreSQL only: calls `listener` whenever the listening connection drops (no NOTIFY arrives
   * until it is reopened and every handler hears `undefined`). Returns the unsubscribe.
   */
  onListenerDown?: (listener: () => void) => () => void;
  /** The connection string, for PostgreSQL. */
  url?: string;
}

/** The versioned migrations the server ships (their journal is `meta/_journal.json`). */
export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));
/** How long a query waits for a connection to PostgreSQL before it fails as an outage (ms). */
const connectTimeoutMs = 10_000;
// Any fixed number: serialises migrations of API processes that start together on one server.
const migrationLockId = 5_511_2024;

/** Where a PostgreSQL server is, for a log line: host, port and database, never the credentials. */
export function postgresAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/** Resolves once the server of `url` takes a connection and answers a query (the start-up wait, issue 42). */
export async function reachPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Opens PGlite or PostgreSQL and applies the versioned migrations that are not applied yet. */
export async function openDatabase(
  options: DatabaseOptions,
  onIdleError: (error: Error) => void = () => undefined,
  /** Told when the listening connection was opened again after it dropped (PostgreSQL). */
  onListenerBack: () => void = () => undefined,
): Promise<OpenDatabase> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // pg_trgm: My Assets' name search by trigram index (issue 32), as on PostgreSQL.
    const client =
      options.client ??
      new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    prepareStatementsOf(db, { kind: 'pglite', client });
    return {
      db,
      kind: 'pglite',
      close: () => (options.client ? Promise.resolve() : client.close()),
      dump: () => client.dumpDataDir('none') as Promise<Blob>,
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
        // A script of several statements (the queue's schema and maintenance) runs through exec.
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    };
  }

  const locker = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: connectTimeoutMs });
  // Issue 42: a server that goes away during the migrations fails them (the caller's error), not the process.
  locker.on('error', onIdleError);
  await locker.connect();
  try {
    await locker.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
    await migratePostgres(drizzlePostgres({ client: locker }), { migrationsFolder });
  } finally {
    await locker.query('SELECT pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    await locker.end();
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // Issue 42: a query waits at most this long for a connection (a server that does not answer,
    // or a pool that stays full), then fails as an outage (a 503), rather than hanging.
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // An idle connection the server ends (restart, failover) must not crash the process: the pool
  // drops it and opens another on the next query.
  pool.on('error', onIdleError);
  // Nor may one in use, nor may it be lost to the pool (issue 42): see guard-pool-clients.ts.
  guardPoolClients(pool, onIdleError);
  const db = drizzlePostgres({ client: pool, schema });
  prepareStatementsOf(db, { kind: 'postgres', pool });
  const listener = new NotificationListener({ url: options.url, onError: onIdleError, onReconnected: onListenerBack });
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
    onListenerDown: (down) => listener.onDown(down),
  };
}
