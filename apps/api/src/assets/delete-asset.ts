import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { conflict, notFound } from '../errors/domain-error.ts';
import type { AssetStorage } from './asset-storage.ts';

/**
 * Deletes an owner's asset and its bytes (issue 18), with the feedback on it (the foreign key
 * cascades). One statement deletes the row unless a run of the owner that is in progress or
 * paused uses it: as a start input, a file answer, or a finished step's output it goes on from.
 * Such an asset answers 409; someone else's, 404. The bytes go once the row is gone.
 */
export async function deleteOwnedAsset(
  db: Database,
  store: AssetStorage,
  options: { assetId: string; owner: string },
): Promise<void> {
  const { assetId, owner } = options;
  const [deleted] = await queryRows(
    db,
    sql`
    DELETE FROM assets a
    WHERE a.id = ${assetId} AND a.owner_email = ${owner}
      AND NOT EXISTS (
        SELECT 1 FROM runs r
        WHERE r.account_email = ${owner} AND r.status IN ('IN_PROGRESS', 'PAUSED')
          AND (
            EXISTS (SELECT 1 FROM jsonb_each(r.inputs) i WHERE i.value ->> 'assetId' = ${assetId})
            OR EXISTS (SELECT 1 FROM jsonb_each(r.state -> 'steps') s WHERE s.value ->> 'assetId' = ${assetId})
            OR EXISTS (SELECT 1 FROM jsonb_each_text(r.answers) answer WHERE answer.value = ${assetId})
          )
      )
    RETURNING a.storage_name`,
  );
  if (deleted) {
    // A small run output had its bytes in the row (storage_name NULL): nothing else to remove.
    if (typeof deleted.storage_name === 'string') await store.removeFile(deleted.storage_name);
    return;
  }
  const [owned] = await queryRows(
    db,
    sql`SELECT 1 AS found FROM assets WHERE id = ${assetId} AND owner_email = ${owner} LIMIT 1`,
  );
  if (!owned) throw notFound('The asset');
  throw conflict('asset_in_use', 'A run that is still going uses this file. Cancel the run or wait for it to end.');
}
