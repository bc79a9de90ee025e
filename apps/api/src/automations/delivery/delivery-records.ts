import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { queryRows } from '../../db/query-rows.ts';

/** How far back a finished run is still looked for (a run older than this was delivered or never will be). */
const lookBackDays = 7;

/**
 * Each run an automation started that has finished (COMPLETED, ERROR or ABORTED) becomes one
 * pending delivery to where the automation sends its results (e-mail or webhook), in one
 * statement, unique per run and channel: any number of processes turning at once, or a turn
 * repeated after a crash, record it once (decision 170). Nothing of it happens in the run's own
 * process or path. Gives how many it recorded.
 */
export async function recordDeliveries(db: Database, now: Date, batch: number): Promise<number> {
  const at = now.toISOString();
  const rows = await queryRows(
    db,
    sql`
    WITH finished AS (
      SELECT a.id AS automation_id, r.id AS run_id, a.delivery->>'kind' AS channel,
        CASE WHEN r.status = 'COMPLETED' THEN 'completed' ELSE 'failed' END AS outcome,
        CASE WHEN a.delivery->>'kind' = 'email' THEN COALESCE(a.delivery->>'email', a.owner_email)
          ELSE a.delivery->>'url' END AS target
      FROM automation_runs e
      JOIN automations a ON a.id = e.automation_id
      JOIN runs r ON r.id = e.run_id
      WHERE e.status = 'started'
        AND e.created_at >= ${at}::timestamptz - make_interval(days => ${lookBackDays})
        AND a.delivery->>'kind' IN ('email', 'webhook')
        AND r.status IN ('COMPLETED', 'ERROR', 'ABORTED')
        AND NOT EXISTS (
          SELECT 1 FROM automation_deliveries d WHERE d.run_id = r.id AND d.channel = a.delivery->>'kind'
        )
      LIMIT ${batch}
    )
    INSERT INTO automation_deliveries
      (id, automation_id, run_id, channel, status, outcome, target, attempts, next_attempt_at, created_at, updated_at)
    SELECT gen_random_uuid()::text, f.automation_id, f.run_id, f.channel, 'pending', f.outcome, f.target, 0,
      ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    FROM finished f
    ON CONFLICT (run_id, channel) DO NOTHING
    RETURNING id`,
  );
  return rows.length;
}
