import type { PausedRequest, Result, RunInputView } from '@taskwell/api-sdk';

// The shapes of a run's columns, its status and its jsonb columns (db/core-schema.ts types them
// with these), so that the runtime reads and writes runs without casts, and the history and the
// asset library show a run's inputs alike.

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
  /** The tokens an AI step used, as its provider counted them (issue 40). */
  usage?: { promptTokens: number; completionTokens: number };
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

/** A run's start inputs as a list, in the order they were given. */
export function inputViews(inputs: RunInputs): RunInputView[] {
  return Object.entries(inputs).map(([name, input]) => ({
    name,
    contentType: input.contentType,
    value: input.value,
    ...(input.assetId ? { assetId: input.assetId } : {}),
  }));
}

/**
 * The persona a run writes in (issue 40), as it was when the run started: its name, its
 * instructions as a model reads them (the spec's `character.content`), and the words the text
 * checks flag in its results. A copy, so that a retry writes alike after the persona changed.
 */
export interface RunPersona {
  name: string;
  instructions: string;
  wordsToAvoid: string[];
}
