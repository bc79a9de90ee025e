import type { Result, TaskSample } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { and, eq } from 'drizzle-orm';
import type { AssetRow, AssetStorage } from '../assets/asset-storage.ts';
import { extensionOf, resultFileName } from '../assets/result-file-name.ts';
import type { Database } from '../db/open-database.ts';
import type { RunInputs } from '../db/run-columns.ts';
import { creatorTaskVersions, runs } from '../db/schema.ts';
import { notFound } from '../errors/domain-error.ts';
import { readableListing } from './listing-access.ts';
import { resultsWithoutFeedback, sampleOfRun } from './sample-choice.ts';

// A listing's sample (the Sample modal, issue 26): the completed test run its creator chose
// (store_listings.sample_run_id, issue 41): the values of the form's visible fields it ran on and
// its results. Never a hidden field, the flow, a step's settings or a prompt, nor the creator's
// own feedback on the results.

/** The sample run's inputs and results; none when the run is gone. */
async function sampleRun(db: Database, sampleRunId: string | null): Promise<{ inputs: RunInputs; results: Result[] }> {
  if (!sampleRunId) return { inputs: {}, results: [] };
  const [run] = await db
    .select({ inputs: runs.inputs, results: runs.results, status: runs.status })
    .from(runs)
    .where(eq(runs.id, sampleRunId))
    .limit(1);
  if (run?.status !== 'COMPLETED') return { inputs: {}, results: [] };
  return { inputs: run.inputs, results: run.results };
}

/** The sample results of a listing, without the creator's feedback. */
async function sampleResults(db: Database, sampleRunId: string | null): Promise<Result[]> {
  return resultsWithoutFeedback((await sampleRun(db, sampleRunId)).results);
}

/** The sample of a listing the caller may read (a withdrawn one too, to its buyers); not found otherwise. */
export async function listingSample(db: Database, listingId: string, email: string): Promise<TaskSample> {
  const { row } = await readableListing(db, listingId, email);
  const [version] = await db
    .select({ definition: creatorTaskVersions.definition })
    .from(creatorTaskVersions)
    .where(and(eq(creatorTaskVersions.taskId, row.creatorTaskId), eq(creatorTaskVersions.version, row.version)))
    .limit(1);
  const definition = (version?.definition ?? {}) as Pick<TaskDefinition, 'parameters'>;
  return sampleOfRun(db, row.id, definition, await sampleRun(db, row.sampleRunId));
}

/** One item of a listing's sample, when the caller may see the listing; not found for any other asset. */
export async function listingSampleAsset(
  db: Database,
  assets: AssetStorage,
  listingId: string,
  assetId: string,
  email: string,
): Promise<AssetRow> {
  const { row } = await readableListing(db, listingId, email);
  const results = await sampleResults(db, row.sampleRunId);
  const result = results.find((each) => each.parameter.value.some((item) => item.data === assetId));
  const asset = result ? await assets.findOwned(assetId, row.ownerEmail) : undefined;
  if (!result || !asset) throw notFound('That sample result');
  // Named after the result its viewers see, never after the creator's step id.
  return { ...asset, fileName: resultFileName(result.parameter.name, extensionOf(asset.fileName)) };
}
