import type { RunResults } from './run-columns.ts';

// The shapes of a task sample's row (db/schema.ts types its columns with them).

/** Where a task's sample is: its run is running, its results are kept, or its run failed. */
export type SampleStatus = 'making' | 'ready' | 'failed';

/** The results kept of a sample, in the contract's shape. */
export type SampleResults = RunResults;
