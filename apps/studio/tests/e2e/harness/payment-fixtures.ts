import { join } from 'node:path';
import type { APIRequest, Locator, Page } from '@playwright/test';
import { test as base, expect, pinReader, uniqueEmail } from './fixtures.ts';
import type { HarnessAddresses } from './harness-env.ts';
import { signUpOverHttp } from './sign-up-over-http.ts';

/** A webhook delivery the stand-in handed out: the exact body and its `Stripe-Signature`. */
export interface SignedDelivery {
  /** The event's type. */
  type: string;
  /** The body, byte for byte. */
  payload: string;
  /** The signature header. */
  signature: string;
}

/** An account signed up once per worker, reused through its browser storage. */
export interface PaymentAccount {
  /** Its e-mail. */
  email: string;
  /** The first name given at sign-up (the header's welcome). */
  firstName: string;
  /** The storage state file holding its session cookie. */
  storageState: string;
}

/** Fixtures of the payment journeys. */
export interface PaymentFixtures {
  /** Pays in the stand-in's test checkout page inside `dialog` and returns the deliveries Stripe would send. */
  payInForm: (dialog: Locator, cardNumber?: string) => Promise<SignedDelivery[]>;
  /** Posts deliveries to the API's webhook, as Stripe would, and expects each accepted. */
  deliver: (deliveries: SignedDelivery[]) => Promise<void>;
}

/** Worker fixtures of the payment journeys. */
export interface PaymentWorkerFixtures {
  /** An account for credit top-ups and card changes. */
  buyer: PaymentAccount;
  /** An account that goes through a subscription's life. */
  subscriber: PaymentAccount;
}

function stripeSettings(harness: HarnessAddresses) {
  if (!harness.stripe) throw new Error('the harness started no Stripe stand-in');
  return harness.stripe;
}

/**
 * Signs a new account up over HTTP (the studio's sign-in action, the PIN from its mail) and keeps
 * its cookies, so the tests of a worker reuse one session (the suite's one address may ask for 300
 * PINs in 5 minutes, start-servers.ts).
 */
export async function signUpOnce(
  playwright: { request: APIRequest },
  harness: HarnessAddresses,
  prefix: string,
  dir: string,
) {
  const request = await playwright.request.newContext();
  try {
    const { email, firstName } = await signUpOverHttp(
      request,
      { studioUrl: harness.studioUrl, readPin: pinReader(harness.mailDir) },
      {
        email: uniqueEmail(prefix),
        firstName: prefix === 'buyer' ? 'Grace' : 'Katherine',
        lastName: 'Tester',
        company: '',
      },
    );
    const storageState = join(dir, `${prefix}-${process.pid}-${Date.now()}.json`);
    await request.storageState({ path: storageState });
    return { email, firstName, storageState };
  } finally {
    await request.dispose();
  }
}

export const test = base.extend<PaymentFixtures, PaymentWorkerFixtures>({
  buyer: [
    async ({ playwright, harness }, use, workerInfo) => {
      await use(await signUpOnce(playwright, harness, 'buyer', workerInfo.project.outputDir));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  subscriber: [
    async ({ playwright, harness }, use, workerInfo) => {
      await use(await signUpOnce(playwright, harness, 'subscriber', workerInfo.project.outputDir));
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  // The API takes payments through the stand-in, so the studio shows its test checkout page
  // (decision 081) and never asks Stripe's CDN for Stripe.js: a request for it fails the test.
  page: async ({ page, harness }, use) => {
    stripeSettings(harness);
    const stripeJs: string[] = [];
    await page.route('https://js.stripe.com/**', (route) => {
      stripeJs.push(route.request().url());
      return route.abort();
    });
    await use(page);
    expect(stripeJs, 'requests for Stripe.js').toEqual([]);
  },

  payInForm: async ({ page }, use) => {
    await use(async (dialog, cardNumber = '4242 4242 4242 4242') => {
      const form = dialog.frameLocator('iframe[title="Test checkout"]').getByRole('form', { name: 'Card payment' });
      await expect(form).toBeVisible({ timeout: 20_000 });
      await form.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
      // The page's call to the stand-in answers the deliveries Stripe would send; the framed page
      // runs in a process of its own, whose response bodies the test reads on the way through.
      let deliveries: SignedDelivery[] | undefined;
      const completion = '**/__stand-in/checkout/sessions/*/complete';
      await page.route(completion, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { deliveries?: SignedDelivery[] };
        if (response.status() === 200) deliveries = body.deliveries;
        await route.fulfill({ response, json: body });
      });
      try {
        await form.getByRole('button', { name: /^(Pay|Save card)\b/ }).click();
        await expect.poll(() => deliveries, { message: 'the completed checkout', timeout: 20_000 }).toBeDefined();
      } finally {
        await page.unroute(completion);
      }
      return deliveries as SignedDelivery[];
    });
  },

  deliver: async ({ request, harness }, use) => {
    await use(async (deliveries) => {
      for (const delivery of deliveries) {
        const response = await request.post(`${harness.apiUrl}/api/payment/webhook`, {
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
          data: delivery.payload,
        });
        expect(response.status(), `the webhook accepts ${delivery.type}`).toBe(200);
      }
    });
  },
});

export { expect, type Page };
