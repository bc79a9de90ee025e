import { stepsOf } from '@taskwell/task-engine';
import type { OutboundPolicy } from '../ai/outbound-guard.ts';
import type { Database, OpenDatabase } from '../db/open-database.ts';
import type { TaskRuntime } from '../runtime/task-runtime.ts';
import { AutomationDirectory } from './automation-directory.ts';
import { AutomationScheduler, type SchedulerSettings } from './automation-scheduler.ts';
import { AutomationStarter, type RefusedStart } from './automation-starter.ts';
import { DeliverySender } from './delivery/delivery-sender.ts';
import { type DeliveryOutbound, type DeliverySettings, openDeliveryOutbound } from './delivery/open-delivery.ts';
import { RunEndWakes } from './run-end-wakes.ts';
import { problemMail } from './start-problems.ts';

/** Automations over an opened runtime: the directory the operations hold, and the scheduler workers turn. */
export interface OpenAutomations {
  directory: AutomationDirectory;
  starter: AutomationStarter;
  scheduler: AutomationScheduler;
  /** Turns the scheduler (a worker), woken by changes of automations and by runs' ends. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface AutomationSettings {
  /** Whether a worker turns the scheduler (default true; test servers turn it off unless a test is about automations). */
  turn?: boolean;
  /** How the scheduler turns (decision 153, 170). */
  scheduler?: Partial<SchedulerSettings>;
  /** Tells an owner that a start was refused; default an e-mail (or a line in the log without SMTP). */
  notify?: (refused: RefusedStart) => Promise<void>;
}

/**
 * The channel that wakes every process's scheduler (PostgreSQL): a change of an automation
 * (payload `changed`: the run-end wakes are read again too), or entries one process recorded
 * more of than it starts at once (payload `pending`: the others share them).
 */
const wakeChannel = 'taskwell_automations';

export function openAutomations(options: {
  db: Database;
  database: OpenDatabase;
  now: () => Date;
  runtime: TaskRuntime;
  log: { warn: (object: object, message: string) => void; info: (object: object, message: string) => void };
  settings?: AutomationSettings | undefined;
  delivery: Omit<DeliverySettings, 'policy'> & { policy: OutboundPolicy };
}): OpenAutomations {
  const { db, database, now, runtime, log } = options;
  let outbound: DeliveryOutbound | undefined;
  const out = () => {
    outbound ??= openDeliveryOutbound({ db, now, settings: options.delivery, log });
    return outbound;
  };
  const notify =
    options.settings?.notify ??
    (async (refused: RefusedStart) =>
      out().sendMail(refused.to, problemMail({ ...refused, studioUrl: out().studioUrl })));
  const starter = new AutomationStarter({
    db,
    now,
    startRun: (start) => runtime.startRun(start),
    resultsOf: async (email, runId) => (await runtime.runDetail({ email, runId }))?.results,
    notify,
  });
  const deliveries = {
    sendDue: (batch: number) =>
      new DeliverySender({
        db,
        now,
        runDetail: (email, runId) => runtime.runDetail({ email, runId }),
        ...out(),
      }).sendDue(batch),
  };
  const announce = (payload: 'changed' | 'pending') =>
    database.kind === 'postgres' ? database.executeSql(`NOTIFY ${wakeChannel}, '${payload}'`) : Promise.resolve();
  const scheduler = new AutomationScheduler({
    db,
    now,
    starter,
    deliveries,
    settings: options.settings?.scheduler,
    recorded: () => {
      announce('pending').catch((error: unknown) => log.warn({ err: error }, 'waking the other schedulers failed'));
    },
    onError: (error) => log.warn({ err: error }, 'automation scheduler turn failed'),
  });
  const directory = new AutomationDirectory({
    db,
    now,
    starter,
    shapeOf: async (taskId, email, listingId, taskVersion) => {
      const definition = await runtime.startingDefinition(taskId, email, listingId, taskVersion);
      if (!definition) return undefined;
      return {
        fields: definition.parameters.map((parameter) => parameter.name),
        results: stepsOf(definition.flow).map((step) => step.output),
        asks: definition.asks ?? [],
      };
    },
    // A change's next moment may come before the schedulers' sleep ends: wake them.
    changed: async () => {
      scheduler.wake();
      if (turning) await wakes.refresh();
      await announce('changed');
    },
  });
  const wakes = new RunEndWakes(db);
  let turning = false;
  const stops: (() => Promise<void> | void)[] = [];
  return {
    directory,
    starter,
    scheduler,
    async start() {
      if (options.settings?.turn === false) return;
      turning = true;
      if (database.listen) {
        stops.push(
          await database.listen(wakeChannel, (payload) => {
            // `undefined`: the listener was (re)opened, and a change may have been missed.
            if (payload !== 'pending')
              wakes.refresh().catch((error: unknown) => log.warn({ err: error }, 'reading the run-end wakes failed'));
            scheduler.wake();
          }),
        );
      }
      await wakes.refresh();
      stops.push(
        runtime.onChange((change) => {
          if (wakes.wakes(change)) scheduler.wake();
        }),
      );
      scheduler.start();
    },
    async stop() {
      turning = false;
      await scheduler.stop();
      for (const stop of stops.splice(0)) await stop();
      await outbound?.close();
    },
  };
}
