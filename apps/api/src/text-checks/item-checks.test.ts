import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { itemFeedbackList, itemFeedbackOf } from '../runtime/persistence/run-reads.ts';
import { readPgliteTemplate } from '../testing/database-template.ts';
import { itemCheckList, itemChecksOf } from './item-checks.ts';

// A completed run's checkpoint reads the kept checks and the owner's feedback of its items (issue
// 28, decision 060). Issue 45: that lookup joined the whole of text_checks by hash at every
// completed run, so a run cost more the more checks were kept. The items' ids are now probed
// through the keys: the same answers, and a plan that seeks whatever the history holds.

let database: OpenDatabase;
const owner = 'owner@example.com';
const stranger = 'stranger@example.com';
const kept = 3_000;

/** A run's results naming these asset ids, as the runs table holds them. */
function resultsOf(...groups: string[][]): string {
  return JSON.stringify(
    groups.map((ids, index) => ({
      name: `Result ${index + 1}`,
      parameter: {
        metadata: { 'Content-Type': 'text/plain' },
        value: ids.map((id) => ({ type: 'asset', data: id })),
      },
    })),
  );
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', loadDataDir: await readPgliteTemplate() });
  const at = '2026-11-29T06:00:00Z';
  await database.executeSql(`
    INSERT INTO accounts (email, plan, balance, created_at, updated_at)
      VALUES ('${owner}', 'Free', 0, '${at}', '${at}'), ('${stranger}', 'Free', 0, '${at}', '${at}');
    INSERT INTO assets (id, owner_email, file_name, content_type, size, content, metadata, created_at)
      SELECT 'asset-' || n, '${owner}', 'Result ' || n || '.txt', 'text/plain', 1, '\\x61', '{}', '${at}'
      FROM generate_series(1, ${kept}) AS n;
    INSERT INTO text_checks (asset_id, findings, checked_at)
      SELECT 'asset-' || n, jsonb_build_array(jsonb_build_object('phrase', 'chairman', 'start', n, 'end', n + 8,
        'why', 'gendered', 'suggestions', jsonb_build_array('chair'))), '${at}'
      FROM generate_series(1, ${kept}) AS n;
    INSERT INTO feedback (id, asset_id, account_email, rating, comment, created_at, updated_at)
      SELECT 'feedback-' || n, 'asset-' || n, '${owner}', 'up', NULL, '${at}', '${at}'
      FROM generate_series(1, ${kept}, 2) AS n;
    ANALYZE assets; ANALYZE text_checks; ANALYZE feedback;`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("a run's item checks and feedback", () => {
  const cases: { name: string; results: string; account: string; checks: string[]; feedback: string[] }[] = [
    {
      name: 'items of two results, checked and not',
      results: resultsOf(['asset-1', 'asset-2'], ['asset-9', 'no-such-asset']),
      account: owner,
      checks: ['asset-1', 'asset-2', 'asset-9'],
      feedback: ['asset-1', 'asset-9'],
    },
    {
      name: 'an item named twice is answered once',
      results: resultsOf(['asset-3'], ['asset-3']),
      account: owner,
      checks: ['asset-3'],
      feedback: ['asset-3'],
    },
    {
      name: "another account sees the checks, not the owner's feedback",
      results: resultsOf(['asset-5']),
      account: stranger,
      checks: ['asset-5'],
      feedback: [],
    },
    { name: 'no results', results: '[]', account: owner, checks: [], feedback: [] },
    { name: 'a result with no items', results: resultsOf([]), account: owner, checks: [], feedback: [] },
  ];

  it.each(cases)('should answer $name', async ({ results, account, checks, feedback }) => {
    const [row] = await queryRows(
      database.db,
      sql`SELECT ${itemChecksOf(sql`${results}::jsonb`)} AS checks,
        ${itemFeedbackOf(sql`${results}::jsonb`, sql`${account}::text`)} AS feedback`,
    );
    const gotChecks = itemCheckList(row?.checks);
    expect(gotChecks.map((check) => check.assetId).sort()).toEqual(checks);
    for (const check of gotChecks) {
      const n = Number(check.assetId.replace('asset-', ''));
      expect(check.findings).toEqual([
        { phrase: 'chairman', start: n, end: n + 8, why: 'gendered', suggestions: ['chair'] },
      ]);
    }
    expect(
      itemFeedbackList(row?.feedback)
        .map((entry) => entry.assetId)
        .sort(),
    ).toEqual(feedback);
  });

  it('should probe text_checks and feedback through their keys, never read them whole', async () => {
    const results = resultsOf(['asset-1', 'asset-2']);
    // As the checkpoint puts it: a subquery of each completed run's row.
    const rows = await queryRows(
      database.db,
      sql`EXPLAIN (COSTS OFF) SELECT ${itemChecksOf(sql`r.results`)} AS checks,
        ${itemFeedbackOf(sql`r.results`, sql`r.email`)} AS feedback
       FROM (SELECT ${results}::jsonb AS results, ${owner}::text AS email) r`,
    );
    const plan = rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    expect(plan).not.toMatch(/Seq Scan on (text_checks|feedback)/);
    expect(plan).toMatch(/text_checks_pkey[\s\S]*?Index Cond: \(asset_id = ANY/);
    expect(plan).toMatch(
      /feedback_one_per_user_and_item[\s\S]*?Index Cond: \(\(account_email = .*\) AND \(asset_id = ANY/,
    );
  });
});
