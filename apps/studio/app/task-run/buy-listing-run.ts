import { type ApiClient, ApiError, type StorePriceChange } from '@taskwell/api-sdk';
import type { TaskTransport } from '@taskwell/task-engine';

/**
 * Starts a run of an AI Store listing by buying it (`buyStoreRun`): the run modal's start and
 * Retry go here instead of `executeTask`, with the form's values, the action's idempotency key
 * and the price the buyer was shown (`price()`), so the buyer pays what they saw. When the price
 * changed meanwhile the server charges nothing and answers 409 `price_changed` with the price now:
 * `onPriceChanged` hears it, so the page shows the new price and the buyer starts again to accept
 * it (issue 41). The listing's page and My Tasks' "From the AI Store" both start runs through it.
 */
export function buyListingRun(
  client: Pick<ApiClient, 'buyStoreRun'>,
  listingId: string,
  price: () => number,
  onPriceChanged?: (price: number) => void,
): TaskTransport['execute'] {
  return async (body, signal, idempotencyKey) => {
    try {
      return await client.buyStoreRun(
        listingId,
        {
          parameters: body.parameters,
          expectedPrice: price(),
          ...(body.personaId ? { personaId: body.personaId } : {}),
          ...(body.aiService ? { aiService: body.aiService } : {}),
        },
        { signal, idempotencyKey },
      );
    } catch (error) {
      const current =
        error instanceof ApiError && error.code === 'price_changed' ? error.body?.currentPrice : undefined;
      if (typeof current === 'number') onPriceChanged?.(current);
      throw error;
    }
  };
}

/** What the run modal tells a buyer of a listing before the run starts. */
export function listingStartNotice(price: number): string {
  return price === 0
    ? 'Runs of this task are free.'
    : `Each run costs ${price} ${price === 1 ? 'credit' : 'credits'}, charged when it starts and refunded in full if it fails.`;
}

/** A listing's price as a card shows it: "N credits per run", or free. */
export function pricePerRunText(price: number): string {
  if (price === 0) return 'Free to run';
  return `${price} ${price === 1 ? 'credit' : 'credits'} per run`;
}

/** An announced rise as buyers read it: "From 29 Nov 2026, 10:00 UTC: 9 credits per run". */
export function priceChangeText(change: StorePriceChange): string {
  const from = new Date(change.from).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `From ${from} UTC: ${pricePerRunText(change.price).replace('Free to run', 'free to run')}`;
}

/** Why a listing its creator withdrew starts no run, for those who still see it. */
export const noLongerSoldText =
  'No longer sold: its creator withdrew this task from the AI Store. Your past runs and their results stay in Tasks in Process and My Assets.';
