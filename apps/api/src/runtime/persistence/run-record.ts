import type { RunCheckpoint, RunResults, RunStatus } from '../../db/run-columns.ts';
import type { RunView } from './run-reads.ts';
import type { RunRow } from './run-writes.ts';

// What the runtime writes and tells of a run beyond its columns (their shapes are db/run-columns.ts):
// its changes, a step's output and feedback as written, a checkpoint's write and a change's guard.

/** A change of a run's status, as it is written. */
export interface RunStatusChange {
  /** The run. */
  runId: string;
  /** Its owner. */
  accountEmail: string;
  /** The status it has now. */
  status: RunStatus;
}

/** A change of what a client sees of a run (its version grew), as it is written. */
export interface RunChange extends RunStatusChange {
  /** Whether the status itself changed (else a checkpoint, or answers that leave it paused). */
  statusChanged: boolean;
  /**
   * The run as the change left it, with its owner's feedback on its items, when the statement
   * that wrote it gave that back (a run's completion): whoever waits for the end needs no read.
   */
  view?: RunView | undefined;
}

/** The asset row of a step's output, written with the step's checkpoint. */
export interface StepAsset {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The output's file, when it was too large for the row. */
  storageName: string | null;
  /** The output's bytes, when they are kept in the row. */
  content: Buffer | null;
  metadata: Record<string, unknown>;
}

/** Feedback on one result item, as a run's view carries it. */
export interface ItemFeedback {
  /** The result item's asset. */
  assetId: string;
  /** The feedback's id. */
  id: string;
  rating: 'up' | 'down' | null;
  comment: string | null;
}

/**
 * Finished steps to checkpoint: the run as claimed, its checkpoint and results so far, the outputs
 * of the steps it writes (one, or several finished in one turn, decision 060).
 */
export interface CheckpointWrite {
  run: RunRow;
  state: RunCheckpoint;
  results: RunResults;
  assets: StepAsset[];
  /** The last step: the checkpoint also completes the run. */
  complete: boolean;
}

/**
 * Which state a run must still be in for a change to apply: held by this worker (`owned`), as it
 * was read (`unchanged`), or merely unfinished (`unfinished`). Of two processes racing to change a
 * run, only the one whose condition still holds does.
 */
export type RunGuard =
  | { kind: 'owned' }
  | { kind: 'unchanged'; run: RunRow }
  | { kind: 'unfinished' }
  /** In progress or paused: what a user may cancel (issue 18). */
  | { kind: 'cancellable' };

/**
 * Checkpoints as the rows of the statement that writes them (one JSON document, decision 060).
 * `fresh`: every result item of the run is an asset this checkpoint writes, so no feedback and no
 * text check can name one yet (both are kept only of assets already stored): a completing
 * statement then looks none up (decision 195).
 */
export function checkpointRows(writes: readonly CheckpointWrite[]) {
  return writes.map(({ run, state, results, assets, complete }) => ({
    run_id: run.id,
    state,
    results,
    step: Object.keys(state.steps).length,
    complete,
    fresh: resultsWrittenBy(results, assets),
    assets: assets.map((asset) => ({
      asset_id: asset.id,
      file_name: asset.fileName,
      content_type: asset.contentType,
      size: asset.size,
      storage_name: asset.storageName,
      content: asset.content?.toString('base64') ?? null,
      metadata: asset.metadata,
    })),
  }));
}

/** Whether every item of `results` is one of `assets` (written with them, by the same statement). */
function resultsWrittenBy(results: RunResults, assets: readonly StepAsset[]): boolean {
  const written = new Set(assets.map((asset) => asset.id));
  return results.every((result) => result.parameter.value.every((item) => written.has(item.data)));
}
