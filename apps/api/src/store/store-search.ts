import type { StoreBrand, StoreListingPage, StoreListingSummary } from '@taskwell/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { ListingCard } from '../db/schema.ts';
import { invalid } from '../errors/domain-error.ts';
import { memberBrand } from './listing-access.ts';
import { type FigureCounters, figuresOf, windowStart } from './store-figures.ts';

// The AI Store's search (decision 107): PostgreSQL's own text search over the card's name,
// heading, description and the creator's name (store_listings.search, a stored generated
// tsvector with a GIN index), the same on PGlite and PostgreSQL without an extension. Sorts read
// the figures' counters; pages follow an opaque keyset cursor.

export type StoreSort = 'popular' | 'rating' | 'newest';

export interface StoreSearchQuery {
  q?: string;
  category?: string;
  sort?: StoreSort;
  organizationId?: string;
  limit?: number;
  cursor?: string;
}

/** Listings per page unless asked otherwise, and at most. */
export const defaultLimit = 24;
export const maxLimit = 50;

/** How a sort orders: its keys, each descending, the last the listing's id. */
interface SortKeys {
  /** The keys' expressions over the columns of the ranked listings. */
  keys: SQL[];
  /** The SQL type each cursor value is read back as. */
  types: string[];
}

const orders: Record<StoreSort | 'relevance', SortKeys> = {
  popular: {
    keys: [sql`recent`, sql`runs`, sql`created_at`, sql`id`],
    types: ['bigint', 'bigint', 'timestamptz', 'text'],
  },
  rating: {
    keys: [sql`share`, sql`votes`, sql`created_at`, sql`id`],
    types: ['float8', 'bigint', 'timestamptz', 'text'],
  },
  newest: { keys: [sql`created_at`, sql`id`], types: ['timestamptz', 'text'] },
  relevance: { keys: [sql`rank`, sql`created_at`, sql`id`], types: ['float8', 'timestamptz', 'text'] },
};

/** What a cursor carries: the sort it belongs to and the last listing's keys. */
interface Cursor {
  s: string;
  k: (string | number)[];
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, sort: string): Cursor {
  const refused = invalid(
    'invalid_parameters',
    'That page of the store is not known: search again from the first page.',
  );
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const size = orders[sort as StoreSort].keys.length;
    const valid =
      cursor?.s === sort &&
      Array.isArray(cursor.k) &&
      cursor.k.length === size &&
      cursor.k.every((value) => typeof value === 'string' || typeof value === 'number');
    if (!valid) throw refused;
    return cursor;
  } catch {
    throw refused;
  }
}

/**
 * One page of the live listings the caller may see: public ones, or an organization's private
 * store for its members (anyone else: 404, as for an unknown organization).
 */
export async function searchStore(
  db: Database,
  email: string,
  query: StoreSearchQuery,
  now: number,
): Promise<StoreListingPage> {
  const brand: StoreBrand | null = query.organizationId ? await memberBrand(db, query.organizationId, email) : null;
  const words = query.q?.trim() ?? '';
  const sort: StoreSort | 'relevance' = query.sort ?? (words ? 'relevance' : 'popular');
  const limit = Math.min(Math.max(query.limit ?? defaultLimit, 1), maxLimit);
  const tsquery = sql`websearch_to_tsquery('english', ${words})`;
  const shown = brand
    ? sql`l.visibility = 'organization' AND l.organization_id = ${brand.organizationId}`
    : sql`l.visibility = 'public'`;
  const matching = sql`l.status = 'live' AND ${shown}${words ? sql` AND l.search @@ ${tsquery}` : sql``}`;

  const categoryRows = await queryRows(
    db,
    sql`SELECT l.card->>'category' AS name, count(*)::int AS count FROM store_listings l
      WHERE ${matching} GROUP BY 1 ORDER BY 2 DESC, 1`,
  );

  const order = orders[sort];
  const since = windowStart(now).toISOString().slice(0, 10);
  const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const keyList = sql.join(order.keys, sql`, `);
  const afterClause = after
    ? sql`WHERE (${keyList}) < (${sql.join(
        after.k.map((value, index) => sql`${value}::${sql.raw(order.types[index] ?? 'text')}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT * FROM (
        SELECT l.id, l.price, l.card, l.created_at, l.created_at::text AS created_key,
          coalesce(f.runs, 0) AS runs, coalesce(f.rating_up, 0) AS rating_up, coalesce(f.rating_down, 0) AS rating_down,
          coalesce(f.rating_up, 0) + coalesce(f.rating_down, 0) AS votes,
          CASE WHEN coalesce(f.rating_up, 0) + coalesce(f.rating_down, 0) = 0 THEN -1::float8
            ELSE f.rating_up::float8 / (f.rating_up + f.rating_down) END AS share,
          coalesce((SELECT sum(d.bought) FROM store_listing_days d
            WHERE d.listing_id = l.id AND d.day >= ${since}::date), 0)::bigint AS recent,
          ${words ? sql`ts_rank_cd(l.search, ${tsquery})::float8` : sql`0::float8`} AS rank
        FROM store_listings l LEFT JOIN store_listing_figures f ON f.listing_id = l.id
        WHERE ${matching}${query.category ? sql` AND l.card->>'category' = ${query.category}` : sql``}
      ) ranked
      ${afterClause}
      ORDER BY ${sql.join(
        order.keys.map((key) => sql`${key} DESC`),
        sql`, `,
      )}
      LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const counters = new Map<string, FigureCounters>(
    page.map((row) => [
      String(row.id),
      { runs: Number(row.runs), ratingUp: Number(row.rating_up), ratingDown: Number(row.rating_down) },
    ]),
  );
  const figures = await figuresOf(
    db,
    page.map((row) => String(row.id)),
    now,
    counters,
  );
  const listings: StoreListingSummary[] = page.map((row) => {
    const id = String(row.id);
    const figure = figures.get(id);
    if (!figure) throw new Error(`No figures for listing ${id}.`);
    return {
      listingId: id,
      price: Number(row.price),
      card: row.card as ListingCard,
      figures: figure,
      listedAt: new Date(row.created_at as string | Date).toISOString(),
    };
  });
  const last = page.at(-1);
  const keyOf: Record<string, (row: Record<string, unknown>) => string | number> = {
    recent: (row) => Number(row.recent),
    runs: (row) => Number(row.runs),
    share: (row) => Number(row.share),
    votes: (row) => Number(row.votes),
    rank: (row) => Number(row.rank),
    created_at: (row) => String(row.created_key),
    id: (row) => String(row.id),
  };
  const names: Record<StoreSort | 'relevance', string[]> = {
    popular: ['recent', 'runs', 'created_at', 'id'],
    rating: ['share', 'votes', 'created_at', 'id'],
    newest: ['created_at', 'id'],
    relevance: ['rank', 'created_at', 'id'],
  };
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          s: sort,
          k: names[sort].map((name) => (keyOf[name] as (row: typeof last) => string | number)(last)),
        })
      : null;
  return {
    listings,
    categories: categoryRows.map((row) => ({ name: String(row.name), count: Number(row.count) })),
    brand,
    nextCursor,
  };
}
