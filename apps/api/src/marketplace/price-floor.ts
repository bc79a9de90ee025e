import { costFloorMessage } from '@taskwell/domain';
import { parseTaskDefinition, type TaskDefinition } from '@taskwell/task-engine';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { creatorTaskVersions } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';

/** What the floor of a definition is worked out with: the runtime's AI costs (decision 130). */
export type FloorOf = (definition: TaskDefinition) => number;

/** The lowest price of a stored version: what its AI steps cost per run (0 when it cannot be read). */
export function priceFloorOf(stored: Record<string, unknown>, floorOf: FloorOf | undefined): number {
  if (!floorOf) return 0;
  // A version kept before ids were stored in it still has its steps: the floor needs only them.
  const parsed = parseTaskDefinition({ id: 'listed-task', ...stored });
  return parsed.ok ? floorOf(parsed.definition) : 0;
}

/** The lowest price of a listing's version, read from the version it lists (0 when it is gone). */
export async function listedVersionFloor(
  db: Database,
  listed: { creatorTaskId: string; version: number },
  floorOf: FloorOf | undefined,
): Promise<number> {
  if (!floorOf) return 0;
  const [version] = await db
    .select({ definition: creatorTaskVersions.definition })
    .from(creatorTaskVersions)
    .where(and(eq(creatorTaskVersions.taskId, listed.creatorTaskId), eq(creatorTaskVersions.version, listed.version)))
    .limit(1);
  return version ? priceFloorOf(version.definition, floorOf) : 0;
}

/**
 * Refuses a listing's price under what the version's AI steps cost per run (issue 40): 422 whose
 * message, and detail at `/price`, names the floor. Its own function, called by the listing's
 * write before anything is written.
 */
export function checkPriceFloor(options: { price: number; floor: number }): void {
  if (options.price >= options.floor) return;
  const message = costFloorMessage({ floor: options.floor, what: 'price' });
  throw new DomainError('invalid_parameters', 'price_under_cost', message, { details: [{ path: '/price', message }] });
}
