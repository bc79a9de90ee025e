import { cleanup } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Hooks of a test file's msw server: listening for the file and refusing any request it does not
 * know; after each test the page is unmounted first, then the requests still under way are let
 * finish, and only then are the test's handlers dropped. Vitest runs a file's `afterEach` before
 * the setup file's (where Testing Library unmounts), so without this a page still mounted after its
 * test could start a request (its data arriving late) after the handlers had gone: an "unhandled
 * request" error in whichever test came next, depending on timing.
 */
export function mockServerHooks(server: SetupServer, settle: () => Promise<unknown> = async () => undefined) {
  const underWay = new Set<string>();
  let drained: (() => void) | null = null;
  server.events.on('request:start', ({ requestId }) => {
    underWay.add(requestId);
  });
  server.events.on('request:end', ({ requestId }) => {
    underWay.delete(requestId);
    if (underWay.size === 0) drained?.();
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    cleanup();
    await settle();
    // A reply can start the next request of a chain (the page's code runs on it): after each drain,
    // one turn of the event loop lets such code run before the set is looked at again.
    do {
      if (underWay.size > 0) {
        await new Promise<void>((resolve) => {
          drained = resolve;
        });
        drained = null;
      }
      await new Promise((resolve) => setImmediate(resolve));
    } while (underWay.size > 0);
    server.resetHandlers();
  });
  afterAll(() => server.close());
}
