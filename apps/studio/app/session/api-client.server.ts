import { type ApiClient, createApiClient } from '@taskwell/api-sdk';
import { apiUrl } from '../site-config.server.ts';

/** Options of {@link createRequestApi}. */
export interface RequestApiOptions {
  /** The API session token from the cookie session; calls go without one when it is missing. */
  token?: string | null | undefined;
  /** The caller's address, passed on as `X-Forwarded-For` so the API's per-address limits hold. */
  clientAddress?: string | undefined;
}

/** The API client of one request, and whether one of its calls found the session over. */
export interface RequestApi {
  /** The typed client: every operation of the contract, with the bearer token of this request. */
  api: ApiClient;
  /** True once a call that carried the token was answered 401 (spec §8: log out; docs/decisions/045). */
  sessionEnded: () => boolean;
}

/**
 * An API client for one request: the bearer token comes from that request's cookie session, so
 * no two users ever share a client. Made per request (cheap: openapi-fetch keeps no connection
 * state), never at import: remix-serve and our server install undici's fetch and Request as
 * globals after importing the build, and a client made earlier would pair the wrong pair.
 */
export function createRequestApi({ token, clientAddress }: RequestApiOptions = {}): RequestApi {
  let ended = false;
  const api = createApiClient({
    baseUrl: apiUrl,
    getToken: () => token,
    onUnauthorized: () => {
      ended = true;
    },
    fetch: (request) => {
      if (clientAddress) request.headers.set('X-Forwarded-For', clientAddress);
      return globalThis.fetch(request);
    },
  });
  return { api, sessionEnded: () => ended };
}
