// Loopback addresses of the suite's servers. Not the defaults (3000-3002), so the suite never
// meets a `pnpm start` that is already running.

/** The mock API (`@taskwell/mocks`). */
export const mockApiUrl = 'http://127.0.0.1:4302';
/** The studio, pointed at the mock API. */
export const studioUrl = 'http://127.0.0.1:4301';
/** A second studio whose API is down, for the unreachable state. */
export const offlineStudioUrl = 'http://127.0.0.1:4303';
/** Nothing listens on port 1, so every call to it fails to connect. */
export const deadApiUrl = 'http://127.0.0.1:1';
/** What both studios are told the public site's address is. */
export const marketingUrl = 'http://127.0.0.1:4300/';
