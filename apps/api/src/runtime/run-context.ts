import type { BaseLogger } from 'pino';
import type { RunAiServices } from '../ai/run-ai-services.ts';
import type { AssetStorage } from '../assets/asset-storage.ts';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database } from '../db/open-database.ts';
import type { PersonaDirectory } from '../personas/persona-directory.ts';
import type { KnowledgeSearch } from '../services/knowledge-port.ts';
import type { Service } from '../services/service.ts';
import type { TextChecks } from '../text-checks/text-checks.ts';
import type { RunMetrics } from './persistence/run-metrics.ts';
import type { RunReads } from './persistence/run-reads.ts';
import type { RunWrites } from './persistence/run-writes.ts';
import type { RunDefinitions } from './run-definitions.ts';
import type { RuntimeSettings } from './runtime-settings.ts';

/**
 * The log lines the runtime writes (pino's, as Fastify's logger and the worker's give them); a
 * child carries its bindings on each line (a run's `requestId`, decision 114).
 */
export type RuntimeLog = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'> & {
  child(bindings: Record<string, unknown>): RuntimeLog;
};

/** Where the text an AI step is writing goes: to every follower of its run (issue 40). */
export interface PartialTexts {
  /** Announces the text a step (by its result name) of a run has written so far. */
  publish(runId: string, partial: { name: string; text: string }): void;
}

/** What the run lifecycle modules (start, resume, execute, reap) share. */
export interface RunContext {
  /** The query builder (accounts; runs go through `store`). */
  db: Database;
  /** Every write to runs. */
  store: RunWrites;
  /** Every read of runs. */
  reads: RunReads;
  /** Uploaded inputs and generated outputs. */
  assets: AssetStorage;
  /** The inclusive-language checks of text results, made in the background. */
  checks: TextChecks;
  /** The seeded tasks this server can run. */
  catalogue: TaskCatalogue;
  /** The definition of every run, seeded or built by a user: start, execute, resume and retry find it here. */
  definitions: RunDefinitions;
  /** The services task steps call. */
  services: ReadonlyMap<string, Service>;
  /** The Well of Knowledge that knowledge steps read; undefined where the server has none. */
  knowledge?: KnowledgeSearch;
  /** The AI services of runs (issue 40): checks at start, the clients of AI steps; none in a bare test runtime. */
  ai?: RunAiServices | undefined;
  /** The texts AI steps are writing, to every follower of their runs (changes/run-partials.ts). */
  partials: PartialTexts;
  /** Personas: the run's copy is taken at its start, the creator's read when an AI step names one (issue 40). */
  personas: PersonaDirectory;
  /** How the runtime behaves. */
  settings: RuntimeSettings;
  /** The server's clock. */
  now: () => Date;
  /** Where the runtime logs. */
  log: RuntimeLog;
  /** What is counted and timed (decision 114); a no-op when metrics are off. */
  metrics: RunMetrics;
  /** Queues runs; a failure is logged and left to the reaper. */
  send: (runIds: string[]) => Promise<void>;
  /** Which of these runs have a job still waiting in the queue to be fetched by a worker. */
  queued: (runIds: string[]) => Promise<Set<string>>;
  /**
   * Fired when this process stops taking work: no step starts after it, steps under way end, and
   * each run goes back to the queue from its last finished step (its reason a `RunStopped`).
   */
  draining: AbortSignal;
}
