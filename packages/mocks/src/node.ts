import { setupServer } from 'msw/node';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import type { MockApiOptions } from './mock-context.ts';

/** An msw server for vitest with a fresh mock API: call `server.listen()` in `beforeAll`. */
export function setupMockServer(options: MockApiOptions = {}): MockApi & { server: ReturnType<typeof setupServer> } {
  const api = createMockApi(options);
  return { ...api, server: setupServer(...api.handlers) };
}
