import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test as base, expect } from '@taskwell/playwright-config/fixtures';
import { unsealToken } from '../../../app/session/sealed-token.server.ts';
import { type HarnessAddresses, harnessEnv } from './harness-env.ts';
import { mailsTo } from './mail-capture.ts';
import { signUpOverHttp, type TestAccount } from './sign-up-over-http.ts';

export type { TestAccount } from './sign-up-over-http.ts';

/** Fixtures of the studio's e2e suite (docs/decisions/021). */
export interface StudioFixtures {
  /** Waits for the next PIN mail to an address sent after `since` (ms), and returns its PIN. */
  readPin: (email: string, since: number) => Promise<string>;
  /** Signs a new account up through the Sign Up modal of the page, which ends signed in on '/'. */
  signUp: (account?: Partial<TestAccount>, page?: Page) => Promise<TestAccount>;
  /**
   * Signs a new account up over HTTP through the studio's sign-in action (the PIN read from its
   * mail), into the cookies of `context` (the test's by default): its pages open signed in. For
   * tests that are not about signing in; it renders no page and leaves the page where it was.
   */
  signUpHttp: (account?: Partial<TestAccount>, context?: BrowserContext) => Promise<TestAccount>;
  /** Signs an existing account in through the Login modal already open on the page. */
  signIn: (email: string, page?: Page) => Promise<void>;
  /** The API session token inside the context's cookie session (opened with the studio's secret). */
  sessionToken: (context?: BrowserContext) => Promise<string>;
  /** The API's and the studio's logs so far. */
  serverLogs: () => Promise<string>;
  /** Waits until Remix has hydrated the page. */
  hydrated: (page?: Page) => Promise<void>;
  /**
   * Declares console errors this test causes on purpose (a page of the offline studio answers 503):
   * every other page error and console error of any page of the test fails it (issue 25).
   */
  allowConsoleErrors: (pattern: RegExp) => void;
}

/** The browser state of a signed-in context (cookies and storage), as Playwright saves it. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** An account a worker signed up once, with the browser state that is signed in as it. */
export interface WorkerAccount extends TestAccount {
  /** The signed-in browser state; a test's context starts from it instead of signing in again. */
  storageState: StorageState;
}

/** Addresses of the harness's servers, for tests that call them directly, and the worker's account. */
export interface StudioWorkerFixtures {
  /** Where the harness's servers listen. */
  harness: HarnessAddresses;
  /**
   * One account per worker, signed up once, on the Enterprise plan with 5,000 credits: a sign-up
   * waits for its PIN mail and every browser here comes from 127.0.0.1 (whose PIN requests the
   * harness's API limits per suite, start-servers.ts), so suites that need a signed-in user reuse
   * it (with {@link signedInTest}).
   */
  workerAccount: WorkerAccount;
}

/** Test set-up on the API's e2e host (apps/api/src/testing/e2e-control.ts). */
export interface ControlFixtures {
  /** Puts an account on a plan (Free, Discovery, Explorer, Creator, Enterprise). */
  setPlan: (email: string, plan: string) => Promise<void>;
  /** Sets an account's credit balance. */
  setBalance: (email: string, balance: number) => Promise<void>;
  /** Makes the next call of one of the API's services fail with `message` (the run ends ERROR). */
  failNextService: (service: string, message: string) => Promise<void>;
  /**
   * Holds the calls of one of the API's services (a run waits at that step, IN_PROGRESS) and
   * returns its release; whatever a test still holds is released when it ends.
   */
  holdService: (service: string) => Promise<() => Promise<void>>;
  /** The statuses a run took on the server, oldest first. */
  runStatuses: (requestId: string) => Promise<string[]>;
  /** Ends an address's minute between PIN mails on the API: it may be mailed a PIN again at once. */
  pinMinutePassed: (email: string) => Promise<void>;
}

async function control(harness: HarnessAddresses, path: string, body: unknown): Promise<void> {
  const reply = await fetch(`${harness.controlUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (reply.status !== 204) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
}

/** Waits for the next PIN mail to an address sent after `since` (ms), and returns its PIN. */
export function pinReader(mailDir: string) {
  return async (email: string, since: number): Promise<string> => {
    let pin: string | undefined;
    await expect
      .poll(
        async () => {
          const mails = await mailsTo(mailDir, email);
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
  };
}

/** Signs a new account up through the Sign Up modal of `page`, which ends signed in on '/'. */
export async function signUpThrough(
  page: Page,
  readPin: (email: string, since: number) => Promise<string>,
  given: Partial<TestAccount>,
): Promise<TestAccount> {
  const account: TestAccount = {
    email: given.email ?? uniqueEmail(),
    firstName: given.firstName ?? 'Ada',
    lastName: given.lastName ?? 'Lovelace',
    company: given.company ?? 'Analytical Engines Ltd',
  };
  await page.goto('/?auth=signup');
  await page.waitForFunction(() => '__remixRouter' in window);
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
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
  await expect(page.getByRole('banner').getByText(`Welcome, ${account.firstName}`)).toBeAttached();
  return account;
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
 * `minutePassed` ends that address's minute on the API (its e2e control) and this presses again;
 * without it, this waits as long as the server said.
 */
export async function askForPin(
  dialog: Locator,
  button: string,
  sent: Locator,
  minutePassed?: () => Promise<void>,
): Promise<number> {
  const refusal = dialog.getByRole('alert').filter({ hasText: /try again in \d+ (second|minute)s?/ });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const since = Date.now();
    await dialog.getByRole('button', { name: button }).click();
    await expect(sent.or(refusal)).toBeVisible({ timeout: 20_000 });
    if (!(await refusal.isVisible())) return since;
    if (minutePassed) {
      await minutePassed();
      continue;
    }
    const [, amount, unit] = (await refusal.textContent())?.match(/in (\d+) (second|minute)/) ?? [];
    const seconds = Number(amount ?? 60) * (unit === 'minute' ? 60 : 1);
    await dialog.page().waitForTimeout((seconds + 1) * 1000);
  }
  throw new Error(`the API kept refusing to send a PIN after "${button}"`);
}

/** The console errors a test declared it causes (allowConsoleErrors). */
const allowedErrors = new WeakMap<object, RegExp[]>();

export const test = base.extend<StudioFixtures & ControlFixtures, StudioWorkerFixtures>({
  // Issue 25: zero page errors and console errors on every studio route. Every page the test's
  // context opens is watched; what was not declared with allowConsoleErrors fails the test.
  context: async ({ context }, use, testInfo) => {
    const problems: string[] = [];
    const watch = (page: Page) => {
      page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
      });
    };
    for (const page of context.pages()) watch(page);
    context.on('page', watch);
    allowedErrors.set(testInfo, []);
    await use(context);
    const allowed = allowedErrors.get(testInfo) ?? [];
    expect(
      problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
      'page errors and console errors',
    ).toEqual([]);
  },

  allowConsoleErrors: async ({ context: _context }, use, testInfo) => {
    await use((pattern) => {
      allowedErrors.get(testInfo)?.push(pattern);
    });
  },

  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      await use(harnessEnv.read());
    },
    { scope: 'worker' },
  ],

  workerAccount: [
    async ({ playwright, harness }, use) => {
      const request = await playwright.request.newContext();
      const account = await signUpOverHttp(
        request,
        { studioUrl: harness.studioUrl, readPin: pinReader(harness.mailDir) },
        { email: uniqueEmail('worker'), firstName: 'Grace' },
      );
      await control(harness, '/accounts/plan', { email: account.email, plan: 'Enterprise' });
      await control(harness, '/accounts/balance', { email: account.email, balance: 5000 });
      const storageState = await request.storageState();
      await request.dispose();
      await use({ ...account, storageState });
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  setPlan: async ({ harness }, use) => {
    await use((email, plan) => control(harness, '/accounts/plan', { email, plan }));
  },

  setBalance: async ({ harness }, use) => {
    await use((email, balance) => control(harness, '/accounts/balance', { email, balance }));
  },

  failNextService: async ({ harness }, use) => {
    await use((service, message) => control(harness, '/services/fail-next', { service, message }));
  },

  holdService: async ({ harness }, use) => {
    const held = new Set<string>();
    const release = async (service: string) => {
      if (held.delete(service)) await control(harness, '/services/release', { service });
    };
    await use(async (service) => {
      await control(harness, '/services/hold', { service });
      held.add(service);
      return () => release(service);
    });
    for (const service of [...held]) await release(service);
  },

  runStatuses: async ({ harness }, use) => {
    await use(async (requestId) => {
      const reply = await fetch(`${harness.controlUrl}/runs/${encodeURIComponent(requestId)}/changes`);
      if (!reply.ok) throw new Error(`the run's changes answered ${reply.status}`);
      return ((await reply.json()) as { status: string }[]).map((change) => change.status);
    });
  },

  pinMinutePassed: async ({ harness }, use) => {
    await use((email) => control(harness, '/pins/minute-passed', { email }));
  },

  baseURL: async ({ harness }, use) => {
    await use(harness.studioUrl);
  },

  hydrated: async ({ page }, use) => {
    await use(async (target = page) => {
      await target.waitForFunction(() => '__remixRouter' in window);
    });
  },

  readPin: async ({ harness }, use) => {
    await use(pinReader(harness.mailDir));
  },

  signIn: async ({ page, readPin, pinMinutePassed }, use) => {
    await use(async (email, target = page) => {
      const dialog = target.getByRole('dialog', { name: 'Login' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      const firstDigit = dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' });
      const since = await askForPin(dialog, 'Validate email with OTP', firstDigit, () => pinMinutePassed(email));
      const pin = await readPin(email, since);
      await firstDigit.pressSequentially(pin);
      await expect(dialog).toBeHidden({ timeout: 20_000 });
    });
  },

  signUp: async ({ page, readPin }, use) => {
    await use((given = {}, target = page) => signUpThrough(target, readPin, given));
  },

  signUpHttp: async ({ context, harness, readPin }, use) => {
    await use((given = {}, target = context) =>
      signUpOverHttp(
        target.request,
        { studioUrl: harness.studioUrl, readPin },
        { ...given, email: given.email ?? uniqueEmail() },
      ),
    );
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

/**
 * The suite's `test` for specs of a signed-in user: each test's browser starts signed in as the
 * worker's account ({@link StudioWorkerFixtures.workerAccount}), without a sign-in of its own.
 */
export const signedInTest = test.extend({
  storageState: async ({ workerAccount }, use) => {
    await use(workerAccount.storageState);
  },
});

export { expect };
