import type { AutomationInput, TaskParameter } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { automations } from '../db/automation-schema.ts';
import type { Database } from '../db/open-database.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';
import { answersProblem } from './answers-ahead.ts';
import { chainInputsProblem, closesCycle } from './automation-rules.ts';

/** A task's form fields, result names and mid-run questions, when an account may run it (or buy it from a listing). */
export type TaskShapeOf = (
  taskId: string,
  email: string,
  listingId?: string,
  taskVersion?: number,
) => Promise<{ fields: string[]; results: string[]; asks: TaskParameter[] } | undefined>;

const unprocessable = (message: string) => new DomainError('invalid_parameters', 'invalid_automation', message);

/**
 * The automation's task (its pinned version, or the listing it is bought from) is one the caller
 * may run (404), a bought task is not pinned (422, decision 171), its answers given ahead answer
 * its questions (422, decision 176), and a chain's mapping fits both tasks' forms (422, checked as
 * a flow's inputs are).
 */
export async function checkTask(shapeOf: TaskShapeOf, email: string, input: AutomationInput): Promise<void> {
  if (input.taskVersion !== undefined && input.listingId !== undefined) {
    throw unprocessable('A task bought in the AI Store runs the version its listing sells; it cannot be pinned.');
  }
  const shape = await shapeOf(input.taskId, email, input.listingId, input.taskVersion);
  if (!shape) {
    if (input.listingId !== undefined) throw notFound('That listing');
    throw notFound(input.taskVersion === undefined ? 'That task' : 'That version of the task');
  }
  const unanswerable = answersProblem(input.answers ?? {}, shape.asks);
  if (unanswerable) throw unprocessable(unanswerable);
  if (input.trigger.kind !== 'after-task' || input.trigger.afterTaskId === undefined) return;
  const followed = await shapeOf(input.trigger.afterTaskId, email);
  if (!followed) throw notFound('That task');
  const problem = chainInputsProblem(input.trigger.inputs ?? {}, shape.fields, followed.results);
  if (problem) throw unprocessable(problem);
}

/** Refuses an after-task chain that would come back to itself (422). */
export async function checkChain(tx: Database, email: string, input: AutomationInput, except: string | undefined) {
  if (input.trigger.kind !== 'after-task' || !input.trigger.afterTaskId) return;
  const others = await tx
    .select({ id: automations.id, taskId: automations.taskId, trigger: automations.trigger })
    .from(automations)
    .where(eq(automations.ownerEmail, email));
  const edges = others
    .filter((other) => other.id !== except && other.trigger.kind === 'after-task' && other.trigger.afterTaskId)
    .map((other) => ({ from: other.trigger.afterTaskId as string, to: other.taskId }));
  if (closesCycle(edges, input.trigger.afterTaskId, input.taskId)) {
    throw new DomainError(
      'invalid_parameters',
      'automation_cycle',
      'This chain would start itself again: a task cannot follow a task that it leads to.',
    );
  }
}
