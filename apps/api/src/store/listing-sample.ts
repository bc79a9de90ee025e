import type { Result, TaskSample } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import type { AssetRow, AssetStore } from '../assets/asset-store.ts';
import { extensionOf, resultFileName } from '../assets/result-file-name.ts';
import { resultsWithChecks } from '../checks/item-checks.ts';
import type { Database } from '../db/open-database.ts';
import { runs } from '../db/schema.ts';
import { notFound } from '../errors/domain-error.ts';
import { visibleListing } from './listing-access.ts';

// A listing's sample (the Sample modal, issue 26): the results of the completed test run the
// platform's check relied on (store_listings.sample_run_id). Results only: never the run's inputs,
// the flow, a step's settings or a prompt, nor the creator's own feedback on them.

/** The sample run's results without the creator's feedback; none when the run is gone. */
async function sampleResults(db: Database, sampleRunId: string | null): Promise<Result[]> {
  if (!sampleRunId) return [];
  const [run] = await db
    .select({ results: runs.results, status: runs.status })
    .from(runs)
    .where(eq(runs.id, sampleRunId))
    .limit(1);
  if (run?.status !== 'COMPLETED') return [];
  return run.results.map((result) => ({
    parameter: {
      name: result.parameter.name,
      metadata: result.parameter.metadata,
      value: result.parameter.value.map(({ feedback: _feedback, ...item }) => item),
    },
  }));
}

/** The sample results of a listing the caller may see; not found otherwise. */
export async function listingSample(db: Database, listingId: string, email: string): Promise<TaskSample> {
  const { row } = await visibleListing(db, listingId, email);
  return { taskId: row.id, results: await resultsWithChecks(db, await sampleResults(db, row.sampleRunId)) };
}

/** One item of a listing's sample, when the caller may see the listing; not found for any other asset. */
export async function listingSampleAsset(
  db: Database,
  assets: AssetStore,
  listingId: string,
  assetId: string,
  email: string,
): Promise<AssetRow> {
  const { row } = await visibleListing(db, listingId, email);
  const results = await sampleResults(db, row.sampleRunId);
  const result = results.find((each) => each.parameter.value.some((item) => item.data === assetId));
  const asset = result ? await assets.findOwned(assetId, row.ownerEmail) : undefined;
  if (!result || !asset) throw notFound('That sample result');
  // Named after the result its viewers see, never after the creator's step id.
  return { ...asset, fileName: resultFileName(result.parameter.name, extensionOf(asset.fileName)) };
}
