import type { APIRequestContext } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import type { HarnessAddresses } from './harness-env.ts';

/** A Stripe transfer as the stand-in keeps it (Stripe's own `transfer` object). */
export interface StandInTransfer {
  id: string;
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
}

/** Fixtures of the payout journey (decision 146). */
export interface PayoutFixtures {
  /**
   * Moves the payout schedule's clock to `at`, from where it goes on as time does; the schedule
   * looks every second. Set back to real time when the test ends.
   */
  movePayoutClock: (at: Date) => Promise<void>;
  /** The transfers Stripe (the stand-in) made to a connected account, newest first, read as the API reads them. */
  transfersTo: (accountId: string) => Promise<StandInTransfer[]>;
  /** Calls the real API as a signed-in account (its session token), expecting `status`; the JSON answered. */
  callApi: (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    status?: number,
  ) => Promise<unknown>;
}

async function moveClock(harness: HarnessAddresses, at: Date | null): Promise<void> {
  const reply = await fetch(`${harness.controlUrl}/payouts/clock`, {
    method: 'POST',
    body: JSON.stringify({ at: at === null ? null : at.toISOString() }),
  });
  if (reply.status !== 204) throw new Error(`/payouts/clock answered ${reply.status}: ${await reply.text()}`);
}

async function call(
  request: APIRequestContext,
  harness: HarnessAddresses,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  status = 200,
): Promise<unknown> {
  const reply = await request.fetch(`${harness.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(reply.status(), `${method} ${path}: ${await reply.text()}`).toBe(status);
  return reply.headers()['content-type']?.startsWith('application/json') ? reply.json() : undefined;
}

export const test = base.extend<PayoutFixtures>({
  movePayoutClock: async ({ harness }, use) => {
    let moved = false;
    await use(async (at) => {
      moved = true;
      await moveClock(harness, at);
    });
    if (moved) await moveClock(harness, null);
  },

  transfersTo: async ({ harness, request }, use) => {
    const stripe = harness.stripe;
    if (!stripe) throw new Error('the harness started no Stripe stand-in');
    await use(async (accountId) => {
      const reply = await request.get(`${stripe.standInUrl}/v1/transfers`, {
        params: { destination: accountId, limit: 100 },
        headers: { Authorization: `Bearer ${stripe.secretKey}` },
      });
      expect(reply.status(), 'the stand-in lists its transfers').toBe(200);
      return ((await reply.json()) as { data: StandInTransfer[] }).data;
    });
  },

  callApi: async ({ harness, request }, use) => {
    await use((token, method, path, body, status) => call(request, harness, token, method, path, body, status));
  },
});

export { expect };
