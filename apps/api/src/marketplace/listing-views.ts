import type { StoreFigures, StoreListing } from '@taskwell/api-sdk';
import { parseTaskDefinition, stepPlaces, stepsOf } from '@taskwell/task-engine';
import { pendingPriceChange, priceNow } from '../runtime/listing-price.ts';
import type { ListingRow } from './listing-access.ts';
import type { ListedResult } from './listing-review.ts';

// What a listing shows, read from its row and its stored definition: the owner's view, the card's
// texts, the results buyers read, the creator's name.

export const noFigures: StoreFigures = {
  runs: 0,
  ratingUp: 0,
  ratingDown: 0,
  rating: null,
  successRate30d: null,
  medianRunSeconds: null,
};

/** The owner's view of a listing, in the contract's shape. */
export function ownerView(row: ListingRow, figures: StoreFigures, now: number, priceFloor: number): StoreListing {
  return {
    listingId: row.id,
    creatorTaskId: row.creatorTaskId,
    version: row.version,
    priceFloor,
    price: priceNow(row, now),
    priceChange: pendingPriceChange(row, now),
    sampleRunId: row.sampleRunId,
    visibility: row.visibility,
    organizationId: row.organizationId,
    status: row.status,
    figures,
    problems: row.problems,
    card: row.card,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored definition's text field, or "" (a stored definition was checked, but is read as JSON). */
export const textOf = (definition: Record<string, unknown>, key: string) =>
  typeof definition[key] === 'string' ? (definition[key] as string) : '';

/** The results of a stored definition's steps as buyers read them, with their places in the flow. */
export function resultsOf(definition: Record<string, unknown>): ListedResult[] {
  const parsed = parseTaskDefinition(definition);
  if (!parsed.ok) return [];
  const places = stepPlaces(parsed.definition.flow);
  return stepsOf(parsed.definition.flow).map((step) => ({ place: places.get(step)?.place ?? '', output: step.output }));
}

/** The name buyers see for a creator: their name, else their organization, never their address. */
export function creatorNameOf(
  account: { firstName: string; lastName: string; organization: string } | undefined,
): string {
  const name = `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim();
  return name || account?.organization.trim() || 'A Taskwell creator';
}
