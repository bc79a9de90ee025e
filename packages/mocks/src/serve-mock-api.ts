import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import { errorReply, type MockApiOptions } from './mock-context.ts';

/** Options of {@link serveMockApi}. */
export interface ServeMockApiOptions extends MockApiOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Address to listen on (a loopback address by default). */
  host?: string;
}

/** A running mock API server. */
export interface RunningMockApi {
  /** The origin it answers on, as in `http://127.0.0.1:3002`. */
  url: string;
  /** The mock API behind it (state, failure selection). */
  api: MockApi;
  /** The Node server. */
  server: Server;
  /** Stops accepting connections and closes open ones. */
  close: () => Promise<void>;
}

// Browsers on other loopback ports (the studio, Storybook) may call the mock API directly.
const loopbackOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !loopbackOrigin.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'Authorization, API-Key, Content-Type, Cache-Control, Pragma, Range',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Expose-Headers': 'Content-Range, Content-Disposition, Accept-Ranges',
    Vary: 'Origin',
  };
}

function toRequest(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(incoming) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(outgoing: ServerResponse, response: Response, extraHeaders: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) outgoing.write(chunk);
  }
  outgoing.end();
}

/**
 * Serves the mock API over HTTP with the same handlers as the tests, so any app can point at it.
 * Unknown paths answer 404 with the contract's error body.
 */
export async function serveMockApi(options: ServeMockApiOptions = {}): Promise<RunningMockApi> {
  const api = createMockApi(options);
  const handlers = [...api.handlers, ...api.controlHandlers];
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  const server = createServer((incoming, outgoing) => {
    const cors = corsHeaders(incoming.headers.origin);
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    const request = toRequest(incoming, origin);
    getResponse(handlers, request)
      .then((response) => {
        if (response?.type === 'error') {
          // A selected network failure: drop the connection without a reply.
          incoming.socket.destroy();
          return;
        }
        const reply = response ?? errorReply(404, 'not_found', `${request.method} ${incoming.url} is not an API call.`);
        return send(outgoing, reply, cors);
      })
      .catch((error: unknown) => {
        console.error('mock API failed to answer', error);
        if (!outgoing.headersSent) {
          void send(outgoing, errorReply(500, 'internal_error', 'The mock API failed.'), cors);
        } else {
          outgoing.destroy();
        }
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    api,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
