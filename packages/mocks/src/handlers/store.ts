import type { StoreListing, StoreListingPut, StoreRunRequest } from '@taskwell/api-sdk';
import { planRank } from '@taskwell/domain';
import { HttpResponse } from 'msw';
import { seededStoreListings } from '../fixtures/store.ts';
import { errorReply, type MockAccount, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** A listing of the AI Store as the mock keeps it: the owner's view and whose it is. */
export interface MockStoreListing {
  owner: string;
  listing: StoreListing;
}

const sellingPlanMessage =
  'Selling in the AI Store comes with the Creator plan and above: upgrade to Creator to list your task.';

/**
 * The AI Store's operations: a creator lists a published task (the mock's check only asks for the
 * card texts, the server also runs the inclusive-language check and looks for a completed test
 * run), buyers see the card and form, never the flow, and buy runs at the listed price.
 */
export function storeHandlers(context: MockContext) {
  const notFound = (what: string) => errorReply(404, 'not_found', `${what} was not found.`);
  const ownedTask = (caller: MockAccount, id: string) => {
    const task = context.creatorTasks.get(id);
    return task && task.owner === caller.profile.id ? task : undefined;
  };
  const listingOfTask = (id: string) =>
    [...context.storeListings.values()].find((entry) => entry.listing.creatorTaskId === id);
  const liveListing = (id: string) => {
    const entry = context.storeListings.get(id);
    return entry?.listing.status === 'live' && entry.listing.visibility === 'public' ? entry : undefined;
  };
  /** What a run of a listing bought costs and which task it runs: a creator's live listing or a seeded one. */
  const sale = (id: string) => {
    const entry = liveListing(id);
    if (entry) return { price: entry.listing.price, taskId: entry.listing.creatorTaskId };
    const seeded = seededStoreListings.find((candidate) => candidate.listingId === id);
    // A seeded listing sells a catalogue task: its run follows that task's script.
    return seeded ? { price: seeded.price, taskId: seeded.taskId } : undefined;
  };
  return {
    getStoreListing: http.get(
      '/api/creator/tasks/{creatorTaskId}/listing',
      withFailures(context, 'getStoreListing', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const entry = ownedTask(caller, params.creatorTaskId) ? listingOfTask(params.creatorTaskId) : undefined;
        if (!entry) return response.untyped(notFound('That listing'));
        return response(200).json(entry.listing);
      }),
    ),
    checkStoreListing: http.get(
      '/api/creator/tasks/{creatorTaskId}/listing/check',
      withFailures(context, 'checkStoreListing', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = ownedTask(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound('That task'));
        // The mock's check: a test run of this very draft, and the card texts filled in.
        const testRunCompleted = task.testedDraft === JSON.stringify(task.draft);
        const problems = [
          ...(testRunCompleted
            ? []
            : [{ field: 'sample', message: 'This draft has no completed test run: run a test of it first.' }]),
          ...(['name', 'heading', 'description', 'category'] as const)
            .filter((field) => String(task.draft[field] ?? '').trim() === '')
            .map((field) => ({ field, message: `Fill in the ${field}: buyers read it on the card.` })),
        ];
        return response(200).json({ testRunCompleted, problems });
      }),
    ),
    putStoreListing: http.put(
      '/api/creator/tasks/{creatorTaskId}/listing',
      withFailures(context, 'putStoreListing', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = ownedTask(caller, params.creatorTaskId);
        if (!task) return response.untyped(notFound('That task'));
        const body = (await request.json().catch(() => null)) as StoreListingPut | null;
        if (!body || !Number.isInteger(body.price) || body.price < 0) {
          return response.untyped(errorReply(400, 'invalid_request', 'Send a price in whole credits.'));
        }
        // Left out, the visibility is the listing's current one: a new price alone never makes a private listing public.
        const visibility = body.visibility ?? listingOfTask(params.creatorTaskId)?.listing.visibility ?? 'public';
        if (visibility === 'organization') {
          return response.untyped(
            errorReply(422, 'organizations_not_available', 'Listing to an organization is not available yet.'),
          );
        }
        if (planRank(caller.profile.plan) < planRank('creator')) {
          return response.untyped(errorReply(403, 'plan_required', sellingPlanMessage));
        }
        const latest = task.versions.at(-1);
        if (!latest) {
          return response.untyped(errorReply(422, 'not_published', 'Publish a version of the task first.'));
        }
        const text = (key: 'name' | 'heading' | 'description' | 'imageName' | 'category') => latest.definition[key];
        const card = {
          name: text('name'),
          heading: text('heading'),
          description: text('description'),
          category: text('category'),
          imageName: text('imageName'),
          creatorName: `${caller.profile.firstName} ${caller.profile.lastName}`.trim() || 'A Taskwell creator',
        };
        const problems = (['name', 'heading', 'description', 'category'] as const)
          .filter((field) => card[field].trim() === '')
          .map((field) => ({ field, message: `Fill in the ${field}: buyers read it on the card.` }));
        const existing = listingOfTask(params.creatorTaskId);
        const listing: StoreListing = {
          listingId: existing?.listing.listingId ?? context.newUuid(),
          creatorTaskId: params.creatorTaskId,
          version: latest.version,
          price: body.price,
          visibility: 'public',
          organizationId: null,
          figures: { runs: 0, ratingUp: 0, ratingDown: 0, rating: null, successRate30d: null, medianRunSeconds: null },
          status: problems.length === 0 ? 'live' : 'refused',
          problems,
          card,
          updatedAt: new Date(context.now()).toISOString(),
          priceChange: null,
          sampleRunId: null,
        };
        context.storeListings.set(listing.listingId, { owner: caller.profile.id, listing });
        return response(200).json(listing);
      }),
    ),
    listStoreSampleCandidates: http.get(
      '/api/creator/tasks/{creatorTaskId}/listing/samples',
      withFailures(context, 'listStoreSampleCandidates', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const task = ownedTask(caller, params.creatorTaskId);
        if (!task || task.versions.length === 0) return response.untyped(notFound('A published version of that task'));
        // The mock keeps no test runs of its own: there is nothing to choose among.
        return response(200).json({ candidates: [] });
      }),
    ),
    withdrawStoreListing: http.delete(
      '/api/creator/tasks/{creatorTaskId}/listing',
      withFailures(context, 'withdrawStoreListing', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const entry = ownedTask(caller, params.creatorTaskId) ? listingOfTask(params.creatorTaskId) : undefined;
        if (!entry) return response.untyped(notFound('That listing'));
        entry.listing = { ...entry.listing, status: 'withdrawn', updatedAt: new Date(context.now()).toISOString() };
        return response(200).json(entry.listing);
      }),
    ),
    getCreatorEarnings: http.get(
      '/api/creator/earnings',
      withFailures(context, 'getCreatorEarnings', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const url = new URL(request.url);
        const today = new Date(context.now()).toISOString().slice(0, 10);
        const to = url.searchParams.get('to') ?? today;
        const from = url.searchParams.get('from') ?? to;
        const csv =
          url.searchParams.get('format') === 'csv' || (request.headers.get('accept') ?? '').includes('text/csv');
        if (csv) {
          return response.untyped(
            new Response('day,listing,task,runs,completed,refunded,credits earned\n', {
              headers: { 'Content-Type': 'text/csv; charset=utf-8' },
            }),
          );
        }
        // The mock sells nothing by itself: no day has runs.
        return response(200).json({ from, to, days: [] });
      }),
    ),
    buyStoreRun: http.post(
      '/api/store/listings/{listingId}/runs',
      withFailures(context, 'buyStoreRun', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const bought = sale(params.listingId);
        if (!bought) return response.untyped(notFound('That listing'));
        if (context.storeListings.get(params.listingId)?.owner === caller.profile.id) {
          return response.untyped(errorReply(403, 'own_listing', "You can't buy runs of your own listing."));
        }
        const repeat = context.repeatOf(request, caller.profile.id);
        if (repeat) return response(200).json({ body: JSON.stringify(repeat) });
        const body = (await request.json().catch(() => null)) as StoreRunRequest | null;
        if (!body || typeof body.parameters !== 'object' || !Number.isInteger(body.expectedPrice)) {
          return response.untyped(errorReply(400, 'invalid_request', 'parameters and expectedPrice are required.'));
        }
        const { price, taskId } = bought;
        if (body.expectedPrice !== price) {
          return response.untyped(
            HttpResponse.json(
              {
                status: 409,
                code: 'price_changed',
                message: `The price of this task changed: a run now costs ${price} credits. Start it again to confirm.`,
                currentPrice: price,
              },
              { status: 409 },
            ),
          );
        }
        if (caller.profile.accountBalance < price) {
          return response.untyped(
            errorReply(
              402,
              'insufficient_credits',
              `This task costs ${price} credits; your balance is ${caller.profile.accountBalance}.`,
            ),
          );
        }
        caller.profile.accountBalance -= price;
        const accepted = { status: 'IN_PROGRESS' as const, requestId: context.newUuid() };
        // Followed as any run (Tasks in Process, polling), without a script of its own: it completes.
        context.runs.set(accepted.requestId, {
          requestId: accepted.requestId,
          taskId,
          fee: price,
          owner: caller.profile.id,
          status: 'IN_PROGRESS',
          cursor: 0,
          step: 0,
          results: [],
          inputs: Object.entries(body.parameters).map(([name, parameter]) => ({
            name,
            contentType: parameter.metadata['Content-Type'],
            value: parameter.value,
          })),
          createdAt: context.now(),
          updatedAt: context.now(),
        });
        context.remember(request, caller.profile.id, accepted);
        return response(200).json({ body: JSON.stringify(accepted) });
      }),
    ),
  };
}
