import type { StoreBrand, StoreListingPage, StoreListingSummary } from '@taskwell/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { ListingCard } from '../db/schema.ts';
import { invalid } from '../errors/domain-error.ts';
import { priceNowSql } from '../runtime/listing-price.ts';
import { memberBrand } from './listing-access.ts';
import { type FigureCounters, figuresOf, refreshWindow, windowStart } from './store-figures.ts';

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

/** How a sort orders: its keys' column names, each descending, the last the listing's id, and the SQL type each cursor value is read back as. */
interface SortKeys {
  names: string[];
  types: string[];
}

const orders: Record<StoreSort | 'relevance', SortKeys> = {
  popular: { names: ['recent', 'runs', 'created_at', 'id'], types: ['bigint', 'bigint', 'timestamptz', 'text'] },
  rating: { names: ['share', 'votes', 'created_at', 'id'], types: ['float8', 'bigint', 'timestamptz', 'text'] },
  newest: { names: ['created_at', 'id'], types: ['timestamptz', 'text'] },
  relevance: { names: ['rank', 'created_at', 'id'], types: ['float8', 'timestamptz', 'text'] },
};

/** The keys of a sort, descending, each column prefixed by `table`. */
function descendingOf(order: SortKeys, table: string): SQL {
  return sql.raw(order.names.map((name) => `${table}.${name} DESC`).join(', '));
}

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
    const size = orders[sort as StoreSort].names.length;
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

/** The text with every NUL character made a space. */
function withoutNul(text: string | undefined): string {
  return (text ?? '').split('\u0000').join(' ');
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
  // PostgreSQL's text holds no NUL character: one typed or pasted is read as a space.
  const words = withoutNul(query.q).trim();
  const category = query.category === undefined ? undefined : withoutNul(query.category);
  const sort: StoreSort | 'relevance' = query.sort ?? (words ? 'relevance' : 'popular');
  const limit = Math.min(Math.max(query.limit ?? defaultLimit, 1), maxLimit);
  const tsquery = sql`websearch_to_tsquery('english', ${words})`;
  const shown = brand
    ? sql`l.visibility = 'organization' AND l.organization_id = ${brand.organizationId}`
    : sql`l.visibility = 'public'`;
  const matching = sql`l.status = 'live' AND ${shown}${words ? sql` AND l.search @@ ${tsquery}` : sql``}`;

  const order = orders[sort];
  const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const keyList = sql.raw(order.names.map((name) => `keyed.${name}`).join(', '));
  const afterClause = after
    ? sql`WHERE (${keyList}) < (${sql.join(
        after.k.map((value, index) => sql`${value}::${sql.raw(order.types[index] ?? 'text')}`),
        sql`, `,
      )})`
    : sql``;
  await refreshWindow(db, windowStart(now).toISOString().slice(0, 10));
  // Only the keys of the sort asked for are worked out for the matches; the cards and counters of
  // the page's rows alone are read afterwards.
  const keyColumns: Record<StoreSort | 'relevance', SQL> = {
    popular: sql`coalesce(f.recent, 0)::bigint AS recent, coalesce(f.runs, 0)::bigint AS runs`,
    rating: sql`CASE WHEN coalesce(f.rating_up, 0) + coalesce(f.rating_down, 0) = 0 THEN -1::float8
        ELSE f.rating_up::float8 / (f.rating_up + f.rating_down) END AS share,
      (coalesce(f.rating_up, 0) + coalesce(f.rating_down, 0))::bigint AS votes`,
    newest: sql`0 AS unused`,
    relevance: sql`ts_rank(l.search, ${tsquery})::float8 AS rank`,
  };
  const joins: Record<StoreSort | 'relevance', SQL> = {
    popular: sql`LEFT JOIN store_listing_figures f ON f.listing_id = l.id`,
    rating: sql`LEFT JOIN store_listing_figures f ON f.listing_id = l.id`,
    newest: sql``,
    relevance: sql``,
  };
  // The cards and counters are read for the page's rows alone. With words, the matches are found
  // (and their sort keys worked out) once, for the counts per category and for the page; without
  // words, the counts are kept per store and category (store_category_counts) and the page
  // query sorts the listings' keys alone.
  const cards = sql`ranked.*, ranked.created_at::text AS created_key, ${priceNowSql('l', now)} AS price, l.card,
    coalesce(f.runs, 0) AS figure_runs, coalesce(f.rating_up, 0) AS rating_up, coalesce(f.rating_down, 0) AS rating_down`;
  const inCategory = category ? sql`${after ? sql` AND` : sql` WHERE`} keyed.category = ${category}` : sql``;
  const rows = words
    ? await queryRows(
        db,
        sql`WITH matches AS MATERIALIZED (
            SELECT l.id, l.category, l.created_at, ${keyColumns[sort]}
            FROM store_listings l ${joins[sort]}
            WHERE ${matching}
          ),
          counted AS (
            SELECT coalesce(json_agg(json_build_object('name', category, 'count', n) ORDER BY n DESC, category), '[]'::json)
              AS categories
            FROM (SELECT category, count(*)::int AS n FROM matches GROUP BY category) per_category
          ),
          ranked AS (
            SELECT * FROM matches keyed ${afterClause}${inCategory}
            ORDER BY ${descendingOf(order, 'keyed')}
            LIMIT ${limit + 1}
          )
          SELECT counted.categories, ${cards}
          FROM counted
          LEFT JOIN ranked ON true
          LEFT JOIN store_listings l ON l.id = ranked.id
          LEFT JOIN store_listing_figures f ON f.listing_id = ranked.id
          ORDER BY ${descendingOf(order, 'ranked')}`,
      )
    : await queryRows(
        db,
        sql`WITH ranked AS (
            SELECT * FROM (
              SELECT l.id, l.category, l.created_at, ${keyColumns[sort]}
              FROM store_listings l ${joins[sort]}
              WHERE ${matching}
            ) keyed ${afterClause}${inCategory}
            ORDER BY ${descendingOf(order, 'keyed')}
            LIMIT ${limit + 1}
          )
          SELECT ${cards}
          FROM ranked
          JOIN store_listings l ON l.id = ranked.id
          LEFT JOIN store_listing_figures f ON f.listing_id = ranked.id
          ORDER BY ${descendingOf(order, 'ranked')}`,
      );
  const counted = words
    ? ((rows[0]?.categories ?? []) as { name: string; count: number }[])
    : await queryRows(
        db,
        sql`SELECT category AS name, listings AS count FROM store_category_counts
          WHERE store = ${brand?.organizationId ?? ''} AND listings > 0 ORDER BY listings DESC, category`,
      );
  if (rows.length === 1 && rows[0]?.id === null) rows.pop();
  const page = rows.slice(0, limit);
  const counters = new Map<string, FigureCounters>(
    page.map((row) => [
      String(row.id),
      { runs: Number(row.figure_runs), ratingUp: Number(row.rating_up), ratingDown: Number(row.rating_down) },
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
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          s: sort,
          k: order.names.map((name) => (keyOf[name] as (row: typeof last) => string | number)(last)),
        })
      : null;
  return {
    listings,
    categories: counted.map((row) => ({ name: String(row.name), count: Number(row.count) })),
    brand,
    nextCursor,
  };
}
