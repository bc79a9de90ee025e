import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  buy,
  list,
  publishedTask,
  sellableTask,
  setAccount,
  settle,
  storeServices,
} from '../marketplace/testing/store-scenario.ts';
import { type PaymentTestServer, startPaymentTestServer } from '../payments/testing/payment-test-server.ts';
import { runPayouts } from './run-payouts.ts';

// Issue 41 "Payouts" through the API: a creator connects a payout account and keeps earnings,
// two buyers buy runs, the month's payout runs, and the statement (CSV and PDF) matches the
// stand-in's transfer to the cent.
const creator = 'statement-creator@example.com';
let server: PaymentTestServer;
let creatorToken: string;

beforeAll(async () => {
  server = await startPaymentTestServer({
    server: { services: storeServices(), catalogue: [], payouts: { centsPerCredit: 20, minimumCents: 100 } },
  });
  creatorToken = await server.signIn(creator);
  await setAccount(server, creator, { plan: 'Creator', balance: 100 });
});
afterAll(async () => {
  await server?.close();
});

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false });
  try {
    const pdf = await task.promise;
    const parts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
        if ('str' in item) parts.push(item.str, ' ');
      }
    }
    return parts.join('');
  } finally {
    await task.destroy();
  }
}

describe('given a creator paid for two sales of the month', () => {
  it('should give a statement per task whose payout is the transfer, to the cent, in CSV and PDF', async () => {
    expect(
      (await as(server, creatorToken, 'PUT', '/api/creator/payouts/earnings-choice', { keep: true })).statusCode,
    ).toBe(200);
    await as(server, creatorToken, 'POST', '/api/creator/payouts/onboarding');
    const account = [...server.stripe.connect.accounts.values()].find((entry) => entry.email === creator);
    await server.deliver(server.stripe.connect.completeOnboarding(account?.id ?? ''));
    const taskId = await publishedTask(server, creatorToken, sellableTask({ name: 'Statement answers' }));
    const listing = await list(server, creatorToken, taskId, 10);
    for (const email of ['statement-buyer-1@example.com', 'statement-buyer-2@example.com']) {
      const token = await server.signIn(email);
      const { accepted } = await buy(server, token, listing.listingId ?? '', 'What is new?');
      expect((await settle(server, token, accepted?.requestId ?? '')).status).toBe('COMPLETED');
    }
    const payments = server.app.taskwell.payments;
    if (!payments) throw new Error('The server has payments.');
    // The month's sales are paid by the run on the first of the next month (decision 146).
    const month = new Date().toISOString().slice(0, 7);
    const firstOfNext = Date.parse(`${month}-01T00:30:00Z`) + 32 * 86_400_000;
    const payoutDay = Date.UTC(new Date(firstOfNext).getUTCFullYear(), new Date(firstOfNext).getUTCMonth(), 1, 0, 30);
    const report = await runPayouts({
      db: server.app.taskwell.db,
      stripe: payments.stripe,
      settings: server.app.taskwell.payoutSettings,
      now: () => payoutDay,
    });
    expect(report.paid).toBe(1);
    const [transfer] = server.stripe.connect.listTransfers({ destination: account?.id ?? '' });
    expect(transfer?.amount).toBe(2 * 8 * 20);

    const csv = await as(server, creatorToken, 'GET', `/api/creator/payouts/statements/${month}?format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="taskwell-statement-${month}.csv"`);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'line,month,task,listing,sales,credits earned,credits refunded,credits kept or paid,USD (at 20 cents a credit),payout,status,transfer',
    );
    expect(lines[1]).toBe(`sales,${month},Statement answers,${listing.listingId},2,16,0,16,3.20,,,`);
    expect(lines[2]).toMatch(new RegExp(`^payout,${month},,,,,,16,3\\.20,[0-9a-f-]+,paid,${transfer?.id}$`));

    const pdf = await as(server, creatorToken, 'GET', `/api/creator/payouts/statements/${month}?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Taskwell earnings statement, ${month}`);
    expect(text).toContain('Statement answers');
    expect(text).toContain(transfer?.id ?? 'a transfer');
  });

  it('should refuse a month that is not one before any query', async () => {
    for (const month of ['2026-13', '26-11', '2026-11-01']) {
      expect((await as(server, creatorToken, 'GET', `/api/creator/payouts/statements/${month}`)).statusCode).toBe(400);
    }
  });
});
