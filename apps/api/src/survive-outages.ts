import { isDependencyOutage, outageSummary } from './errors/dependency-outage.ts';
import type { RuntimeLog } from './runtime/run-context.ts';

/**
 * Issue 42: a process outlives its database and its object store. Every call of ours that can
 * meet an outage handles its failure, but a library may start a call it never waits for:
 * pg-boss 10 completes a job it handed to its worker without awaiting the statement
 * (`Manager.work`'s `this.complete(...)`), so a database that goes away at that moment rejected
 * a promise nobody held, and Node ends a process on such a rejection. Here an unheard rejection
 * that is an outage is logged and the process goes on (the job it was about is the run queue's:
 * the run's row is the truth, and the reaper settles it); any other one still ends the process,
 * as Node would, so that a bug is not hidden.
 */
export function surviveOutages(log: Pick<RuntimeLog, 'warn'>): void {
  process.on('unhandledRejection', (reason) => {
    if (isDependencyOutage(reason)) {
      log.warn({ outage: outageSummary(reason) }, 'a background call failed during an outage');
      return;
    }
    // Node's own way for every other unheard rejection: an uncaught exception, which ends the process.
    throw reason;
  });
}
