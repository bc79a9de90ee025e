import type { ApiClient } from '@taskwell/api-sdk';
import type { TaskTransport } from './transport.ts';

/** The api-sdk client's calls the engine uses. */
export type TaskApi = Pick<
  ApiClient,
  'executeTask' | 'resumeRequest' | 'getRequestResults' | 'streamRequestEvents' | 'createAsset'
>;

/** A {@link TaskTransport} over an api-sdk client. */
export function createSdkTransport(api: TaskApi): TaskTransport {
  return {
    execute: (body, signal, idempotencyKey) => api.executeTask(body, { signal, idempotencyKey }),
    resume: (requestId, body, signal, idempotencyKey) => api.resumeRequest(requestId, body, { signal, idempotencyKey }),
    results: (requestId, signal) => api.getRequestResults(requestId, { signal }),
    events: (requestId, { signal, lastEventId }) => api.streamRequestEvents(requestId, { lastEventId }, { signal }),
    uploadAsset: (file, contentType, fileName) => api.createAsset({ file, contentType, fileName }),
  };
}
