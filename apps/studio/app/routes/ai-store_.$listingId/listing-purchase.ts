import type { ApiClient } from '@taskwell/api-sdk';
import type { TaskTransport } from '@taskwell/task-engine';
import type { SampleSource } from '../../components/sample-modal/index.ts';

/**
 * Starts a run of a listing by buying it (`buyStoreRun`): the run modal's start and Retry go here
 * instead of `executeTask`, with the form's values and the action's idempotency key, so the buyer
 * pays the listed price; the run is then followed like any other.
 */
export function buyListingRun(client: Pick<ApiClient, 'buyStoreRun'>, listingId: string): TaskTransport['execute'] {
  return (body, signal, idempotencyKey) =>
    client.buyStoreRun(listingId, { parameters: body.parameters }, { signal, idempotencyKey });
}

/** A listing's sample results for the Sample modal, through the studio's `/api` proxy. */
export function listingSampleSource(
  client: Pick<ApiClient, 'getStoreListingSample' | 'getStoreListingSampleAsset'>,
  listingId: string,
): SampleSource {
  return {
    load: (signal) => client.getStoreListingSample(listingId, { signal }),
    assetUrl: (assetId) => `/api/store/listings/${encodeURIComponent(listingId)}/sample/${encodeURIComponent(assetId)}`,
    readAsset: (assetId, signal) => client.getStoreListingSampleAsset(listingId, assetId, { signal }),
  };
}

/** The start button's words: the listed price, or free. */
export function runButtonText(price: number): string {
  if (price === 0) return 'Run for free';
  return `Run for ${price} ${price === 1 ? 'credit' : 'credits'}`;
}
