import type { RunAiServices } from '../ai/run-ai-services.ts';
import type { AssetStorage } from '../assets/asset-storage.ts';
import type { TaskCatalogue } from '../catalogue/task-catalogue.ts';
import type { Database, OpenDatabase } from '../db/open-database.ts';
import type { KnowledgeSearch } from '../services/knowledge-port.ts';
import type { Service } from '../services/service.ts';
import type { TextChecks } from '../text-checks/text-checks.ts';
import type { RunMetrics } from './persistence/run-metrics.ts';
import type { RuntimeLog } from './run-context.ts';
import type { RuntimeSettings } from './runtime-settings.ts';

/** What the runtime works with. */
export interface TaskRuntimeOptions {
  db: Database;
  database: OpenDatabase;
  assets: AssetStorage;
  checks: TextChecks;
  catalogue: TaskCatalogue;
  services: ReadonlyMap<string, Service>;
  knowledge?: KnowledgeSearch;
  now: () => number;
  log: RuntimeLog;
  settings?: Partial<RuntimeSettings>;
  /** What is counted and timed (decision 114); default nothing. */
  metrics?: RunMetrics;
  /** The AI services of runs (issue 40); without them AI steps call the operator's tiers as the step names them. */
  ai?: RunAiServices | undefined;
}
