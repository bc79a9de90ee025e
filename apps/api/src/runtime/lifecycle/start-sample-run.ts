import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExecuteTaskRequest } from '@taskwell/api-sdk';
import { checkUpload, uploadHeadBytes, uploadRuleForUi } from '@taskwell/domain';
import { stepsOf, type TaskDefinition } from '@taskwell/task-engine';
import { accounts } from '../../db/schema.ts';
import type { RunContext } from '../run-context.ts';
import { checkStartInputs } from './check-inputs.ts';

/**
 * The internal account that owns sample runs and their results. Not an e-mail address, so the
 * contract's sign-in calls refuse it: no one can sign in as it or read its assets with a session.
 */
export const samplesAccount = 'taskwell:samples';

/** Creates the samples account once (any process may be first). */
async function ensureSamplesAccount(context: RunContext): Promise<void> {
  const at = context.now();
  await context.db
    .insert(accounts)
    .values({ email: samplesAccount, plan: 'Enterprise', balance: 0, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** A sample file of `catalogue/samples/`, checked like an upload of its input and kept as an asset. */
async function keepSampleFile(
  context: RunContext,
  options: { file: string; uiType: string | undefined },
): Promise<string> {
  const bytes = await readFile(join(context.catalogue.samplesDir, options.file));
  const rule = uploadRuleForUi(options.uiType ?? '');
  const checked = rule
    ? checkUpload(
        [
          {
            name: options.file,
            type: '',
            size: bytes.length,
            head: new Uint8Array(bytes.subarray(0, uploadHeadBytes)),
          },
        ],
        rule,
      )
    : undefined;
  if (!checked?.ok) throw new Error(`The sample file ${options.file} does not fit its input.`);
  return context.assets.keep(bytes, {
    owner: samplesAccount,
    fileName: options.file,
    contentType: checked.contentType,
  });
}

/**
 * Starts the run that makes a task's sample results (decision 031): owned by the samples account,
 * with no fee and no plan check, its inputs the task's sample (files kept as the account's assets,
 * then checked as a form's inputs) and the sample's answers given up front, so that a task that
 * asks for inputs mid-run goes through without pausing. The run is then queued like any other.
 */
export async function startSampleRun(
  context: RunContext,
  options: { definition: TaskDefinition; runId: string },
): Promise<void> {
  const { definition, runId } = options;
  const sample = definition.sample;
  if (!sample) throw new Error(`The task ${definition.id} has no sample.`);
  await ensureSamplesAccount(context);
  const parameters: ExecuteTaskRequest['parameters'] = {};
  for (const parameter of definition.parameters) {
    const value = sample.parameters[parameter.name];
    if (!value) continue;
    parameters[parameter.name] = {
      metadata: { 'Content-Type': parameter.valueType },
      value:
        'value' in value
          ? value.value
          : await keepSampleFile(context, { file: value.file, uiType: parameter.ui?.type }),
    };
  }
  const inputs = await checkStartInputs({
    definition,
    email: samplesAccount,
    parameters,
    assets: context.assets,
    knowledge: context.knowledge,
  });
  const at = context.now();
  await context.store.createFree({
    id: runId,
    accountEmail: samplesAccount,
    taskId: definition.id,
    status: 'IN_PROGRESS',
    fee: 0,
    inputs,
    answers: { ...sample.answers },
    state: { steps: {} },
    results: [],
    step: 0,
    max: stepsOf(definition.flow).length,
    queuedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await context.send([runId]);
}
