// The stack the studio's browser scripts measure against: a real SMTP capture, the real API (its
// e2e host, with its control endpoint), the built studio and Debian's Chromium, each on a free
// loopback port in a throwaway folder; and a sign-up through the page, as a user signs up.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@taskwell/playwright-config';
import { mailsTo, startMailCapture } from '../tests/e2e/harness/mail-capture.ts';
import { type StartedApi, type StartedServer, startApi, startStudio } from '../tests/e2e/harness/start-servers.ts';

/** What `startStudioStack` started. */
export interface StudioStack {
  api: StartedApi;
  studio: StartedServer;
  browser: Browser;
  /** Signs a new user up on `page` (on the studio's origin) with its PIN from the mail capture; their e-mail. */
  signUp: (page: Page, firstName: string) => Promise<string>;
  /** Stops everything it started and removes its folder. */
  stop: () => Promise<void>;
}

/** Starts the stack in a new folder under the system's temporary one, named after `name`. */
export async function startStudioStack(name: string): Promise<StudioStack> {
  const root = await mkdtemp(join(tmpdir(), `taskwell-${name}-`));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close();
    await rm(root, { recursive: true, force: true });
  };
  try {
    const mailDir = join(root, 'mail');
    const mail = await startMailCapture(mailDir);
    stops.push(mail.close);
    const api = await startApi({ dataDir: join(root, 'api'), smtpUrl: mail.url, logFile: join(root, 'api.log') });
    stops.push(api.stop);
    const studio = await startStudio({
      apiUrl: api.url,
      marketingUrl: 'http://127.0.0.1:9/',
      sessionSecret: randomBytes(32).toString('base64url'),
      dataDir: join(root, 'studio'),
      logFile: join(root, 'studio.log'),
    });
    stops.push(studio.stop);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    stops.push(() => browser.close());
    const signUp = async (page: Page, firstName: string) => {
      const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
      await page.goto('/?auth=signup');
      await page.waitForFunction(() => '__remixRouter' in window);
      const dialog = page.getByRole('dialog', { name: 'Sign Up' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('textbox', { name: 'First Name' }).fill(firstName);
      await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Script');
      await dialog.getByRole('button', { name: 'Validate email with OTP' }).click();
      let pin: string | undefined;
      for (let attempt = 0; attempt < 120 && !pin; attempt += 1) {
        pin = (await mailsTo(mailDir, email)).at(-1)?.subject.match(/\b(\d{6})\b/)?.[1];
        if (!pin) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (!pin) throw new Error('no PIN mail arrived');
      await dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' }).pressSequentially(pin);
      await page.getByText(`Welcome, ${firstName}`).waitFor({ timeout: 30_000 });
      return email;
    };
    return { api, studio, browser, signUp, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
