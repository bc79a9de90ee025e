import { join } from 'node:path';
import { PrivateAiServices, type PrivateAiSettings } from './ai/private-ai-services.ts';
import { loadPrivateAiSettings } from './ai/private-ai-settings.ts';
import { RunAiServices } from './ai/run-ai-services.ts';
import { AssetStorage } from './assets/asset-storage.ts';
import { type AssetStoreSettings, openBlobStorage } from './assets/blobs/open-blob-storage.ts';
import { decodeSecret, loadSecret } from './auth/signing-keys.ts';
import { type AutomationSettings, type OpenAutomations, openAutomations } from './automations/open-automations.ts';
import { loadTaskCatalogue, type TaskCatalogue } from './catalogue/task-catalogue.ts';
import { type EmbeddedMaintenance, maintainEmbeddedDatabase } from './db/embedded-maintenance.ts';
import {
  type Database,
  type DatabaseOptions,
  type OpenDatabase,
  openDatabase,
  postgresAddress,
  reachPostgres,
} from './db/open-database.ts';
import type { VacuumPolicy } from './db/vacuum-policy.ts';
import { databaseProbe, migrationsProbe } from './health/database-probes.ts';
import { ReadinessProbes } from './health/readiness-probes.ts';
import { waitUntilReachable } from './health/wait-until-reachable.ts';
import { ContractSchemas } from './http/contract-schemas.ts';
import { configuredEmbeddings, type Embeddings } from './knowledge/indexing/embeddings.ts';
import { KnowledgeLibrary } from './knowledge/knowledge-library.ts';
import type { RunMetrics } from './runtime/persistence/run-metrics.ts';
import type { RunChange } from './runtime/persistence/run-record.ts';
import type { RuntimeLog } from './runtime/run-context.ts';
import type { RuntimeSettings } from './runtime/runtime-settings.ts';
import { resolveRuntimeSettings } from './runtime/runtime-settings.ts';
import { TaskRuntime } from './runtime/task-runtime.ts';
import { type AiTierCredits, loadAiTierCredits } from './services/ai-tier-credits.ts';
import { type AiSettings, createServiceRegistry, loadAiSettings, type Service } from './services/index.ts';
import type { KnowledgeSearch } from './services/knowledge-port.ts';
import { TokenCipher } from './social/token-cipher.ts';
import { type TextChecker, TextChecks } from './text-checks/text-checks.ts';

/** What opening the task runtime takes (a subset of the server's options). */
export interface RuntimeOptions {
  /** Folder of the embedded database and, by default, the assets. */
  dataDir: string;
  /** Where file assets are kept (`ASSET_STORE`, `S3_*`); default the folder `${dataDir}/assets`. */
  assetStorage?: AssetStoreSettings;
  /** The database; default PGlite in `${dataDir}/pglite`. */
  database?: DatabaseOptions;
  /** How long opening waits for PostgreSQL and the bucket to answer (ms; default 60 s; issue 42). */
  startupWaitMs?: number;
  /** The task definitions file; default catalogue/tasks.json. */
  catalogueFile?: string;
  /** The services task steps call; default every offline service, and `ai.chat` on the `AI_*` tiers. */
  services?: ReadonlyMap<string, Service>;
  /** The operator's AI tiers (`AI_*`): what a run may choose and the default services'; default from the environment. */
  aiSettings?: AiSettings;
  /** What each tier's call costs (`AI_<TIER>_CREDITS`); default from the environment. */
  aiCredits?: AiTierCredits;
  /** How private AI services are called (`AI_PRIVATE_ALLOW_LOOPBACK`, `AI_TIMEOUT_MS`); default from the environment. */
  privateAi?: PrivateAiSettings;
  /**
   * The key private AI services' keys are sealed with (`AI_SECRETS_KEY`, base64url, 32 bytes or
   * more); default generated into the data folder as `ai-secrets-key`.
   */
  aiSecretsKey?: string | undefined;
  /**
   * The Well of Knowledge over the opened database, for knowledge steps and the collection lists;
   * none without it (the knowledge steps then say it is not available).
   */
  knowledge?: (db: Database) => KnowledgeSearch;
  /** Task runtime settings. */
  runtime?: Partial<RuntimeSettings>;
  /** How text results are checked for inclusive language; default the bias check. */
  textChecker?: TextChecker;
  /** The clock in milliseconds. */
  now: () => number;
  /** Where the runtime and the database log. */
  log: RuntimeLog;
  /** What is read from the contract (the catalogue is checked against it); default read anew. */
  schemas?: ContractSchemas;
  /** The embedded database's upkeep (PGlite only); default {@link defaultMaintenance}. */
  maintenance?: { intervalMs: number; policy: VacuumPolicy };
  /** Vectors for the Well of Knowledge; default from `EMBEDDINGS_*`, none without them (lexical search). */
  embeddings?: Embeddings | null;
  /** Hears every change of a run, from before the first run is taken (the tests' run processes). */
  onRunChange?: (change: RunChange) => void;
  /** What the runtime counts and times (decision 114); default nothing. */
  runMetrics?: RunMetrics;
  /** Automations' scheduler and notices (issue 46). */
  automations?: AutomationSettings;
  /** What automations' deliveries and notices go out with (decision 170): the server's mail and address settings. */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  sessionSigningKey?: string | undefined;
  sessionIssuer?: string | undefined;
  sessionAudience?: string | undefined;
  studioUrl?: string | undefined;
}

/**
 * PGlite's upkeep (decision 100): statistics read every 10 s; a table vacuumed once it holds 2,000
 * dead rows (or 20 % of its live ones, when more: PostgreSQL's own autovacuum share), or 20,000 new
 * rows (or 10 %) since its last vacuum. A vacuum reads every index of its table, so its cost grows
 * with the table; a share keeps the vacuums of a growing table rarer in step, and their cost per
 * run flat.
 */
export const defaultMaintenance: { intervalMs: number; policy: VacuumPolicy } = {
  intervalMs: 10_000,
  policy: { deadRows: 2_000, deadShare: 0.2, insertedRows: 20_000, insertedShare: 0.1 },
};

/**
 * How long a starting process waits for its database and bucket (issue 42): long enough for
 * processes an orchestrator starts beside PostgreSQL, short enough that a wrong address fails.
 */
export const defaultStartupWaitMs = 60_000;

/** The task runtime and what it stands on, opened but not yet taking runs. */
export interface OpenRuntime {
  /** The open database. */
  database: OpenDatabase;
  /** Its query builder. */
  db: Database;
  /** Uploaded and generated files (their bytes in `assets.blobs`, whose `ping()` says it is reachable). */
  assets: AssetStorage;
  /** The inclusive-language checks of text results (issue 28). */
  checks: TextChecks;
  /** The tasks this process can run. */
  catalogue: TaskCatalogue;
  /** The services task steps call (what a user-built task's check accepts). */
  services: ReadonlyMap<string, Service>;
  /** What was read from the contract. */
  schemas: ContractSchemas;
  /** The runtime. */
  runtime: TaskRuntime;
  /** The Well of Knowledge: its documents are indexed by the workers, as runs are executed. */
  knowledge: KnowledgeLibrary;
  /** Private AI services (issue 40): kept by users and organizations, called by their runs. */
  aiServices: PrivateAiServices;
  /** The AI services of runs: choices, the check at start, the floor of a fee. */
  runAi: RunAiServices;
  /** The search knowledge steps and the lists of a user's collections read (the library's, unless a test gives its own). */
  knowledgeSearch: KnowledgeSearch;
  /**
   * The readiness checks of `/readyz` (decision 114): the database, its migrations and the asset
   * files' store (the folder or the bucket, decision 113); another part adds its own with
   * `probes.add({ name, check(signal) })`.
   */
  probes: ReadinessProbes;
  /** Automations (issue 46): a worker turns their scheduler. */
  automations: OpenAutomations;
  /** Starts the queue and, in a worker, taking runs; on failure the database is closed. */
  start(): Promise<void>;
  /** Stops taking runs (runs in hand go back to the queue), then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens what runs tasks: the catalogue (checked against the contract and the services), the
 * database (migrated), the asset folders and the runtime. The one way to get a runtime, shared by
 * the API server and the worker process.
 */
export async function openRuntime(options: RuntimeOptions): Promise<OpenRuntime> {
  const schemas = options.schemas ?? new ContractSchemas();
  const aiSettings = options.aiSettings ?? loadAiSettings(process.env);
  const services = options.services ?? createServiceRegistry({ ai: aiSettings });
  // Its own key, apart from the session's and the social tokens' (decision 131).
  const aiSecret = options.aiSecretsKey
    ? decodeSecret(options.aiSecretsKey, 'AI_SECRETS_KEY')
    : loadSecret({ keyFile: join(options.dataDir, 'ai-secrets-key') });
  const catalogue = loadTaskCatalogue({ file: options.catalogueFile, services });
  const databaseOptions = options.database ?? { kind: 'pglite', dataDir: join(options.dataDir, 'pglite') };
  const startupWaitMs = options.startupWaitMs ?? defaultStartupWaitMs;
  // Issue 42: both are waited for at once, and the object store's client makes its first call
  // meanwhile: what is left to do once PostgreSQL is back is what needs it.
  const blobs = openBlobStorage(options.assetStorage, options.dataDir);
  const giveUp = new AbortController();
  const waits: Promise<void>[] = [];
  if (databaseOptions.kind === 'postgres') {
    waits.push(
      waitUntilReachable({
        name: 'PostgreSQL',
        where: postgresAddress(databaseOptions.url),
        probe: () => reachPostgres(databaseOptions.url),
        limitMs: startupWaitMs,
        log: options.log,
        signal: giveUp.signal,
      }),
    );
  }
  if (options.assetStorage?.kind === 's3') {
    const { bucket, endpoint } = options.assetStorage.s3;
    waits.push(
      waitUntilReachable({
        name: 'the object store',
        where: `${endpoint ?? 'S3'} (bucket ${bucket})`,
        probe: () => blobs.ping(),
        limitMs: startupWaitMs,
        log: options.log,
        signal: giveUp.signal,
      }),
    );
  }
  try {
    // The first to fail for good stops the other.
    await Promise.all(
      waits.map((wait) =>
        wait.catch((error: unknown) => {
          giveUp.abort();
          throw error;
        }),
      ),
    );
  } catch (error) {
    await Promise.allSettled(waits);
    await blobs.close();
    throw error;
  }
  let database: OpenDatabase;
  try {
    database = await openDatabase(
      databaseOptions,
      // The message and code only: a driver error also carries its whole connection object.
      (error) =>
        options.log.warn(
          { error: error.message, code: 'code' in error ? error.code : undefined },
          'a database connection failed',
        ),
      () => options.log.info('the database notification connection is open again'),
    );
  } catch (error) {
    await blobs.close();
    throw error;
  }
  const { db } = database;
  const assets = new AssetStorage(db, blobs, options.now);
  try {
    await assets.prepare();
  } catch (error) {
    await blobs.close();
    await database.close();
    throw error;
  }
  const checks = new TextChecks({
    db,
    assets,
    now: () => new Date(options.now()),
    log: options.log,
    ...(options.textChecker ? { checker: options.textChecker } : {}),
  });
  const knowledge = new KnowledgeLibrary({
    database,
    blobs,
    embeddings:
      options.embeddings === undefined ? configuredEmbeddings(process.env) : (options.embeddings ?? undefined),
    worker: resolveRuntimeSettings(options.runtime).worker,
    now: options.now,
    log: options.log,
  });
  const knowledgeSearch = options.knowledge?.(db) ?? knowledge.search;
  const aiServices = new PrivateAiServices({
    db,
    cipher: new TokenCipher(aiSecret, 'taskwell private ai service keys'),
    now: options.now,
    settings: options.privateAi ?? loadPrivateAiSettings(process.env),
  });
  const runAi = new RunAiServices({
    settings: aiSettings,
    credits: options.aiCredits ?? loadAiTierCredits(process.env),
    privates: aiServices,
  });
  const runtime = new TaskRuntime({
    db,
    database,
    assets,
    checks,
    catalogue,
    services,
    knowledge: knowledgeSearch,
    now: options.now,
    log: options.log,
    settings: options.runtime,
    metrics: options.runMetrics,
    ai: runAi,
  });
  if (options.onRunChange) runtime.onChange(options.onRunChange);
  const automations = openAutomations({
    db,
    database,
    now: () => new Date(options.now()),
    runtime,
    log: options.log,
    settings: options.automations,
    delivery: { ...options, policy: (options.privateAi ?? loadPrivateAiSettings(process.env)).policy },
  });
  const worker = resolveRuntimeSettings(options.runtime).worker;
  const probes = new ReadinessProbes({ log: options.log });
  probes.add(databaseProbe(database));
  probes.add(migrationsProbe(database));
  probes.add({ name: 'object-store', check: () => blobs.ping() });
  let maintenance: EmbeddedMaintenance | undefined;
  return {
    database,
    db,
    assets,
    checks,
    catalogue,
    services,
    schemas,
    runtime,
    knowledge,
    knowledgeSearch,
    aiServices,
    runAi,
    probes,
    automations,
    async start() {
      try {
        // The indexer's queue first: once the run queue works, a worker's runs (a backlog after an
        // outage) take its CPU and connections, and what starts after them waits seconds (issue 42).
        await knowledge.start();
        await runtime.start();
        if (worker) await automations.start();
        if (database.kind === 'pglite') {
          maintenance = maintainEmbeddedDatabase({
            database,
            log: options.log,
            ...(options.maintenance ?? defaultMaintenance),
          });
        }
      } catch (error) {
        await automations.stop().catch(() => undefined);
        await knowledge.stop().catch(() => undefined);
        await runtime.stop().catch(() => undefined);
        await aiServices.close();
        await blobs.close();
        await database.close();
        throw error;
      }
    },
    async close() {
      await automations.stop();
      await maintenance?.stop();
      await knowledge.stop();
      await runtime.stop();
      await checks.stop();
      await aiServices.close();
      await blobs.close();
      await database.close();
    },
  };
}
