import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/open-database.ts';
import { knowledgeIndexQueue } from '../knowledge/indexing/knowledge-indexer.ts';
import { createRunQueue } from '../runtime/queue/run-queue.ts';
import { pgliteTemplateSetting, postgresTemplateSetting } from './template-settings.ts';

// A test server starts from a migrated, empty database with the run queue's tables. Migrating
// takes seconds (4.1–4.3 s for PGlite on a 2-core machine, against 1.1–1.7 s to load a copy),
// and vitest gives every test file fresh modules, so a template kept in a module was made again
// for each of the suite's files. This global setup makes one per run instead: a PGlite dump in a
// file, or a template database on the PostgreSQL server; workers find it through the settings
// below (set here, before they start) and the teardown removes it.

export { pgliteTemplateSetting, postgresTemplateSetting };

/** A migrated database with the run queue's tables, closed again. */
async function migrate(options: Parameters<typeof openDatabase>[0]): Promise<Blob | undefined> {
  const database = await openDatabase(options);
  try {
    // Both queues a server opens (each a pg-boss table of its own): no server creates one again.
    for (const queue of [undefined, knowledgeIndexQueue]) {
      const opened = await createRunQueue({
        database,
        concurrency: 1,
        pollingIntervalMs: 500,
        onError: () => undefined,
        queue,
      });
      await opened.stop();
    }
    if (!database.dump) return undefined;
    await dropTemplateDatabases(database);
    return await database.dump();
  } finally {
    await database.close();
  }
}

/**
 * Leaves the embedded cluster only the database the server uses (`postgres`): a test server never
 * creates a database, so PGlite's `template0` and `template1` were a third of every copy a server
 * loads (43 MB, 28 MB without them; 0.16 of 0.7 CPU-seconds a start).
 */
async function dropTemplateDatabases(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await database.executeSql("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  await database.executeSql('DROP DATABASE template0');
  await database.executeSql('DROP DATABASE template1');
  await database.executeSql('CHECKPOINT');
}

/** A fresh migrated PGlite dump, made in this process (what the global setup writes to its file). */
export async function makePgliteTemplate(): Promise<Blob> {
  const dump = await migrate({ kind: 'pglite' });
  if (!dump) throw new Error('An embedded database can always be dumped.');
  return dump;
}

/** The run's PGlite template: the global setup's file, or one made here when there is none (a script). */
export async function readPgliteTemplate(): Promise<Blob> {
  const file = process.env[pgliteTemplateSetting];
  return file ? new Blob([await readFile(file)]) : makePgliteTemplate();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Vitest's global setup: the run's template, and a teardown that removes it. */
export default async function databaseTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `taskwell_template_${randomUUID().replaceAll('-', '')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await migrate({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    process.env[postgresTemplateSetting] = name;
    return async () => {
      delete process.env[postgresTemplateSetting];
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'taskwell-db-template-'));
  const file = join(folder, 'pglite.tar');
  await writeFile(file, Buffer.from(await (await makePgliteTemplate()).arrayBuffer()));
  process.env[pgliteTemplateSetting] = file;
  return async () => {
    delete process.env[pgliteTemplateSetting];
    await rm(folder, { recursive: true, force: true });
  };
}
