import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/open-database.ts';
import { newRowId } from '../../db/row-ids.ts';
import type { RunStatus } from '../../db/run-columns.ts';
import {
  creatorTasks,
  type ListingCard,
  type runs,
  storeListingDays,
  storeListingFigures,
  storeListings,
} from '../../db/schema.ts';

// Listings written straight into the tables, for the search's tests and benchmark: thousands of
// cards without publishing and checking each through the API (the store-sales tests do that).

export interface SeedListing {
  card: Partial<ListingCard> & { name: string };
  price?: number;
  createdAt: Date;
  visibility?: 'public' | 'organization';
  organizationId?: string;
  status?: 'live' | 'withdrawn';
  /** Counters as the triggers keep them: runs ever, runs bought in the last 30 days, thumbs. */
  figures?: { runs: number; recent: number; up: number; down: number };
}

/** Inserts the listings of `ownerEmail` (an existing account), in chunks; their ids, in order. */
export async function seedListings(
  db: Database,
  ownerEmail: string,
  listings: SeedListing[],
  today: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < listings.length; start += 500) {
    const chunk = listings
      .slice(start, start + 500)
      .map((listing) => ({ listing, taskId: newRowId(), id: newRowId() }));
    await db.insert(creatorTasks).values(
      chunk.map(({ listing, taskId }) => ({
        id: taskId,
        ownerEmail,
        draft: {},
        name: listing.card.name,
        savedAt: listing.createdAt,
        latestVersion: 1,
        createdAt: listing.createdAt,
      })),
    );
    await db.insert(storeListings).values(
      chunk.map(({ listing, taskId, id }) => ({
        id,
        creatorTaskId: taskId,
        ownerEmail,
        version: 1,
        price: listing.price ?? 5,
        visibility: listing.visibility ?? 'public',
        organizationId: listing.organizationId ?? null,
        status: listing.status ?? 'live',
        problems: [],
        card: {
          heading: '',
          description: '',
          category: 'business',
          imageName: '/images/tasks/summarise-text.svg',
          creatorName: 'A Taskwell creator',
          ...listing.card,
        },
        createdAt: listing.createdAt,
        updatedAt: listing.createdAt,
      })),
    );
    const counted = chunk.filter(({ listing }) => listing.figures);
    if (counted.length > 0) {
      await db.insert(storeListingFigures).values(
        counted.map(({ listing, id }) => ({
          listingId: id,
          runs: listing.figures?.runs ?? 0,
          recent: listing.figures?.recent ?? 0,
          ratingUp: listing.figures?.up ?? 0,
          ratingDown: listing.figures?.down ?? 0,
        })),
      );
      const recent = counted.filter(({ listing }) => (listing.figures?.recent ?? 0) > 0);
      if (recent.length > 0) {
        await db.insert(storeListingDays).values(
          recent.map(({ listing, id }) => ({
            listingId: id,
            day: today.toISOString().slice(0, 10),
            bought: listing.figures?.recent ?? 0,
          })),
        );
      }
    }
    ids.push(...chunk.map(({ id }) => id));
  }
  return ids;
}

/** What a run bought of a listing needs, for {@link boughtRun}. */
export interface BoughtRun {
  listingId: string;
  buyer: string;
  createdAt: Date;
  /** When it will have ended, if the test ends it by its status alone. */
  finishedAt?: Date;
  taskId?: string;
}

/** A run bought of a listing, IN_PROGRESS, as a row to insert: ending it (its status) lets the figures' trigger count it. */
export function boughtRun({ listingId, buyer, createdAt, finishedAt, taskId = 'summarise' }: BoughtRun) {
  return {
    id: randomUUID(),
    accountEmail: buyer,
    taskId,
    status: 'IN_PROGRESS' as RunStatus,
    fee: 3,
    inputs: {},
    answers: {},
    state: { steps: {} },
    results: [],
    step: 1,
    max: 1,
    queuedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    finishedAt,
    listingId,
  } satisfies typeof runs.$inferInsert;
}
