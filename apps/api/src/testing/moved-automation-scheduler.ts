import { AutomationScheduler } from '../automations/automation-scheduler.ts';
import { AutomationStarter, type RefusedStart } from '../automations/automation-starter.ts';
import type { Database } from '../db/open-database.ts';
import type { TaskRuntime } from '../runtime/task-runtime.ts';
import { MovableClock } from './movable-clock.ts';

/**
 * A scheduler of automations on a clock the studio's e2e test moves (issue 46): the e2e host runs
 * it beside the server's own, which keeps real time, so that next Monday's 09:00 comes now and
 * nothing else of the server moves. The two share the work as two processes do (decision 153:
 * claims under SKIP LOCKED, one entry per moment), so whichever takes a moment starts it once. It
 * turns only while the clock is moved.
 */
export class MovedAutomationScheduler {
  private readonly clock = new MovableClock();
  private scheduler: AutomationScheduler | undefined;

  constructor(
    private readonly options: {
      db: Database;
      runtime: Pick<TaskRuntime, 'startRun'>;
      log: { warn: (object: object, message: string) => void };
    },
  ) {}

  /** Moves the clock to `at` (ms) and turns; `null` stops turning and sets the clock back. */
  readonly moveTo = async (at: number | null): Promise<void> => {
    this.clock.moveTo(at);
    if (at === null) return this.stop();
    if (this.scheduler) return;
    const { db, runtime, log } = this.options;
    const now = () => new Date(this.clock.now());
    const starter = new AutomationStarter({
      db,
      now,
      startRun: (start) => runtime.startRun(start),
      notify: async (refused: RefusedStart) =>
        log.warn({ automationId: refused.automationId }, 'an automation could not start (moved clock)'),
    });
    this.scheduler = new AutomationScheduler({
      db,
      now,
      starter,
      onError: (error) => log.warn({ err: error }, 'automation scheduler turn failed (moved clock)'),
    });
    this.scheduler.start();
  };

  /** Stops turning (the host's close). */
  async stop(): Promise<void> {
    const scheduler = this.scheduler;
    this.scheduler = undefined;
    await scheduler?.stop();
  }
}
