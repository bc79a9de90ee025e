import type { ApiClient } from '@taskwell/api-sdk';
import type { TaskTransport } from '@taskwell/task-engine';

/**
 * Starts a run of an AI Store listing by buying it (`buyStoreRun`): the run modal's start and
 * Retry go here instead of `executeTask`, with the form's values and the action's idempotency key,
 * so the buyer pays the listed price; the run is then followed like any other. The listing's page
 * and My Tasks' "From the AI Store" both start runs of a listing through it.
 */
export function buyListingRun(client: Pick<ApiClient, 'buyStoreRun'>, listingId: string): TaskTransport['execute'] {
  return (body, signal, idempotencyKey) =>
    client.buyStoreRun(
      listingId,
      { parameters: body.parameters, ...(body.personaId ? { personaId: body.personaId } : {}) },
      { signal, idempotencyKey },
    );
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
