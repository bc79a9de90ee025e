import { randomUUID } from 'node:crypto';
import type { NewRun } from '../persistence/run-writes.ts';

/** A new run's row for the charge's tests: a one-step run of `fee` credits, not yet taken. */
export function newRunOf(accountEmail: string, fee: number): NewRun {
  const at = new Date();
  return {
    id: randomUUID(),
    accountEmail,
    taskId: 'charged-task',
    status: 'IN_PROGRESS',
    fee,
    inputs: {},
    answers: {},
    state: { steps: {} },
    results: [],
    step: 0,
    max: 1,
    queuedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}
