import type { CheckpointWrite } from '../persistence/run-record.ts';

/** Runs a callback once the current turn of the event loop is over (`setImmediate`; tests step it by hand). */
export type ScheduleTurn = (callback: () => void) => void;

/** Where a run's checkpoints stand: all written so far, or stopped by a lost claim or a failed write. */
export type CheckpointOutcome = { kind: 'ok' } | { kind: 'lost' } | { kind: 'failed'; error: unknown };

/** One run's checkpoints on their way to the database (decision 060). */
export interface CheckpointPipeline {
  /**
   * Hands over a finished step's checkpoint and resolves when the next step of the run may start:
   * once no earlier checkpoint of the run is being written. The checkpoint itself goes out at the
   * end of the turn; one handed over after it in the same turn takes its place (a checkpoint holds
   * everything before it), so quick steps cost one write between them. Resolves with the lost
   * claim or the failed write of an earlier checkpoint instead, and then writes nothing more.
   */
  record(write: CheckpointWrite): Promise<CheckpointOutcome>;
  /** Sends what waits for the end of the turn and resolves when every checkpoint handed over is written. */
  settled(): Promise<CheckpointOutcome>;
}

/** What a pipeline needs: the write of one checkpoint, and what to do with checkpoints never written. */
export interface CheckpointPipelineOptions {
  /** Writes one checkpoint; false when the run's claim was lost. */
  write(write: CheckpointWrite): Promise<boolean>;
  /** Called with each checkpoint that will not be written (its output files are no one's). */
  discard(write: CheckpointWrite): void;
  schedule?: ScheduleTurn;
}

/** Two checkpoints of a run as one: the later one's state, results and end, both one's assets. */
function merge(earlier: CheckpointWrite, later: CheckpointWrite): CheckpointWrite {
  return { ...later, assets: [...earlier.assets, ...later.assets], complete: earlier.complete || later.complete };
}

/**
 * A step starts only while no checkpoint of its run is on its way to the database, so a crash
 * repeats at most the steps that finished in the turn before it, as a crash during a step always
 * repeated that step; a step whose checkpoint was written is never run again.
 */
export function checkpointPipeline(options: CheckpointPipelineOptions): CheckpointPipeline {
  const schedule = options.schedule ?? setImmediate;
  let pending: CheckpointWrite | undefined;
  let flight: Promise<void> | undefined;
  let scheduled = false;
  let outcome: CheckpointOutcome = { kind: 'ok' };

  const send = () => {
    scheduled = false;
    if (flight || !pending) return;
    const batch = pending;
    pending = undefined;
    flight = options
      .write(batch)
      .then(
        (held) => {
          if (!held) outcome = { kind: 'lost' };
        },
        (error: unknown) => {
          outcome = { kind: 'failed', error };
        },
      )
      .then(() => {
        flight = undefined;
        if (outcome.kind !== 'ok') options.discard(batch);
      });
  };

  return {
    async record(write) {
      while (flight) await flight;
      if (outcome.kind !== 'ok') {
        options.discard(write);
        return outcome;
      }
      pending = pending ? merge(pending, write) : write;
      if (!scheduled) {
        scheduled = true;
        schedule(send);
      }
      return outcome;
    },

    async settled() {
      for (;;) {
        if (flight) await flight;
        else if (pending) send();
        else return outcome;
      }
    },
  };
}
