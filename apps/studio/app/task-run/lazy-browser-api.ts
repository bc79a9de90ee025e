import type { ApiClient } from '@taskwell/api-sdk';
import type { BrowserApi } from './browser-api.ts';

/**
 * The browser's API client with its code loaded on the first call: a component of a page's first
 * load that calls the API only once it is shown or used (the recent runs, the saved listings)
 * keeps the client's code (the operation table, the reply validators) out of that first load.
 * Its methods are the client's asynchronous ones; the synchronous URL builders are not here.
 */
export function createLazyBrowserApi(options: { onSessionEnded: () => void }): Pick<BrowserApi, 'client'> {
  let loading: Promise<BrowserApi> | undefined;
  const load = () => {
    loading ??= import('./browser-api.ts').then((module) => module.createBrowserApi(options));
    return loading;
  };
  const client = new Proxy({} as ApiClient, {
    get: (_target, name) => {
      // Not a promise itself: `await client` gives the client.
      if (name === 'then' || typeof name !== 'string') return undefined;
      return async (...args: unknown[]) => {
        const api = await load();
        const method = api.client[name as keyof ApiClient] as (...given: unknown[]) => unknown;
        return method(...args);
      };
    },
  });
  return { client };
}
