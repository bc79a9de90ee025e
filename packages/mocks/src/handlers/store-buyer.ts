import type { StoreBrand, StoreListingSummary, StoreListingView, Task } from '@taskwell/api-sdk';
import { HttpResponse } from 'msw';
import { taskSamples } from '../fixtures/assets.ts';
import { seededStoreListings } from '../fixtures/store.ts';
import { tasks } from '../fixtures/tasks.ts';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';
import type { MockStoreListing } from './store.ts';

const noFigures = { runs: 0, ratingUp: 0, ratingDown: 0, rating: null, successRate30d: null, medianRunSeconds: null };

/** A listing as the buyer side of the mock sees it: a seeded one or one a creator put live. */
interface BuyerListing {
  /** The view without `saved`, which is the caller's. */
  view: Omit<StoreListingView, 'saved'>;
  listedAt: string;
  sampleOf?: string;
}

const offsetCursor = (offset: number) => btoa(String(offset));
const readCursor = (cursor: string | null) => {
  if (!cursor) return 0;
  try {
    const offset = Number(atob(cursor));
    return Number.isInteger(offset) && offset >= 0 ? offset : 0;
  } catch {
    return 0;
  }
};

/**
 * The buyer's side of the AI Store: search over a small seeded store (plus what creators put live
 * in the mock), a listing's card, figures and step labels, and its sample results.
 */
export function storeBuyerHandlers(context: MockContext) {
  const notFound = () => errorReply(404, 'not_found', 'That listing was not found.');
  const creatorListing = (entry: MockStoreListing): BuyerListing | undefined => {
    const shown = entry.listing.status === 'live' || entry.listing.status === 'withdrawn';
    if (!shown || entry.listing.visibility !== 'public') return undefined;
    const definition = context.creatorTasks.get(entry.listing.creatorTaskId)?.versions.at(-1)?.definition;
    if (!definition) return undefined;
    const text = (key: 'name' | 'heading' | 'description' | 'imageName' | 'plans' | 'category') => definition[key];
    const task: Task = {
      id: entry.listing.creatorTaskId,
      name: text('name'),
      heading: text('heading'),
      description: text('description'),
      imageName: text('imageName'),
      powerFee: entry.listing.price,
      plans: text('plans'),
      category: text('category'),
      parameters: (definition.parameters ?? []) as Task['parameters'],
    };
    const flow = JSON.stringify(definition.flow ?? {});
    const steps = [...flow.matchAll(/"output":"([^"]*)"/g)].map((match) => ({ label: match[1] ?? '' }));
    return {
      view: {
        listingId: entry.listing.listingId,
        price: entry.listing.price,
        card: entry.listing.card,
        figures: noFigures,
        brand: null,
        task,
        steps,
        onSale: entry.listing.status === 'live',
        priceChange: entry.listing.priceChange,
        testCases: null,
      },
      listedAt: entry.listing.updatedAt,
    };
  };
  const all = (): BuyerListing[] => [
    ...seededStoreListings.flatMap((seeded) => {
      const task = tasks.find((candidate) => candidate.id === seeded.taskId);
      if (!task) return [];
      return [
        {
          view: {
            listingId: seeded.listingId,
            price: seeded.price,
            card: seeded.card,
            figures: seeded.figures,
            brand: null,
            task: { ...task, powerFee: seeded.price },
            steps: seeded.steps.map((label) => ({ label })),
            onSale: true,
            priceChange: null,
            testCases: null,
          },
          listedAt: seeded.listedAt,
          sampleOf: seeded.taskId,
        },
      ];
    }),
    ...[...context.storeListings.values()].flatMap((entry) => creatorListing(entry) ?? []),
  ];
  const savesOf = (caller: string) => context.savedListings.get(caller) ?? new Map<string, string>();
  /** A listing on sale; `reader` also finds a withdrawn one they saved (issue 41: it stays readable, no longer sold). */
  const find = (id: string, reader?: string) =>
    all().find(
      (entry) =>
        entry.view.listingId === id && (entry.view.onSale || (reader !== undefined && savesOf(reader).has(id))),
    );
  const viewFor = (entry: BuyerListing, caller: string): StoreListingView => ({
    ...entry.view,
    saved: savesOf(caller).has(entry.view.listingId),
  });
  const brandOf = (organizationId: string, member: string): StoreBrand | undefined => {
    const kept = context.organizations.get(organizationId);
    if (!kept?.members.has(member)) return undefined;
    const { name, accentColour } = kept.organization;
    return { organizationId, name, accentColour, hasLogo: Boolean(kept.logo) };
  };

  return {
    searchStoreListings: http.get(
      '/api/store/listings',
      withFailures(context, 'searchStoreListings', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const url = new URL(request.url);
        const organizationId = url.searchParams.get('organizationId');
        let brand: StoreBrand | null = null;
        if (organizationId) {
          const found = brandOf(organizationId, caller.profile.id);
          if (!found) return response.untyped(errorReply(404, 'not_found', 'That organization was not found.'));
          brand = found;
        }
        const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        // The mock's private stores hold nothing yet: creators list to the public store only.
        const matching = (brand ? [] : all()).filter(({ view }) => {
          if (!view.onSale) return false;
          const text = [view.card.name, view.card.heading, view.card.description, view.card.creatorName]
            .join(' ')
            .toLowerCase();
          return words.every((word) => text.includes(word));
        });
        const counts = new Map<string, number>();
        for (const { view } of matching) counts.set(view.card.category, (counts.get(view.card.category) ?? 0) + 1);
        const category = url.searchParams.get('category');
        const kept = category ? matching.filter(({ view }) => view.card.category === category) : matching;
        const sort = url.searchParams.get('sort') ?? 'popular';
        const sorted = [...kept].sort((a, b) => {
          if (sort === 'newest') return b.listedAt.localeCompare(a.listedAt);
          if (sort === 'rating') {
            const rating = (b.view.figures.rating ?? -1) - (a.view.figures.rating ?? -1);
            const count = b.view.figures.ratingUp + b.view.figures.ratingDown;
            return rating || count - (a.view.figures.ratingUp + a.view.figures.ratingDown);
          }
          return b.view.figures.runs - a.view.figures.runs;
        });
        const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 24) || 24, 1), 50);
        const offset = readCursor(url.searchParams.get('cursor'));
        const page = sorted.slice(offset, offset + limit);
        const listings: StoreListingSummary[] = page.map(({ view, listedAt }) => ({
          listingId: view.listingId,
          price: view.price,
          card: view.card,
          figures: view.figures,
          listedAt,
        }));
        return response(200).json({
          listings,
          categories: [...counts].map(([name, count]) => ({ name, count })),
          brand,
          nextCursor: offset + limit < sorted.length ? offsetCursor(offset + limit) : null,
        });
      }),
    ),
    getStoreListingForBuyer: http.get(
      '/api/store/listings/{listingId}',
      withFailures(context, 'getStoreListingForBuyer', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const entry = find(params.listingId, caller.profile.id);
        if (!entry) return response.untyped(notFound());
        return response(200).json(viewFor(entry, caller.profile.id));
      }),
    ),
    saveStoreListing: http.put(
      '/api/store/listings/{listingId}/saved',
      withFailures(context, 'saveStoreListing', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!find(params.listingId)) return response.untyped(notFound());
        const saves = savesOf(caller.profile.id);
        if (!saves.has(params.listingId)) saves.set(params.listingId, new Date(context.now()).toISOString());
        context.savedListings.set(caller.profile.id, saves);
        return response(204).empty();
      }),
    ),
    unsaveStoreListing: http.delete(
      '/api/store/listings/{listingId}/saved',
      withFailures(context, 'unsaveStoreListing', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const removed = context.savedListings.get(caller.profile.id)?.delete(params.listingId) ?? false;
        if (!removed && !find(params.listingId)) return response.untyped(notFound());
        return response(204).empty();
      }),
    ),
    listSavedStoreListings: http.get(
      '/api/store/saved',
      withFailures(context, 'listSavedStoreListings', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        // Newest saved first; a withdrawn listing stays, marked no longer sold.
        const listings = [...savesOf(caller.profile.id).keys()].reverse().flatMap((listingId) => {
          const entry = find(listingId, caller.profile.id);
          return entry ? [viewFor(entry, caller.profile.id)] : [];
        });
        return response(200).json({ listings });
      }),
    ),
    getStoreListingSample: http.get(
      '/api/store/listings/{listingId}/sample',
      withFailures(context, 'getStoreListingSample', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const entry = find(params.listingId);
        const results = entry?.sampleOf ? taskSamples[entry.sampleOf] : undefined;
        if (!entry || !results) return response.untyped(notFound());
        return response(200).json({ taskId: entry.view.task.id, results });
      }),
    ),
    getStoreListingSampleAsset: http.get(
      '/api/store/listings/{listingId}/sample/{assetId}',
      withFailures(context, 'getStoreListingSampleAsset', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const entry = find(params.listingId);
        const results = entry?.sampleOf ? (taskSamples[entry.sampleOf] ?? []) : [];
        const inSample = results.some((result) => result.parameter.value.some((item) => item.data === params.assetId));
        const asset = inSample ? context.assets.get(params.assetId) : undefined;
        if (!asset) return response.untyped(errorReply(404, 'unknown_asset', 'That sample does not exist.'));
        return response.untyped(
          new HttpResponse(asset.bytes, {
            headers: { 'Content-Type': asset.contentType, 'X-Content-Type-Options': 'nosniff' },
          }),
        );
      }),
    ),
    getStoreListingFeedback: http.get(
      '/api/creator/tasks/{creatorTaskId}/listing/feedback',
      withFailures(context, 'getStoreListingFeedback', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = context.creatorTasks.get(params.creatorTaskId);
        const listed = [...context.storeListings.values()].some(
          (entry) => entry.listing.creatorTaskId === params.creatorTaskId,
        );
        if (!task || task.owner !== caller.profile.id || !listed) return response.untyped(notFound());
        // The mock's buyers leave no thumbs or comments.
        return response(200).json({ ratingUp: 0, ratingDown: 0, comments: [] });
      }),
    ),
  };
}
