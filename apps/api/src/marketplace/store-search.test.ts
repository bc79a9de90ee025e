import type { StoreListingPage } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { type SeedListing, seedListings } from './testing/seed-listings.ts';
import { as, storeServices } from './testing/store-scenario.ts';

// Issue 26: the AI Store's search. Words of the name, heading, description and the creator's name,
// PostgreSQL's web search syntax ("phrase", -word, or), categories counted before the category
// filter, the three sorts, and keyset pages without duplicates or gaps. Public live listings only.

const seller = 'search-seller@example.com';
let server: TestServer;
let token: string;
const byName = new Map<string, string>();
const day = 86_400_000;

/** The listings: each sort's expected order is given by its figures and age. */
const listings: SeedListing[] = [
  {
    card: {
      name: 'Invoice reader',
      heading: 'Reads supplier bills',
      description: 'Pulls totals out.',
      creatorName: 'Ada Lovelace',
      category: 'finance',
    },
    createdAt: new Date(Date.now() - 5 * day),
    figures: { runs: 40, recent: 2, up: 3, down: 1 },
  },
  {
    card: {
      name: 'Meeting notes',
      heading: 'Summarises meetings',
      description: 'Turns a transcript into action points.',
      creatorName: 'Grace Hopper',
      category: 'business',
    },
    createdAt: new Date(Date.now() - 4 * day),
    figures: { runs: 10, recent: 9, up: 1, down: 0 },
  },
  {
    card: {
      name: 'Poem maker',
      heading: 'Writes short poems',
      description: 'A verse about your launch.',
      creatorName: 'Ada Lovelace',
      category: 'writing',
    },
    createdAt: new Date(Date.now() - 3 * day),
    figures: { runs: 50, recent: 2, up: 8, down: 2 },
  },
  {
    card: {
      name: 'Budget check',
      heading: 'Checks a budget',
      description: 'Finds overspending in spreadsheets.',
      creatorName: 'Alan Turing',
      category: 'finance',
    },
    createdAt: new Date(Date.now() - 2 * day),
  },
  {
    card: {
      name: 'Board pack',
      heading: 'Prepares the board pack',
      description: 'Drafts the quarterly report for the board.',
      creatorName: 'Edsger Dijkstra',
      category: 'business',
    },
    createdAt: new Date(Date.now() - 1 * day),
    figures: { runs: 1, recent: 0, up: 1, down: 0 },
  },
  {
    card: { name: 'Private invoice reader', description: 'Only for one organization.', category: 'finance' },
    createdAt: new Date(Date.now() - 1 * day),
    visibility: 'organization',
    organizationId: '0190a5a4-0000-7000-8000-000000000001',
  },
  {
    card: { name: 'Withdrawn invoice reader', category: 'finance' },
    createdAt: new Date(Date.now() - 1 * day),
    status: 'withdrawn',
  },
];

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  token = await server.signIn(seller);
  const ids = await seedListings(server.app.taskwell.db, seller, listings, new Date());
  for (const [index, listing] of listings.entries()) byName.set(listing.card.name, ids[index] ?? '');
}, 60_000);
afterAll(() => server?.close());

async function search(query: string): Promise<StoreListingPage> {
  const reply = await as(server, token, 'GET', `/api/store/listings?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as StoreListingPage;
}

const names = (page: StoreListingPage) => page.listings.map((listing) => listing.card.name);

describe('searching the store', () => {
  it.each([
    { given: 'a word of the name, in another form', q: 'invoices', want: ['Invoice reader'] },
    { given: 'a word of the heading', q: 'poems', want: ['Poem maker'] },
    { given: 'a word of the description', q: 'transcript', want: ['Meeting notes'] },
    { given: "the creator's name", q: 'Turing', want: ['Budget check'] },
    { given: 'a phrase', q: '"quarterly report"', want: ['Board pack'] },
    { given: 'the phrase in another order', q: '"report quarterly"', want: [] },
    { given: 'a word left out', q: 'Ada -poem', want: ['Invoice reader'] },
    { given: 'either word', q: 'budget or transcript', want: ['Budget check', 'Meeting notes'] },
    { given: 'a word nowhere', q: 'zeppelin', want: [] },
  ])('given $given should find $want', async ({ q, want }) => {
    const page = await search(`q=${encodeURIComponent(q)}&sort=newest`);
    expect(names(page).sort()).toEqual([...want].sort());
  });

  it('should count the matches per category before the category filter, and keep that category only', async () => {
    const page = await search('category=finance&sort=newest');
    expect(page.categories).toEqual([
      { name: 'business', count: 2 },
      { name: 'finance', count: 2 },
      { name: 'writing', count: 1 },
    ]);
    expect(names(page)).toEqual(['Budget check', 'Invoice reader']);
    expect(page.brand).toBeNull();
  });

  it('should rank a match of the name above one of the description when words are given', async () => {
    const page = await search('q=board');
    expect(names(page)).toEqual(['Board pack']);
    const ranked = await search(`q=${encodeURIComponent('ada or spreadsheets or invoice')}`);
    expect(names(ranked)[0]).toBe('Invoice reader');
  });

  it.each([
    {
      sort: 'popular',
      want: ['Meeting notes', 'Poem maker', 'Invoice reader', 'Board pack', 'Budget check'],
    },
    {
      sort: 'rating',
      // Board pack and Meeting notes tie on share and count: the newer first.
      want: ['Board pack', 'Meeting notes', 'Poem maker', 'Invoice reader', 'Budget check'],
    },
    {
      sort: 'newest',
      want: ['Board pack', 'Budget check', 'Poem maker', 'Meeting notes', 'Invoice reader'],
    },
  ])('sorted by $sort should list $want', async ({ sort, want }) => {
    expect(names(await search(`sort=${sort}`))).toEqual(want);
  });

  it.each(['popular', 'rating', 'newest'])(
    'sorted by %s should page with the cursor without duplicates or gaps',
    async (sort) => {
      const whole = names(await search(`sort=${sort}&limit=50`));
      const paged: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const page: StoreListingPage = await search(
          `sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        paged.push(...names(page));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(paged).toEqual(whole);
      expect(whole).toHaveLength(5);
    },
  );

  it('should carry the figures on each card', async () => {
    const page = await search(`q=${encodeURIComponent('"Poem maker"')}`);
    expect(page.listings[0]?.figures).toEqual({
      runs: 50,
      ratingUp: 8,
      ratingDown: 2,
      rating: 0.8,
      successRate30d: null,
      medianRunSeconds: null,
    });
    expect(page.listings[0]?.listingId).toBe(byName.get('Poem maker'));
  });

  it.each([
    {
      given: 'a cursor of another sort',
      query: async () => {
        const first = await search('sort=newest&limit=1');
        return `sort=popular&cursor=${encodeURIComponent(first.nextCursor ?? '')}`;
      },
    },
    { given: 'a made-up cursor', query: async () => 'sort=newest&cursor=bm90LWEtY3Vyc29y' },
  ])('given $given should answer 400 saying what to do', async ({ query }) => {
    const reply = await as(server, token, 'GET', `/api/store/listings?${await query()}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain('search again');
  });
});
