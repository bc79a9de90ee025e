import type { Readable } from 'node:stream';
import { request } from 'undici';

/**
 * The `fetch` an operator tier's chat client calls its provider with: undici's `request` (the
 * global dispatcher's connections, no redirect followed), its reply handed to the client library as
 * a `Response` whose body streams as it arrives. It costs the API about half the CPU of the
 * platform's `fetch` per call (issue 40: an AI step's overhead; decision 188), which builds the
 * WHATWG request and reply machinery the library does not need. A user's private service keeps
 * its guarded fetch (outbound-guard.ts).
 */
export async function providerFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
    throw new TypeError('providerFetch sends text bodies only');
  }
  const reply = await request(url, {
    method: (init.method ?? 'GET').toUpperCase() as 'GET' | 'POST',
    headers,
    ...(init.body ? { body: init.body } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const replyHeaders = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) replyHeaders.append(name, one);
  }
  // A reply without a body (204, 304) may not be given one.
  const empty = reply.statusCode === 204 || reply.statusCode === 304;
  if (empty) reply.body.destroy();
  return new Response(empty ? null : webBody(reply.body), {
    status: reply.statusCode,
    headers: replyHeaders,
  });
}

/**
 * The reply's body as a web stream, read as the client asks for it. A cancelled read (the library
 * drops an error reply's body before a retry) destroys the socket's stream at once and ignores what
 * was still on its way: Node 20's `Readable.toWeb` instead threw "Controller is already closed"
 * from the next data event, uncaught, and an async iterator's end waits for the next chunk.
 */
function webBody(body: Readable): ReadableStream<Uint8Array> {
  let over = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.pause();
      body.on('data', (chunk: Buffer) => {
        if (over) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) body.pause();
      });
      body.once('end', () => {
        if (over) return;
        over = true;
        controller.close();
      });
      body.once('error', (error) => {
        if (over) return;
        over = true;
        controller.error(error);
      });
    },
    pull() {
      body.resume();
    },
    cancel() {
      over = true;
      body.destroy();
    },
  });
}
