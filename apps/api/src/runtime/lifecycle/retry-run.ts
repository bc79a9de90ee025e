import type { RunAccepted } from '@taskwell/api-sdk';
import { stepsOf, type TaskDefinition } from '@taskwell/task-engine';
import { and, eq } from 'drizzle-orm';
import { newRowId } from '../../db/row-ids.ts';
import type { FinishedStep, RunResults } from '../../db/run-columns.ts';
import { storeListings } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import { notOnSale } from '../listing-refusals.ts';
import type { StartGuard } from '../persistence/guarded-start.ts';
import type { RunRow } from '../persistence/run-writes.ts';
import type { RunContext } from '../run-context.ts';
import { chargeForRun } from './start-run.ts';

/**
 * The finished steps of a failed run that a retry reuses: those the task's flow still has and
 * whose output file is still there (a deleted output is made again), with their results.
 */
async function reusableSteps(
  context: RunContext,
  run: RunRow,
  definition: TaskDefinition,
): Promise<{ steps: Record<string, FinishedStep>; results: RunResults }> {
  const stepIds = new Set(stepsOf(definition.flow).map((step) => step.step));
  const steps: Record<string, FinishedStep> = {};
  for (const [stepId, finished] of Object.entries(run.state.steps)) {
    if (!stepIds.has(stepId)) continue;
    if (await context.assets.findOwned(finished.assetId, run.accountEmail)) steps[stepId] = finished;
  }
  const kept = new Set(Object.values(steps).map((step) => step.assetId));
  const results = run.results.filter((result) => result.parameter.value.every((item) => kept.has(item.data)));
  return { steps, results };
}

/**
 * Runs an ended run again as a new run linked to it (issue 18), charged again like any start (a
 * failed or aborted run was refunded). A run that ended ERROR goes on from the step that failed:
 * the new run starts from the old one's checkpoint, so the steps that had finished are not run
 * again and their outputs are reused; the answers given on the way are kept. An ABORTED or
 * COMPLETED run starts again from its first step with the same inputs. The task and the plan are
 * checked as at a start; a start input file deleted since answers 409.
 */
export async function retryRun(
  context: RunContext,
  options: { email: string; runId: string; guard?: StartGuard | undefined },
): Promise<RunAccepted> {
  const { email } = options;
  const previous = await context.reads.findOwned(options.runId, email);
  if (!previous) throw notFound('That run');
  if (previous.status === 'IN_PROGRESS' || previous.status === 'PAUSED') {
    throw conflict('run_not_ended', 'This run has not ended yet: wait for it to end, or cancel it first.');
  }
  const definition = await context.definitions.ofRun(previous);
  if (!definition) throw notFound('That task');
  // A run bought in the AI Store is bought again: only while its listing is live, at its price now.
  const listing = previous.listingId
    ? (await context.definitions.forStart(previous.taskId, email, previous.listingId))?.listing
    : undefined;
  if (previous.listingId && !listing) {
    // A listing its creator withdrew is still read by its buyers: say why no new run starts (issue 41).
    const [withdrawn] = await context.db
      .select({ id: storeListings.id })
      .from(storeListings)
      .where(and(eq(storeListings.id, previous.listingId), eq(storeListings.status, 'withdrawn')))
      .limit(1);
    throw withdrawn ? notOnSale() : notFound('That listing');
  }
  for (const [name, input] of Object.entries(previous.inputs)) {
    if (input.assetId && !(await context.assets.findOwned(input.assetId, email))) {
      throw conflict('input_gone', `The file given as "${name}" was deleted; start the task again with a new file.`);
    }
  }
  // The same AI service as the run it retries, checked again against the plan now (issue 40).
  const aiService =
    (await context.ai?.checkStart({ definition, email, choice: previous.aiService ?? undefined })) ?? null;
  const fromFailure = previous.status === 'ERROR';
  const reused = fromFailure ? await reusableSteps(context, previous, definition) : { steps: {}, results: [] };
  const at = context.now();
  const id = newRowId();
  const repeated = await chargeForRun(
    context,
    {
      id,
      accountEmail: email,
      taskId: definition.id,
      status: 'IN_PROGRESS',
      fee: listing?.price ?? definition.powerFee,
      inputs: previous.inputs,
      answers: fromFailure ? previous.answers : {},
      state: { steps: reused.steps },
      results: reused.results,
      step: Object.keys(reused.steps).length,
      max: stepsOf(definition.flow).length,
      queuedAt: at,
      createdAt: at,
      updatedAt: at,
      retryOf: previous.id,
      taskVersion: previous.taskVersion,
      draftDefinition: previous.draftDefinition,
      listingId: listing?.id ?? null,
      aiService,
      // The same persona as the run retried, as it was then (issue 40).
      persona: previous.persona,
    },
    definition,
    options.guard,
  );
  // A repeat of the retry's idempotency key: its run was started and charged by the first.
  if (repeated) return repeated;
  await context.send([id]);
  return { status: 'IN_PROGRESS', requestId: id };
}
