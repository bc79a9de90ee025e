import type { ResumeRequest, RunAccepted } from '@taskwell/api-sdk';
import { conflict, DomainError, notFound } from '../../errors/domain-error.ts';
import { waitingMessage } from '../execution/run-messages.ts';
import { claimKey, findReply, type IdempotencyKey, replayOf } from '../persistence/idempotency-keys.ts';
import type { RunContext } from '../run-context.ts';
import { checkAnswers } from './check-inputs.ts';

/**
 * Resumes a paused run with the inputs it asked for (spec §4 Continue). A run that is not paused is
 * a conflict. Answers are checked like form inputs; a resume that leaves some input missing keeps
 * the run PAUSED and says which.
 */
export async function resumeRun(
  context: RunContext,
  options: { email: string; runId: string; request: ResumeRequest; idempotencyKey?: IdempotencyKey | undefined },
): Promise<RunAccepted> {
  const key = options.idempotencyKey;
  if (!key) return resumeOnce(context, options);
  const remembered = await findReply(context.db, key, context.now());
  if (remembered) return replayOf(key, remembered);
  let accepted: RunAccepted;
  try {
    accepted = await resumeOnce(context, options);
  } catch (error) {
    // A twin request with the key (a double click) resumed it first: its reply, once it is kept.
    if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
    const twin = await twinReply(context, key);
    if (twin) return replayOf(key, twin);
    throw error;
  }
  // Resuming charges nothing, so the reply is kept after the fact: a repeat that comes later reads it.
  const claim = await claimKey(context.db, key, { runId: options.runId, reply: accepted, at: context.now() });
  return claim.claimed ? accepted : replayOf(key, claim.remembered);
}

/** The reply of a twin request that resumed the run first, waiting a moment for it to be kept. */
async function twinReply(context: RunContext, key: IdempotencyKey) {
  for (let tries = 0; tries < 40; tries += 1) {
    const remembered = await findReply(context.db, key, context.now());
    if (remembered) return remembered;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** One resume, as spec §4 Continue has it. */
async function resumeOnce(
  context: RunContext,
  options: { email: string; runId: string; request: ResumeRequest },
): Promise<RunAccepted> {
  const run = await context.reads.findOwned(options.runId, options.email);
  if (!run) throw notFound('That run');
  if (run.status !== 'PAUSED') {
    throw conflict('not_paused', `This run is ${run.status.toLowerCase().replace('_', ' ')}, not paused.`);
  }
  if (!(await context.definitions.ofRun(run))) {
    throw conflict('task_unavailable', 'This task can no longer run on this server.');
  }
  const answers = await checkAnswers({
    missing: run.missing,
    inputs: run.inputs,
    answers: run.answers,
    request: options.request,
    email: options.email,
    assets: context.assets,
    knowledge: context.knowledge,
  });
  const stillMissing = (run.missing?.parameters ?? []).filter((entry) => answers[entry.parameter.name] === undefined);
  const resumed = stillMissing.length === 0;
  const message = resumed ? null : waitingMessage(stillMissing.map((entry) => entry.parameter));
  const updated = await context.store.answer({
    run,
    answers,
    stillMissing: resumed ? null : { requestId: run.id, parameters: stillMissing },
    message,
  });
  if (!updated) throw conflict('not_paused', 'This run changed meanwhile; load it again.');
  if (message !== null) return { status: 'PAUSED', requestId: run.id, message };
  await context.send([run.id]);
  return { status: 'IN_PROGRESS', requestId: run.id };
}
