import type { ServerContext } from '../../server-context.ts';
import { AutomationScheduler, type SchedulerOptions } from '../automation-scheduler.ts';
import { AutomationStarter, type AutomationStarterOptions } from '../automation-starter.ts';

export interface SchedulerUnderTestOptions {
  now: () => Date;
  /** Where a start goes; the server's own start by default. */
  startRun?: AutomationStarterOptions['startRun'];
  /** Gives a chained start its previous run's results, as the server does. */
  chains?: boolean;
  /** Told of each refused start; refusals are dropped by default. */
  notify?: AutomationStarterOptions['notify'];
  deliveries?: SchedulerOptions['deliveries'];
  settings?: SchedulerOptions['settings'];
}

/**
 * An automations scheduler that a test turns itself (the server's own is off with
 * `automations: { turn: false }`), wired to the server's database and runtime as the server wires
 * its own; an error in a turn fails the test.
 */
export function schedulerUnderTest(
  server: Pick<ServerContext, 'db' | 'runtime'>,
  options: SchedulerUnderTestOptions,
): AutomationScheduler {
  const { db, runtime } = server;
  const starter = new AutomationStarter({
    db,
    now: options.now,
    startRun: options.startRun ?? ((start) => runtime.startRun(start)),
    resultsOf: options.chains
      ? async (email, runId) => (await runtime.runDetail({ email, runId }))?.results
      : undefined,
    notify: options.notify ?? (async () => undefined),
  });
  return new AutomationScheduler({
    db,
    now: options.now,
    starter,
    deliveries: options.deliveries,
    settings: options.settings,
    onError: (error) => {
      throw error;
    },
  });
}
