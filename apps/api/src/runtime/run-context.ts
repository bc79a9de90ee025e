import type { BaseLogger } from 'pino';
import type { AssetStore } from '../assets/asset-store.ts';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database } from '../db/open-database.ts';
import type { Service } from '../services/service.ts';
import type { RunDefinitions } from './run-definitions.ts';
import type { RuntimeSettings } from './runtime-settings.ts';
import type { RunReads } from './store/run-reads.ts';
import type { RunStore } from './store/run-store.ts';

/** The log lines the runtime writes (pino's, as Fastify's logger and the worker's give them). */
export type RuntimeLog = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** What the run lifecycle modules (start, resume, execute, reap) share. */
export interface RunContext {
  /** The query builder (accounts; runs go through `store`). */
  db: Database;
  /** Every write to runs. */
  store: RunStore;
  /** Every read of runs. */
  reads: RunReads;
  /** Uploaded inputs and generated outputs. */
  assets: AssetStore;
  /** The seeded tasks this server can run. */
  catalogue: TaskCatalogue;
  /** The definition of every run, seeded or built by a user: start, execute, resume and retry find it here. */
  definitions: RunDefinitions;
  /** The services task steps call. */
  services: ReadonlyMap<string, Service>;
  /** How the runtime behaves. */
  settings: RuntimeSettings;
  /** The server's clock. */
  now: () => Date;
  /** Where the runtime logs. */
  log: RuntimeLog;
  /** Queues runs; a failure is logged and left to the reaper. */
  send: (runIds: string[]) => Promise<void>;
}
