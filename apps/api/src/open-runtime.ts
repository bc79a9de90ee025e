import { join } from 'node:path';
import { AssetStore } from './assets/asset-store.ts';
import { loadTaskCatalogue, type TaskCatalogue } from './catalogue/task-catalogue.ts';
import { type EmbeddedMaintenance, maintainEmbeddedDatabase } from './db/embedded-maintenance.ts';
import { type Database, type DatabaseOptions, type OpenDatabase, openDatabase } from './db/open-database.ts';
import type { VacuumPolicy } from './db/vacuum-policy.ts';
import { ContractSchemas } from './http/contract-schemas.ts';
import type { RuntimeLog } from './runtime/run-context.ts';
import type { RuntimeSettings } from './runtime/runtime-settings.ts';
import { TaskRuntime } from './runtime/task-runtime.ts';
import { createServiceRegistry, loadAiSettings, type Service } from './services/index.ts';

/** What opening the task runtime takes (a subset of the server's options). */
export interface RuntimeOptions {
  /** Folder of the embedded database and the assets. */
  dataDir: string;
  /** The database; default PGlite in `${dataDir}/pglite`. */
  database?: DatabaseOptions;
  /** The task definitions file; default catalogue/tasks.json. */
  catalogueFile?: string;
  /** The services task steps call; default every offline service, plus AI when `AI_*` is configured. */
  services?: ReadonlyMap<string, Service>;
  /** Task runtime settings. */
  runtime?: Partial<RuntimeSettings>;
  /** The clock in milliseconds. */
  now: () => number;
  /** Where the runtime and the database log. */
  log: RuntimeLog;
  /** What is read from the contract (the catalogue is checked against it); default read anew. */
  schemas?: ContractSchemas;
  /** The embedded database's upkeep (PGlite only); default {@link defaultMaintenance}. */
  maintenance?: { intervalMs: number; policy: VacuumPolicy };
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

/** The task runtime and what it stands on, opened but not yet taking runs. */
export interface OpenRuntime {
  /** The open database. */
  database: OpenDatabase;
  /** Its query builder. */
  db: Database;
  /** Uploaded and generated files. */
  assets: AssetStore;
  /** The tasks this process can run. */
  catalogue: TaskCatalogue;
  /** The services task steps call (what a user-built task's check accepts). */
  services: ReadonlyMap<string, Service>;
  /** What was read from the contract. */
  schemas: ContractSchemas;
  /** The runtime. */
  runtime: TaskRuntime;
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
  const services = options.services ?? createServiceRegistry({ ai: loadAiSettings(process.env) });
  const catalogue = loadTaskCatalogue({ file: options.catalogueFile, services });
  const database = await openDatabase(
    options.database ?? { kind: 'pglite', dataDir: join(options.dataDir, 'pglite') },
    // The message and code only: a driver error also carries its whole connection object.
    (error) =>
      options.log.warn(
        { error: error.message, code: 'code' in error ? error.code : undefined },
        'an idle database connection failed',
      ),
  );
  const { db } = database;
  const assets = new AssetStore(db, options.dataDir, options.now);
  try {
    await assets.prepare();
  } catch (error) {
    await database.close();
    throw error;
  }
  const runtime = new TaskRuntime({
    db,
    database,
    assets,
    catalogue,
    services,
    now: options.now,
    log: options.log,
    settings: options.runtime,
  });
  let maintenance: EmbeddedMaintenance | undefined;
  return {
    database,
    db,
    assets,
    catalogue,
    services,
    schemas,
    runtime,
    async start() {
      try {
        await runtime.start();
        if (database.kind === 'pglite') {
          maintenance = maintainEmbeddedDatabase({
            database,
            log: options.log,
            ...(options.maintenance ?? defaultMaintenance),
          });
        }
      } catch (error) {
        await runtime.stop().catch(() => undefined);
        await database.close();
        throw error;
      }
    },
    async close() {
      await maintenance?.stop();
      await runtime.stop();
      await database.close();
    },
  };
}
