import type { ApiClient } from '@taskwell/api-sdk';
import type { SampleSource } from '../../components/sample-modal/index.ts';

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
