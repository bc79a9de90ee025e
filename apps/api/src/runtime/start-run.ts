import { randomUUID } from 'node:crypto';
import type { ExecuteTaskRequest, RunAccepted } from '@taskwell/api-sdk';
import { isTaskUsable, lowestPlanFor } from '@taskwell/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';
import { checkStartInputs } from './check-inputs.ts';
import type { RunContext } from './run-context.ts';
import { stepsOf, type TaskDefinition } from './task-definition.ts';

/**
 * Starts a run (spec §7 execute): the task must exist, the account's plan must unlock it (spec
 * §5), every form input must be valid, and the fee is charged atomically (without enough credit,
 * no run). The run is then queued.
 */
export async function startRun(
  context: RunContext,
  options: { email: string; request: ExecuteTaskRequest },
): Promise<RunAccepted> {
  const { email, request } = options;
  const definition = context.catalogue.definitions.get(request.taskId);
  if (!definition) throw notFound('That task');
  await requirePlanFor(context, email, definition);
  const inputs = await checkStartInputs({ definition, email, parameters: request.parameters, assets: context.assets });
  const at = context.now();
  const id = randomUUID();
  await context.store.chargeAndCreate({
    id,
    accountEmail: email,
    taskId: definition.id,
    status: 'IN_PROGRESS',
    fee: definition.powerFee,
    inputs,
    answers: {},
    state: { steps: {} },
    results: [],
    step: 0,
    max: stepsOf(definition.flow).length,
    queuedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await context.send([id]);
  return { status: 'IN_PROGRESS', requestId: id };
}

/** Refuses a task the account's plan does not unlock (spec §5), with the plan that would. */
export async function requirePlanFor(context: RunContext, email: string, definition: TaskDefinition): Promise<void> {
  const [account] = await context.db
    .select({ plan: accounts.plan })
    .from(accounts)
    .where(eq(accounts.email, email))
    .limit(1);
  if (!account) throw notFound('The account');
  if (!isTaskUsable(account.plan, definition.plans)) {
    const lowest = lowestPlanFor(definition.plans);
    throw new DomainError(
      'plan_required',
      'plan_required',
      `Your ${account.plan} plan does not include "${definition.name}". Upgrade to ${lowest?.name ?? 'a higher plan'} to run it.`,
    );
  }
}
