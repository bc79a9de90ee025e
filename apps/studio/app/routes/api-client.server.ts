import { type ApiClient, createApiClient } from '@taskwell/api-sdk';

let client: ApiClient | undefined;

/** The API as this server's loaders and actions see it; `API_URL` says where it listens. */
export function getApiClient(): ApiClient {
  // Made on first use, not at import: remix-serve imports the server build before it installs
  // undici's fetch and Request as globals, and a client made earlier would hand Node's own
  // Request to undici's fetch ("Failed to parse URL from [object Request]").
  client ??= createApiClient({ baseUrl: process.env.API_URL ?? 'http://127.0.0.1:3002' });
  return client;
}
