import { sql } from 'drizzle-orm';
import { runs } from './core-schema.ts';

/**
 * The name of the private AI service a run's runner chose (`runs.ai_service` = `private:<id>`),
 * or null: a tier, no choice, or a service deleted since. Read with the run, never a join over
 * every run: the subquery runs only for the rows that chose a private service.
 */
export const runAiServiceName = sql<string | null>`CASE WHEN ${runs.aiService} LIKE 'private:%'
  THEN (SELECT s.name FROM ai_services s WHERE s.id = substr(${runs.aiService}, 9)) END`;
