import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient, type RequestEvent } from '@taskwell/api-sdk';
import type { FastifyInstance } from 'fastify';

/** The base URL of a server listening on a loopback port of its own (started here when it is not yet). */
export async function listeningBase(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The SDK over real HTTP, as a signed-in user (the studio's proxy calls the API the same way). */
export function sdkClient(base: string, token: string | undefined): ApiClient {
  return createApiClient({ baseUrl: base, getToken: () => token });
}

/** The next event of a stream, or `done` when the server ended it; fails after `timeoutMs`. */
export async function nextEvent(
  events: AsyncIterator<RequestEvent>,
  timeoutMs = 30_000,
): Promise<RequestEvent | 'done'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const next = await Promise.race([events.next(), timeout]);
    return next.done ? 'done' : next.value;
  } finally {
    clearTimeout(timer);
  }
}

/** Reads events until one passes `until` (returned with those before it), failing when the stream ends first. */
export async function eventsUntil(
  events: AsyncIterator<RequestEvent>,
  until: (event: RequestEvent) => boolean,
  timeoutMs = 30_000,
): Promise<RequestEvent[]> {
  const seen: RequestEvent[] = [];
  for (;;) {
    const event = await nextEvent(events, timeoutMs);
    if (event === 'done') {
      throw new Error(`the stream ended after ${seen.map((each) => each.status.status).join(', ') || 'nothing'}`);
    }
    seen.push(event);
    if (until(event)) return seen;
  }
}
