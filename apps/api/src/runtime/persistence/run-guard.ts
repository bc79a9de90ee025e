import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { runs } from '../../db/schema.ts';
import type { RunGuard } from './run-record.ts';

/**
 * The condition a change of a run holds on: the run is still this process's (`owned`, by its
 * lease), as it was read (`unchanged`), not yet ended (`unfinished`), or still one a cancel may end
 * (`cancellable`). `owner` is the process's lease name.
 */
export function guardCondition(guard: RunGuard, owner: string): SQL | undefined {
  switch (guard.kind) {
    case 'owned':
      return and(eq(runs.leaseOwner, owner), eq(runs.status, 'IN_PROGRESS'));
    case 'unchanged':
      return and(
        eq(runs.status, guard.run.status),
        guard.run.leaseExpiresAt ? eq(runs.leaseExpiresAt, guard.run.leaseExpiresAt) : isNull(runs.leaseExpiresAt),
      );
    case 'unfinished':
      return eq(runs.status, 'IN_PROGRESS');
    case 'cancellable':
      return inArray(runs.status, ['IN_PROGRESS', 'PAUSED']);
    default:
      return guard satisfies never;
  }
}
