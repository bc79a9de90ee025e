import type { SQL } from 'drizzle-orm';
import type { Database } from './open-database.ts';

/**
 * Runs one raw statement (a data-modifying CTE the query builder cannot express) and gives its
 * rows. Both drivers answer `{ rows }`; anything else is a driver change this code must learn of.
 */
export async function queryRows(db: Pick<Database, 'execute'>, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('The database driver answered a statement without rows.');
}
