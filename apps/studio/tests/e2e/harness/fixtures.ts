import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test as base, expect } from '@taskwell/playwright-config/fixtures';
import { unsealToken } from '../../../app/session/sealed-token.server.ts';
import { type HarnessAddresses, harnessEnv } from './harness-env.ts';
import { mailsTo } from './mail-capture.ts';

/** An account a test signed up. */
export interface TestAccount {
  /** The e-mail, which is the account id. */
  email: string;
  /** The first name given at sign-up. */
  firstName: string;
  /** The last name given at sign-up. */
  lastName: string;
  /** The company given at sign-up. */
  company: string;
}

/** Fixtures of the studio's e2e suite (docs/decisions/021). */
export interface StudioFixtures {
  /** Waits for the next PIN mail to an address sent after `since` (ms), and returns its PIN. */
  readPin: (email: string, since: number) => Promise<string>;
  /** Signs a new account up through the Sign Up modal of the page, which ends signed in on '/'. */
  signUp: (account?: Partial<TestAccount>, page?: Page) => Promise<TestAccount>;
  /** Signs an existing account in through the Login modal already open on the page. */
  signIn: (email: string, page?: Page) => Promise<void>;
  /** The API session token inside the context's cookie session (opened with the studio's secret). */
  sessionToken: (context?: BrowserContext) => Promise<string>;
  /** The API's and the studio's logs so far. */
  serverLogs: () => Promise<string>;
  /** Waits until Remix has hydrated the page. */
  hydrated: (page?: Page) => Promise<void>;
}

/** Addresses of the harness's servers, for tests that call them directly. */
export interface StudioWorkerFixtures {
  /** Where the harness's servers listen. */
  harness: HarnessAddresses;
}

let accounts = 0;

/** A fresh address per call, unique across workers and runs. */
export function uniqueEmail(prefix = 'user'): string {
  accounts += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${accounts}@example.com`;
}

/**
 * Presses the button that asks for a PIN until the API sends one, and returns when it did. The
 * API sends one PIN mail per address per minute: when the modal says to try again in N seconds,
 * this waits that long (the server's own figure) and presses again.
 */
export async function askForPin(dialog: Locator, button: string, sent: Locator): Promise<number> {
  const refusal = dialog.getByRole('alert').filter({ hasText: /try again in \d+ (second|minute)s?/ });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const since = Date.now();
    await dialog.getByRole('button', { name: button }).click();
    await expect(sent.or(refusal)).toBeVisible({ timeout: 20_000 });
    if (!(await refusal.isVisible())) return since;
    const [, amount, unit] = (await refusal.textContent())?.match(/in (\d+) (second|minute)/) ?? [];
    const seconds = Number(amount ?? 60) * (unit === 'minute' ? 60 : 1);
    await dialog.page().waitForTimeout((seconds + 1) * 1000);
  }
  throw new Error(`the API kept refusing to send a PIN after "${button}"`);
}

export const test = base.extend<StudioFixtures, StudioWorkerFixtures>({
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      await use(harnessEnv.read());
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ harness }, use) => {
    await use(harness.studioUrl);
  },

  hydrated: async ({ page }, use) => {
    await use(async (target = page) => {
      await target.waitForFunction(() => '__remixRouter' in window);
    });
  },

  readPin: async ({ harness }, use) => {
    await use(async (email, since) => {
      let pin: string | undefined;
      await expect
        .poll(
          async () => {
            const mails = await mailsTo(harness.mailDir, email);
            pin = mails
              .filter((mail) => mail.receivedAt >= since)
              .at(-1)
              ?.subject.match(/\b(\d{6})\b/)?.[1];
            return pin;
          },
          { message: `a PIN mail to ${email}`, timeout: 30_000 },
        )
        .toMatch(/^\d{6}$/);
      return pin as string;
    });
  },

  signIn: async ({ page, readPin }, use) => {
    await use(async (email, target = page) => {
      const dialog = target.getByRole('dialog', { name: 'Login' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      const firstDigit = dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' });
      const since = await askForPin(dialog, 'Validate email with OTP', firstDigit);
      const pin = await readPin(email, since);
      await firstDigit.pressSequentially(pin);
      await expect(dialog).toBeHidden({ timeout: 20_000 });
    });
  },

  signUp: async ({ page, readPin, hydrated }, use) => {
    await use(async (given = {}, target = page) => {
      const account: TestAccount = {
        email: given.email ?? uniqueEmail(),
        firstName: given.firstName ?? 'Ada',
        lastName: given.lastName ?? 'Lovelace',
        company: given.company ?? 'Analytical Engines Ltd',
      };
      await target.goto('/?auth=signup');
      await hydrated(target);
      const dialog = target.getByRole('dialog', { name: 'Sign Up' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await dialog.getByRole('textbox', { name: 'First Name' }).fill(account.firstName);
      await dialog.getByRole('textbox', { name: 'Last Name' }).fill(account.lastName);
      await dialog.getByRole('textbox', { name: 'Company (optional)' }).fill(account.company);
      const since = Date.now();
      await dialog.getByRole('button', { name: 'Validate email with OTP' }).click();
      const firstDigit = dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' });
      await expect(firstDigit).toBeVisible({ timeout: 20_000 });
      const pin = await readPin(account.email, since);
      await firstDigit.pressSequentially(pin);
      await expect(dialog).toBeHidden({ timeout: 20_000 });
      // On a phone the welcome is hidden to keep the header on one line; it is there all the same.
      await expect(target.getByRole('banner').getByText(`Welcome, ${account.firstName}`)).toBeAttached();
      return account;
    });
  },

  sessionToken: async ({ context, harness }, use) => {
    await use(async (target = context) => {
      const cookie = (await target.cookies()).find((entry) => entry.name === 'taskwell-session');
      if (!cookie) throw new Error('no taskwell-session cookie');
      // Remix's signed cookie: base64 of the JSON session data, a dot, the signature.
      const value = decodeURIComponent(cookie.value);
      const encoded = value.slice(0, value.lastIndexOf('.'));
      const data = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as { sealedToken?: string };
      const token = data.sealedToken ? await unsealToken(data.sealedToken, [harness.sessionSecret]) : null;
      if (!token) throw new Error('the session cookie holds no token');
      return token;
    });
  },

  serverLogs: async ({ harness }, use) => {
    await use(async () => (await Promise.all(harness.logFiles.map((file) => readFile(file, 'utf8')))).join('\n'));
  },
});

export { expect };
