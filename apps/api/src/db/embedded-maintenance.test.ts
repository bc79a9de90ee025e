import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPgliteTemplate } from '../testing/database-template.ts';
import { maintainEmbeddedDatabase } from './embedded-maintenance.ts';
import { type OpenDatabase, openDatabase } from './open-database.ts';

// PGlite has no autovacuum: without this upkeep every updated run left a dead row version and
// dead index entries that the queue's fetch and the reaper waded through for ever (issue 32).

let database: OpenDatabase;
const warnings: string[] = [];
const log = { debug: () => undefined, warn: (_: unknown, message: string) => warnings.push(message) };

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', loadDataDir: await readPgliteTemplate() });
  // Tables of their own, so that the counts are this test's.
  await database.executeSql(`
    CREATE TABLE churn_small (id int PRIMARY KEY, note text NOT NULL);
    CREATE TABLE churn_large (id int PRIMARY KEY, note text NOT NULL);
    INSERT INTO churn_small SELECT n, 'first' FROM generate_series(1, 400) AS n;
    INSERT INTO churn_large SELECT n, 'first' FROM generate_series(1, 2000) AS n;`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** Dead row versions of a table, as its statistics say now. */
async function deadRows(table: string): Promise<number> {
  await database.executeSql('SELECT pg_stat_force_next_flush()', []);
  const { rows } = await database.executeSql('SELECT n_dead_tup AS dead FROM pg_stat_all_tables WHERE relname = $1', [
    table,
  ]);
  return Number(rows[0]?.dead);
}

describe('the embedded database upkeep', () => {
  it('should vacuum a table once its dead rows pass the bound, and leave the others alone', async () => {
    const maintenance = maintainEmbeddedDatabase({
      database,
      intervalMs: 3_600_000,
      policy: { deadRows: 500, deadShare: 0.02, insertedRows: 1_000_000, insertedShare: 1 },
      log,
    });
    try {
      // 400 dead rows: under the bound, nothing is done.
      await database.executeSql(`UPDATE churn_small SET note = 'second'`);
      expect(await maintenance.runOnce()).toEqual([]);
      expect(await deadRows('churn_small')).toBe(400);
      // 2,000 in another table: that one is vacuumed, and only that one.
      await database.executeSql(`UPDATE churn_large SET note = 'second'`);
      expect(await maintenance.runOnce()).toEqual(['public.churn_large']);
      expect(await deadRows('churn_large')).toBe(0);
      expect(await deadRows('churn_small')).toBe(400);
      expect(warnings).toEqual([]);
    } finally {
      await maintenance.stop();
    }
  }, 120_000);

  it('should run on its own every interval until stopped', async () => {
    await database.executeSql(`UPDATE churn_large SET note = 'third'`);
    const maintenance = maintainEmbeddedDatabase({
      database,
      intervalMs: 50,
      policy: { deadRows: 500, deadShare: 0.02, insertedRows: 1_000_000, insertedShare: 1 },
      log,
    });
    try {
      const limit = performance.now() + 60_000;
      while ((await deadRows('churn_large')) > 0) {
        if (performance.now() > limit) throw new Error('the upkeep did not vacuum within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await maintenance.stop();
    }
    expect(warnings).toEqual([]);
  }, 120_000);
});
