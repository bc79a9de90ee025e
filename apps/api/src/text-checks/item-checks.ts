import type { Result, ResultItem, TextCheck } from '@taskwell/api-sdk';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type StoredFinding, textChecks } from '../db/check-schema.ts';
import type { Database } from '../db/open-database.ts';
import { isCheckedType } from './check-text.ts';

/** The kept check of one result item, as a run's view carries it. */
export interface ItemCheck {
  assetId: string;
  findings: StoredFinding[];
}

/**
 * The kept checks of the items `results` names, as one JSON array (or null): looked up by the
 * asset ids of the items through the primary key of `text_checks`, in the statement that reads the
 * run (as its feedback is). The ids are one array (`= ANY`), never a join: the planner takes a set
 * returned by `jsonb_array_elements` for 100 rows a call, 10,000 for the two, and joined that by
 * hash to a scan of the whole table, a scan at every completed run that grew with the history
 * (issue 45); an array is probed through the key whatever the planner thinks of its length.
 */
export function itemChecksOf(results: SQL): SQL<ItemCheck[] | null> {
  return sql<ItemCheck[] | null>`(
    SELECT jsonb_agg(jsonb_build_object('assetId', c.asset_id, 'findings', c.findings))
    FROM text_checks c
    WHERE c.asset_id = ANY (${itemIdsOf(results)})
  )`;
}

/** The asset ids of the items `results` names, as one text array (for `= ANY`, see {@link itemChecksOf}). */
export function itemIdsOf(results: SQL): SQL<string[]> {
  return sql<string[]>`ARRAY(
    SELECT item ->> 'data'
    FROM jsonb_array_elements(${results}) AS result(entry),
      jsonb_array_elements(result.entry -> 'parameter' -> 'value') AS item
  )`;
}

/** The entries of a JSON array {@link itemChecksOf} gave back (none for null or what is not one). */
export function itemCheckList(value: unknown): ItemCheck[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): ItemCheck[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    if (!('assetId' in entry && typeof entry.assetId === 'string' && 'findings' in entry)) return [];
    return Array.isArray(entry.findings) ? [{ assetId: entry.assetId, findings: entry.findings }] : [];
  });
}

/**
 * Results with each text item's check (issue 28): `checked` with its findings once it is kept,
 * `pending` while it is being made. Items of other types are as they were.
 */
export function withChecks(
  results: readonly Result[],
  checks: ReadonlyMap<string, StoredFinding[]> | readonly ItemCheck[],
): Result[] {
  const kept =
    checks instanceof Map
      ? (checks as ReadonlyMap<string, StoredFinding[]>)
      : new Map((checks as readonly ItemCheck[]).map((check) => [check.assetId, check.findings]));
  return results.map((result) => {
    if (!isCheckedType(result.parameter.metadata['Content-Type'])) return result;
    const value = result.parameter.value.map((item): ResultItem => {
      const findings = kept.get(item.data);
      const check: TextCheck = findings ? { status: 'checked', findings } : { status: 'pending', findings: [] };
      return { ...item, check };
    });
    return { ...result, parameter: { ...result.parameter, value } };
  });
}

/** The asset ids of the items of results. */
export function itemAssetIds(results: readonly Result[]): string[] {
  return results.flatMap((result) => result.parameter.value.map((item) => item.data));
}

/** The kept checks of these assets, by asset id (assets not checked yet are left out). */
export async function keptChecks(db: Database, assetIds: readonly string[]): Promise<Map<string, StoredFinding[]>> {
  const ids = [...new Set(assetIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ assetId: textChecks.assetId, findings: textChecks.findings })
    .from(textChecks)
    .where(inArray(textChecks.assetId, ids));
  return new Map(rows.map((row) => [row.assetId, row.findings]));
}

/** Results with their text items' checks, read in one query (the reads that are not a run's view). */
export async function resultsWithChecks(db: Database, results: readonly Result[]): Promise<Result[]> {
  return withChecks(results, await keptChecks(db, itemAssetIds(results)));
}
