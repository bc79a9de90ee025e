import type { Database } from '../db/open-database.ts';
import type { TaskRuntime } from '../runtime/task-runtime.ts';
import { AutomationDirectory } from './automation-directory.ts';
import { AutomationScheduler, type SchedulerSettings } from './automation-scheduler.ts';
import { AutomationStarter, type RefusedStart } from './automation-starter.ts';

/** Automations over an opened runtime: the directory the operations hold, and the scheduler workers turn. */
export interface OpenAutomations {
  directory: AutomationDirectory;
  starter: AutomationStarter;
  scheduler: AutomationScheduler;
}

export interface AutomationSettings {
  /** Whether a worker turns the scheduler (default true; tests turn it by hand). */
  turn?: boolean;
  /** How the scheduler turns (decision 153). */
  scheduler?: Partial<SchedulerSettings>;
  /** Tells an owner that a start was refused; default a line in the log. */
  notify?: (refused: RefusedStart) => Promise<void>;
}

export function openAutomations(options: {
  db: Database;
  now: () => Date;
  runtime: TaskRuntime;
  log: { warn: (object: object, message: string) => void };
  settings?: AutomationSettings | undefined;
}): OpenAutomations {
  const { db, now, runtime, log } = options;
  const notify =
    options.settings?.notify ??
    (async (refused: RefusedStart) =>
      log.warn({ automationId: refused.automationId }, 'an automation could not start'));
  const starter = new AutomationStarter({ db, now, startRun: (start) => runtime.startRun(start), notify });
  const scheduler = new AutomationScheduler({
    db,
    now,
    starter,
    settings: options.settings?.scheduler,
    onError: (error) => log.warn({ err: error }, 'automation scheduler turn failed'),
  });
  const directory = new AutomationDirectory({
    db,
    now,
    starter,
    canStart: (taskId, email, listingId) => runtime.canStart(taskId, email, listingId),
  });
  return { directory, starter, scheduler };
}
