import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { providerFetch } from './provider-fetch.ts';

// An error reply's body is often dropped unread by the client library (a 500 before a retry):
// the read is cancelled while the provider is still sending. Node 20's `Readable.toWeb` then
// threw "Controller is already closed" from the next data event, uncaught, which ends a process.

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A provider that sends the head of a 500 and holds the rest of its body until told. */
async function slowErrorProvider() {
  let reply: ServerResponse | undefined;
  let answered: () => void = () => undefined;
  let closed: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    answered = resolve;
  });
  const socketClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  const server = createServer((_, response) => {
    reply = response;
    response.socket?.on('close', closed);
    response.writeHead(500, { 'content-type': 'application/json' });
    response.write('{"error":{"message":"');
    answered();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    started,
    socketClosed,
    /** Sends more of the body, as a provider does that has not seen the client go. */
    more: () => {
      for (let i = 0; i < 64; i += 1) reply?.write('busy, busy, busy, busy. ');
    },
  };
}

describe('providerFetch', () => {
  it('given an error reply whose body is cancelled while it still arrives, should drop the connection without an error', async () => {
    const provider = await slowErrorProvider();
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listener);
    try {
      const response = await providerFetch(provider.url, { method: 'POST', body: '{}' });
      await provider.started;
      expect(response.status).toBe(500);
      await response.body?.cancel();
      provider.more();
      await provider.socketClosed;
    } finally {
      process.off('uncaughtException', listener);
    }
    expect(uncaught).toEqual([]);
  });

  it('given a reply that streams, should hand on its chunks as they come', async () => {
    const server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: one\n\n');
      response.end('data: two\n\n');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await providerFetch(`http://127.0.0.1:${port}/v1/chat/completions`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe('data: one\n\ndata: two\n\n');
  });
});
