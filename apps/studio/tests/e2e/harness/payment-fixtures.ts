import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { askForPin, test as base, expect, uniqueEmail } from './fixtures.ts';
import type { HarnessAddresses } from './harness-env.ts';
import { mailsTo } from './mail-capture.ts';

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
 * Signs a new account up in a browser context of its own and keeps its storage, so the tests of a
 * worker reuse one session (a sign-up waits for its PIN mail; the suite's one address may ask for
 * 300 PINs in 5 minutes, start-servers.ts).
 */
export async function signUpOnce(browser: Browser, harness: HarnessAddresses, prefix: string, dir: string) {
  const context = await browser.newContext({ baseURL: harness.studioUrl });
  try {
    const page = await context.newPage();
    const email = uniqueEmail(prefix);
    const firstName = prefix === 'buyer' ? 'Grace' : 'Katherine';
    await page.goto('/?auth=signup');
    await page.waitForFunction(() => '__remixRouter' in window);
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'First Name' }).fill(firstName);
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
    const firstDigit = dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' });
    const since = await askForPin(dialog, 'Validate email with OTP', firstDigit);
    let pin: string | undefined;
    await expect
      .poll(
        async () => {
          pin = (await mailsTo(harness.mailDir, email))
            .filter((mail) => mail.receivedAt >= since)
            .at(-1)
            ?.subject.match(/\b(\d{6})\b/)?.[1];
          return pin;
        },
        { message: `a PIN mail to ${email}`, timeout: 30_000 },
      )
      .toMatch(/^\d{6}$/);
    await firstDigit.pressSequentially(pin as string);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByText(`Welcome, ${firstName}`)).toBeAttached();
    const storageState = join(dir, `${prefix}-${process.pid}-${Date.now()}.json`);
    await context.storageState({ path: storageState });
    return { email, firstName, storageState };
  } finally {
    await context.close();
  }
}

export const test = base.extend<PaymentFixtures, PaymentWorkerFixtures>({
  buyer: [
    async ({ browser, harness }, use, workerInfo) => {
      await use(await signUpOnce(browser, harness, 'buyer', workerInfo.project.outputDir));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  subscriber: [
    async ({ browser, harness }, use, workerInfo) => {
      await use(await signUpOnce(browser, harness, 'subscriber', workerInfo.project.outputDir));
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
