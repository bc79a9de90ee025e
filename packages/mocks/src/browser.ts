import { setupWorker } from 'msw/browser';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import type { MockApiOptions } from './mock-context.ts';

/**
 * An msw service worker with a fresh mock API, for Storybook and the studio's demo mode. The
 * page must serve msw's `mockServiceWorker.js` (`msw init <public folder>`).
 */
export function setupMockWorker(options: MockApiOptions = {}): MockApi & { worker: ReturnType<typeof setupWorker> } {
  const api = createMockApi(options);
  return { ...api, worker: setupWorker(...api.handlers, ...api.controlHandlers) };
}
