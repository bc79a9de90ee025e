import type { PausedRequest, Result } from '@taskwell/api-sdk';
import type { RunView } from './run-reads.ts';
import type { RunRow } from './run-store.ts';

// The shapes of a run's row, jsonb columns included (db/schema.ts types its columns with them), so
// that the runtime reads and writes runs without casts.

/** spec §4 task run statuses. */
export type RunStatus = 'IN_PROGRESS' | 'PAUSED' | 'COMPLETED' | 'ERROR' | 'ABORTED';

/** Statuses a run ends in. */
export type EndStatus = Extract<RunStatus, 'COMPLETED' | 'ERROR' | 'ABORTED'>;

/** What the checkpoint keeps of a finished step. */
export interface FinishedStep {
  /** The asset holding the step's output. */
  assetId: string;
  /** Its content type. */
  contentType: string;
  /** The result item's source. */
  source: string;
  /** ISO 8601. */
  created: string;
}

/** A run's checkpoint: the output of every finished step, by step id. */
export interface RunCheckpoint {
  /** Finished steps by step id. */
  steps: Record<string, FinishedStep>;
}

/** A start parameter as kept on the run. */
export interface RunInput {
  /** The value's content type. */
  contentType: string;
  /** The value as sent (an asset id for files). */
  value: string;
  /** Set when the value is an uploaded file (image, PDF, or a dropped text file). */
  assetId?: string;
}

/** The start parameters of a run, by name. */
export type RunInputs = Record<string, RunInput>;

/** The answers given on resume, by the name of the input asked for. */
export type RunAnswers = Record<string, string>;

/** The results so far, in the contract's shape. */
export type RunResults = Result[];

/** What a PAUSED run waits for, in the contract's shape. */
export type RunMissing = PausedRequest;

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
