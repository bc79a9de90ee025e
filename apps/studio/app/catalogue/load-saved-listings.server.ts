import type { ApiClient, StoreListingView } from '@taskwell/api-sdk';

// As the catalogue's: a server render still ends when the API accepts and never answers.
const savedTimeoutMs = 10_000;

/** The AI Store listings the user added to My Tasks, or that they could not be read. */
export type SavedListingsResult = { state: 'ready'; listings: StoreListingView[] } | { state: 'failed' };

/**
 * My Tasks' "From the AI Store" (issue 26): the user's saved listings that are live and shown to
 * them, as a promise the page streams in after its first bytes. A failure never holds up the
 * catalogue: the section says it could not be read.
 */
export function loadSavedListings(request: Request, api: Pick<ApiClient, 'listSavedStoreListings'>) {
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(savedTimeoutMs)]);
  return api.listSavedStoreListings({ signal }).then(
    (saved): SavedListingsResult => ({ state: 'ready', listings: saved.listings }),
    (): SavedListingsResult => ({ state: 'failed' }),
  );
}
