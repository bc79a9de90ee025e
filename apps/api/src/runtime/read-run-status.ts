import type { RequestStatus } from '@taskwell/api-sdk';
import { notFound } from '../errors/domain-error.ts';
import type { RunStore } from './run-store.ts';

/** spec §4 stepper: `step` is the index of the current service step (the active one is step + 1). */
function currentStep(finished: number, max: number): number {
  return max === 0 ? -1 : Math.min(finished, max - 1);
}

/** spec §7 results: status, step, max, results so far, and what a paused run waits for. */
export async function readRunStatus(
  store: RunStore,
  options: { email: string; runId: string },
): Promise<RequestStatus> {
  const run = await store.findOwned(options.runId, options.email);
  // Someone else's run is not found, as an unknown one.
  if (!run) throw notFound('That run');
  return {
    status: run.status,
    requestId: run.id,
    step: currentStep(Object.keys(run.state.steps).length, run.max),
    max: run.max,
    results: run.results,
    ...(run.status === 'PAUSED' && run.missing ? { missing: run.missing } : {}),
    ...(run.message ? { message: run.message } : {}),
  };
}
