import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from './payout-fixtures.ts';

/** A POST the webhook receiver took. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** Fixtures of the automations journey (issue 46). */
export interface AutomationFixtures {
  /**
   * Moves the clock of the e2e host's second scheduler of automations to `at` (it turns from then
   * on); the server's own keeps real time. `null` stops it, as the test's end does.
   */
  moveAutomationClock: (at: Date | null) => Promise<void>;
  /** A webhook receiver on a free loopback port, answering 200: its address and what it took. */
  hookReceiver: { url: string; received: ReceivedHook[] };
}

/** Whether `Taskwell-Signature: t=<s>,v1=<hex>` signs `body` under `secret` (HMAC-SHA256 of "<t>.<body>"). */
export function signatureHolds(header: string | undefined, body: string, secret: string): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1) return false;
  const want = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === want.length && timingSafeEqual(given, want);
}

export const test = base.extend<AutomationFixtures>({
  moveAutomationClock: async ({ harness }, use) => {
    const move = async (at: Date | null) => {
      const reply = await fetch(`${harness.controlUrl}/automations/clock`, {
        method: 'POST',
        body: JSON.stringify({ at: at === null ? null : at.toISOString() }),
      });
      if (reply.status !== 204) throw new Error(`/automations/clock answered ${reply.status}: ${await reply.text()}`);
    };
    let moved = false;
    await use(async (at) => {
      moved = true;
      await move(at);
    });
    if (moved) await move(null);
  },

  hookReceiver: async ({ harness: _harness }, use) => {
    const received: ReceivedHook[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        // Each delivery on a connection of its own: none reuses a socket the receiver is closing.
        response.writeHead(200, { 'content-type': 'application/json', connection: 'close' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await use({ url: `http://127.0.0.1:${port}/taskwell`, received });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});

export { expect };
