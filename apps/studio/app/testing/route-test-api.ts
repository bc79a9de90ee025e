import { setupMockServer } from '@taskwell/mocks/node';
import { mockServerHooks } from './mock-server-hooks.ts';

/**
 * The mock API for one route's test file: listening for the file, refusing any request it does not
 * know, and reset after each test once the page is unmounted and the loader and action calls that
 * test left running (a page that reloads as the test ends) have settled. Wrap those calls in `tracked`.
 */
export function routeTestApi(options?: Parameters<typeof setupMockServer>[0]) {
  const mockApi = setupMockServer(options);
  const inFlight = new Set<Promise<unknown>>();
  const tracked = <T>(call: Promise<T>): Promise<T> => {
    inFlight.add(call);
    return call.finally(() => inFlight.delete(call));
  };
  mockServerHooks(mockApi.server, async () => {
    await Promise.allSettled([...inFlight]);
    mockApi.reset();
  });
  return { mockApi, tracked };
}
