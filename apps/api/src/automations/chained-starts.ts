import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';

/**
 * After another task (issue 46): each completed run of an account's task that one of its active
 * after-task automations follows (completed since the automation was made) becomes one pending
 * entry, keyed by the completed run's id (`automation_runs_source` is unique per automation and
 * source), so that any number of processes turning at once, or a turn repeated after a crash,
 * record it once. The entry is then started like a scheduled moment, with the automation's values.
 * Gives how many entries it recorded.
 */
export async function recordChainedStarts(db: Database, now: Date, batch: number): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    WITH followed AS (
      SELECT a.id AS automation_id, r.id AS run_id
      FROM automations a
      JOIN runs r ON r.account_email = a.owner_email
        AND r.task_id = a.trigger->>'afterTaskId'
        AND r.status = 'COMPLETED'
        AND r.updated_at >= a.created_at
      WHERE a.status = 'active' AND a.trigger->>'kind' = 'after-task'
        AND NOT EXISTS (
          SELECT 1 FROM automation_runs e WHERE e.automation_id = a.id AND e.source_key = r.id
        )
      LIMIT ${batch}
    )
    INSERT INTO automation_runs (id, automation_id, scheduled_for, trigger, status, source_key, created_at)
    SELECT gen_random_uuid()::text, f.automation_id, ${now.toISOString()}::timestamptz,
      'after-task', 'pending', f.run_id, ${now.toISOString()}::timestamptz
    FROM followed f
    ON CONFLICT (automation_id, source_key) WHERE source_key IS NOT NULL DO NOTHING
    RETURNING id`,
  );
  return rows.length;
}
