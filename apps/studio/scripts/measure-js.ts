// Prints the JavaScript (gzip) the browser really loads on first load of two pages of the built
// studio, against the real API (issue 14, acceptance 4): the sign-in page (`/?auth=login`, a
// visitor) and `/` signed in. Budget: 120 KB each; exits with 1 over it. Every script response
// the page receives is counted, gzipped at level 9 (what a compressing server sends at most).
// Run with `pnpm --filter @taskwell/studio measure-js` (it builds first).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@taskwell/playwright-config';
import { mailsTo, startMailCapture } from '../tests/e2e/harness/mail-capture.ts';
import { startApi, startStudio } from '../tests/e2e/harness/start-servers.ts';

const budget = 120 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function scriptsOf(page: Page, load: () => Promise<void>): Promise<{ files: number; bytes: number }> {
  const pending: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await load();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(pending);
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => '__remixRouter' in window);
}

async function signUp(context: BrowserContext, mailDir: string): Promise<void> {
  const page = await context.newPage();
  const email = `measure-${Date.now()}@example.com`;
  await page.goto('/?auth=signup');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Measure');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Script');
  await dialog.getByRole('button', { name: 'Validate email with OTP' }).click();
  let pin: string | undefined;
  for (let attempt = 0; attempt < 120 && !pin; attempt += 1) {
    pin = (await mailsTo(mailDir, email)).at(-1)?.subject.match(/\b(\d{6})\b/)?.[1];
    if (!pin) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!pin) throw new Error('no PIN mail arrived');
  await dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' }).pressSequentially(pin);
  await page.getByText('Welcome, Measure').waitFor({ timeout: 30_000 });
  await page.close();
}

const root = await mkdtemp(join(tmpdir(), 'taskwell-measure-js-'));
const stops: (() => Promise<void>)[] = [];
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

  const visitor = await browser.newContext({ baseURL: studio.url });
  const visitorPage = await visitor.newPage();
  const signInPage = await scriptsOf(visitorPage, async () => {
    await visitorPage.goto('/?auth=login');
    await hydrated(visitorPage);
    await visitorPage.getByRole('dialog', { name: 'Login' }).waitFor();
  });

  const signingUp = await browser.newContext({ baseURL: studio.url });
  await signUp(signingUp, mailDir);
  // A fresh context with the session cookie only: an empty cache, as on a first visit.
  const signedIn = await browser.newContext({ baseURL: studio.url, storageState: await signingUp.storageState() });
  const homePage = await signedIn.newPage();
  const home = await scriptsOf(homePage, async () => {
    await homePage.goto('/');
    await hydrated(homePage);
    await homePage.getByText('Welcome, Measure').waitFor();
  });

  let over = false;
  for (const [name, figure] of [
    ['sign-in page (/?auth=login, visitor)', signInPage],
    ['/ signed in', home],
  ] as const) {
    const flag = figure.bytes > budget ? '  over budget' : '';
    if (flag) over = true;
    process.stdout.write(
      `${name.padEnd(38)} JS ${kb(figure.bytes).padStart(9)} gzip in ${figure.files} files${flag}\n`,
    );
  }
  process.stdout.write(`budget: JS <= ${kb(budget)} gzip per page\n`);
  if (over) process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  await rm(root, { recursive: true, force: true });
}
