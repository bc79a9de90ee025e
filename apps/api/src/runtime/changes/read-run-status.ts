import type { RequestStatus, ResultItem, SavedFeedback } from '@taskwell/api-sdk';
import { notFound } from '../../errors/domain-error.ts';
import { withChecks } from '../../text-checks/item-checks.ts';
import type { RunReads, RunView } from '../persistence/run-reads.ts';
import type { ItemFeedback } from '../persistence/run-record.ts';

/** spec §4 stepper: `step` is the index of the current service step (the active one is step + 1). */
function currentStep(finished: number, max: number): number {
  return max === 0 ? -1 : Math.min(finished, max - 1);
}

function savedFeedback(entry: ItemFeedback): SavedFeedback {
  return {
    id: entry.id,
    ...(entry.rating !== null ? { rating: entry.rating } : {}),
    ...(entry.comment !== null ? { comment: entry.comment } : {}),
  };
}

/**
 * spec §7 results as a document: status, step, max, results so far (each item with the caller's
 * feedback on it, so that results shown again after a reload show it too, and each text item with
 * its inclusive-language check), and what a paused run
 * waits for. The same document is the results call's `body` and each event of the run's stream.
 */
export function runStatusDocument(view: RunView): RequestStatus {
  const { run } = view;
  const feedback = new Map(view.feedback.map((entry) => [entry.assetId, savedFeedback(entry)]));
  const withFeedback = (item: ResultItem): ResultItem => {
    const saved = feedback.get(item.data);
    return saved ? { ...item, feedback: saved } : item;
  };
  return {
    status: run.status,
    requestId: run.id,
    step: currentStep(Object.keys(run.state.steps).length, run.max),
    max: run.max,
    results: withChecks(
      feedback.size === 0
        ? run.results
        : run.results.map((result) => ({
            parameter: { ...result.parameter, value: result.parameter.value.map(withFeedback) },
          })),
      view.checks,
    ),
    ...(run.status === 'PAUSED' && run.missing ? { missing: run.missing } : {}),
    ...(run.message ? { message: run.message } : {}),
  };
}

/** spec §7 results of a run of this account; someone else's run is not found, as an unknown one. */
export async function readRunStatus(
  reads: RunReads,
  options: { email: string; runId: string },
): Promise<RequestStatus> {
  const view = await reads.viewOwned(options.runId, options.email);
  if (!view) throw notFound('That run');
  return runStatusDocument(view);
}
