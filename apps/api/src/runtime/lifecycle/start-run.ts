import type { ExecuteTaskRequest, RunAccepted } from '@taskwell/api-sdk';
import { canCreateTasks, isTaskUsable, lowestPlanFor, planDefinitions, planKeys } from '@taskwell/domain';
import { stepsOf, type TaskDefinition } from '@taskwell/task-engine';
import { eq } from 'drizzle-orm';
import { newRowId } from '../../db/row-ids.ts';
import type { RunInputs, RunPersona } from '../../db/run-columns.ts';
import { accounts } from '../../db/schema.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { priceChanged } from '../listing-price.ts';
import type { StartGuard } from '../persistence/guarded-start.ts';
import { replayOf } from '../persistence/idempotency-keys.ts';
import type { NewRun } from '../persistence/run-writes.ts';
import type { RunContext } from '../run-context.ts';
import { checkStartInputs } from './check-inputs.ts';

const unlocking = new WeakMap<TaskDefinition, string[] | undefined>();

/** The plans that unlock a task (spec §5), as the charge checks them; none when every plan does. */
function unlockingPlans(definition: TaskDefinition): string[] | undefined {
  if (unlocking.has(definition)) return unlocking.get(definition);
  // An unknown or missing plan ranks as free: a task free users may run is open to every account.
  const plans = isTaskUsable(undefined, definition.plans)
    ? undefined
    : planDefinitions.filter((plan) => isTaskUsable(plan.key, definition.plans)).map((plan) => plan.key);
  unlocking.set(definition, plans);
  return plans;
}

/** Why an account may not start a task, when it may not: unknown, or its plan does not unlock it. */
function refusal(account: { plan: string } | undefined, definition: TaskDefinition): DomainError | undefined {
  if (!account) return notFound('The account');
  if (isTaskUsable(account.plan, definition.plans)) return undefined;
  const lowest = lowestPlanFor(definition.plans);
  return new DomainError(
    'plan_required',
    'plan_required',
    `Your ${account.plan} plan does not include "${definition.name}". Upgrade to ${lowest?.name ?? 'a higher plan'} to run it.`,
  );
}

/**
 * Starts a run (spec §7 execute): the task must exist, the account's plan must unlock it (spec
 * §5), every form input must be valid, and the fee is charged atomically (without enough credit,
 * no run). The plan is checked by the charge itself (one statement on the way of a start that
 * succeeds); a start that fails says why in that order: unknown account, plan, inputs, credit.
 * The run is then queued; `onCreated` hears of it before that, when nothing but its creation has
 * changed it yet (a caller waiting for its end subscribes to its changes there).
 */
export async function startRun(
  context: RunContext,
  options: {
    email: string;
    request: ExecuteTaskRequest;
    onCreated?: (runId: string) => void;
    /** Its idempotency key and public key, when it has them (decision 094). */
    guard?: StartGuard | undefined;
    /** A run bought in the AI Store: the listing it is bought from (its price is the fee). */
    listingId?: string | undefined;
    /** A published version of the caller's own task to run instead of the latest (an automation's pin). */
    taskVersion?: number | undefined;
    /** The price the buyer saw (issue 41): another price in force refuses the start, nothing charged. */
    expectedPrice?: number | undefined;
    /** Answers to the task's mid-run questions given ahead (an automation's, decision 176). */
    answers?: Readonly<Record<string, string>> | undefined;
  },
): Promise<RunAccepted> {
  const found = await context.definitions.forStart(
    options.request.taskId,
    options.email,
    options.listingId,
    options.taskVersion,
  );
  if (!found) throw notFound(options.listingId === undefined ? 'That task' : 'That listing');
  const { listing, ...starting } = found;
  if (listing && options.expectedPrice !== undefined && listing.price !== options.expectedPrice) {
    throw priceChanged(listing.price);
  }
  return startRunOf(context, {
    ...options,
    ...starting,
    listing,
    draftDefinition: null,
    persona: { personaId: options.request.personaId, character: options.request.character },
  });
}

/**
 * Starts a run of a definition already found: a seeded task, a version of a user's task, or (a
 * test run, issue 30) a draft, whose copy the run keeps as `draftDefinition` and runs to its end.
 * `plans`, when given, are the plans that may start it instead of the definition's own (a test
 * run: the plans with task creation).
 */
export async function startRunOf(
  context: RunContext,
  options: {
    email: string;
    request: Pick<ExecuteTaskRequest, 'parameters' | 'aiService'>;
    definition: TaskDefinition;
    taskVersion: number | null;
    draftDefinition: TaskDefinition | null;
    plans?: string | undefined;
    onCreated?: (runId: string) => void;
    guard?: StartGuard | undefined;
    /** A run bought in the AI Store: its listing and price, which the run keeps as its fee. */
    listing?: { id: string; price: number } | undefined;
    /** Answers to its mid-run questions given ahead: a step that needs one goes on instead of pausing. */
    answers?: Readonly<Record<string, string>> | undefined;
    /** The persona the run names (issue 40): by id, or as the spec's `character`; a retry gives its copy. */
    persona?:
      | { personaId?: string | undefined; character?: { name: string; content: string } | undefined }
      | RunPersona
      | null;
  },
): Promise<RunAccepted> {
  const { email, request } = options;
  const definition = options.plans === undefined ? options.definition : { ...options.definition, plans: options.plans };
  const accountOf = async () =>
    (await context.db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.email, email)).limit(1))[0];
  let inputs: RunInputs;
  try {
    inputs = await checkStartInputs({
      definition,
      email,
      parameters: request.parameters,
      assets: context.assets,
      knowledge: context.knowledge,
    });
  } catch (error) {
    throw refusal(await accountOf(), definition) ?? error;
  }
  // Issue 40: the AI services the steps will call, checked against the runner's plan now.
  const aiService =
    (await context.ai?.checkStart({ definition, email, choice: request.aiService ?? undefined })) ?? null;
  const named = options.persona;
  const persona =
    named === undefined || named === null
      ? null
      : 'instructions' in named
        ? named
        : await context.personas.forRun(email, named);
  const at = context.now();
  const id = newRowId();
  const repeated = await chargeForRun(
    context,
    {
      id,
      accountEmail: email,
      taskId: definition.id,
      status: 'IN_PROGRESS',
      fee: options.listing?.price ?? definition.powerFee,
      inputs,
      answers: { ...options.answers },
      state: { steps: {} },
      results: [],
      step: 0,
      max: stepsOf(definition.flow).length,
      queuedAt: at,
      createdAt: at,
      updatedAt: at,
      taskVersion: options.taskVersion,
      draftDefinition: options.draftDefinition ? { ...options.draftDefinition } : null,
      listingId: options.listing?.id ?? null,
      aiService,
      persona,
    },
    definition,
    options.guard,
  );
  if (repeated) return repeated;
  options.onCreated?.(id);
  await context.send([id]);
  return { status: 'IN_PROGRESS', requestId: id };
}

/**
 * A test run of a user's draft (issue 30): the same start as any run (input checks, the fee
 * charged in one statement, the queue) with the draft's copy kept on the run; the plans with
 * task creation may start it, whatever plans the draft lists.
 */
export function startDraftTestRun(
  context: RunContext,
  options: {
    email: string;
    definition: TaskDefinition;
    parameters: ExecuteTaskRequest['parameters'];
    guard?: StartGuard | undefined;
    /** One of the creator's personas, as the run's (issue 40). */
    personaId?: string | undefined;
  },
): Promise<RunAccepted> {
  return startRunOf(context, {
    persona: { personaId: options.personaId },
    email: options.email,
    request: { parameters: options.parameters },
    definition: options.definition,
    taskVersion: null,
    draftDefinition: options.definition,
    plans: planKeys.filter((plan) => canCreateTasks(plan)).join('|'),
    guard: options.guard,
  });
}

/**
 * Charges a run's fee and creates it in one statement that also checks the account's plan (spec
 * §5), or says why not, in this order: unknown account, plan, credit. With a guard, a repeat of
 * an idempotency key gives its first reply (and creates nothing), and a public key past its daily
 * cap is refused with 429 until the next day (UTC).
 */
export async function chargeForRun(
  context: RunContext,
  run: NewRun,
  definition: TaskDefinition,
  guard?: StartGuard,
): Promise<RunAccepted | undefined> {
  const charged = await context.store.chargeAndCreate(run, { plans: unlockingPlans(definition), guard });
  if (charged.created) return undefined;
  if ('repeated' in charged && guard?.idempotencyKey) return replayOf(guard.idempotencyKey, charged.repeated);
  if ('capReached' in charged) throw dailyCapReached(charged.capReached.dailyCreditCap, run.createdAt);
  const refused = 'account' in charged ? charged.account : undefined;
  throw (
    refusal(refused, definition) ??
    new DomainError(
      'insufficient_credit',
      'insufficient_credits',
      `This task costs ${run.fee} credits and your balance is ${refused?.balance ?? 0} credits.`,
    )
  );
}

/** A public key's day is spent: 429 until the next day begins (UTC). */
function dailyCapReached(dailyCreditCap: number, at: Date): DomainError {
  const nextDay = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return new DomainError(
    'rate_limited',
    'daily_cap_reached',
    `This key has spent its daily spending cap of ${dailyCreditCap} credits, set by its owner; it runs again after midnight (UTC).`,
    { retryAfterMs: nextDay - at.getTime() },
  );
}
