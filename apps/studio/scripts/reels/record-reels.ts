// Films the demo reels of the marketing site (issue 20): starts the whole product on a throwaway
// data folder (an SMTP capture server, the real API through its end-to-end host, the studio's
// production build, with the e2e suite's own harness), drives the studio in Debian's Chromium
// through the journeys of journeys.ts, and writes for each a WebM (VP9), its WebVTT captions
// (from the steps and their times) and a WebP poster into `--out`.
//
//   pnpm --filter @taskwell/marketing reels          (writes apps/marketing/public/reels)
//   tsx scripts/reels/record-reels.ts --out=DIR [--only=slug,slug]
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@taskwell/playwright-config';
import { freePort } from '@taskwell/playwright-config/free-port';
import { mailsTo, startMailCapture } from '../../tests/e2e/harness/mail-capture.ts';
import { startApi, startStudio } from '../../tests/e2e/harness/start-servers.ts';
import { cuesOf, toWebVtt } from './captions.ts';
import { encodePoster, encodeWebm, ffmpegProblem } from './encode.ts';
import { hydrated, type Journey, type JourneyContext, journeys } from './journeys.ts';
import { framesAt, startScreencast } from './screencast.ts';

/** The filmed window: a laptop screen. */
const viewport = { width: 1280, height: 720 };
/** Pictures per second of the reels: screens of text change seldom. */
const fps = 12;
/** The widths the reels and their posters are encoded at. */
const videoWidth = 1280;
const posterWidth = 640;
/** The longest a file may be (issue 20). */
const maxBytes = 2 * 1024 * 1024;
/** How long a caption stays at least, and how long the last picture holds. */
const minCaptionMs = 3_200;
const endHoldMs = 2_500;

const studioDir = fileURLToPath(new URL('../../', import.meta.url));

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function say(message: string): void {
  process.stdout.write(`${message}\n`);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function control(controlUrl: string, path: string, body: unknown): Promise<void> {
  const reply = await fetch(`${controlUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (reply.status !== 204) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
}

function pinReader(mailDir: string, email: string): JourneyContext['readPin'] {
  return async (since) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const pin = (await mailsTo(mailDir, email))
        .filter((mail) => mail.receivedAt >= since)
        .at(-1)
        ?.subject.match(/\b(\d{6})\b/)?.[1];
      if (pin) return pin;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`no PIN mail to ${email} within 60 s`);
  };
}

/** A filmed journey: its pictures, and when each step began (ms from the first picture). */
interface Take {
  pictures: Buffer[];
  steps: { caption: string; start: number }[];
  end: number;
  poster: Buffer;
}

async function film(page: Page, journey: Journey, context: JourneyContext): Promise<Take> {
  await page.goto(journey.startAt);
  await hydrated(page);
  const screencast = await startScreencast(page, viewport);
  // The first picture arrives once the page paints again; a small scroll makes it paint.
  await page.mouse.wheel(0, 1);
  const deadline = Date.now() + 10_000;
  while (screencast.frames.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
  const start = Date.now();
  const steps: Take['steps'] = [];
  try {
    for (const step of journey.steps) {
      const began = Date.now();
      steps.push({ caption: step.caption, start: began - start });
      await step.act(page, context);
      const left = minCaptionMs - (Date.now() - began);
      // Time to read the caption and see what the step did.
      await page.waitForTimeout(Math.max(left, 1_200));
    }
    await page.waitForTimeout(endHoldMs);
  } finally {
    await screencast.stop();
  }
  const end = Date.now();
  const pictures = framesAt(screencast.frames, start, end, fps);
  const poster = screencast.frames.at(-1)?.jpeg;
  if (!poster) throw new Error(`${journey.slug}: the screencast sent no picture`);
  return { pictures, steps, end: end - start, poster };
}

async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}

async function main(): Promise<void> {
  const out = option('out');
  if (!out) fail('Say where the reels go: --out=DIR (the marketing site runs this with its public/reels).');
  const only = option('only')?.split(',');
  const problem = ffmpegProblem();
  if (problem) fail(problem);
  if (!existsSync(join(studioDir, 'build/server/index.js')))
    fail("The studio's production build is missing: run pnpm --filter @taskwell/studio build first.");

  const outDir = resolve(out);
  await mkdir(outDir, { recursive: true });
  const root = await mkdtemp(join(tmpdir(), 'taskwell-reels-'));
  const stops: (() => Promise<void>)[] = [];
  let browser: Browser | undefined;
  const written: { file: string; bytes: number }[] = [];
  try {
    const mailDir = join(root, 'mail');
    const mail = await startMailCapture(mailDir);
    stops.push(mail.close);
    const studioPort = await freePort();
    const api = await startApi({
      dataDir: join(root, 'api-data'),
      smtpUrl: mail.url,
      logFile: join(root, 'api.log'),
      env: { STUDIO_URL: `http://127.0.0.1:${studioPort}` },
    });
    stops.push(api.stop);
    const studio = await startStudio({
      port: studioPort,
      apiUrl: api.url,
      marketingUrl: 'http://127.0.0.1:9/',
      sessionSecret: randomBytes(32).toString('base64url'),
      dataDir: join(root, 'studio-data'),
      logFile: join(root, 'studio.log'),
    });
    stops.push(studio.stop);
    say(`The product is up on a throwaway folder (${root}); filming in ${chromiumPath}.`);

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const context = await browser.newContext({ baseURL: studio.url, viewport, colorScheme: 'light' });
    const account = {
      email: 'maya.torres@northwind-bakery.example',
      firstName: 'Maya',
      lastName: 'Torres',
      company: 'Northwind Bakery',
    };
    const journeyContext: JourneyContext = { account, readPin: pinReader(mailDir, account.email) };

    for (const journey of journeys) {
      const page = await context.newPage();
      const take = await film(page, journey, journeyContext);
      await page.close();
      if (journey.slug === 'sign-up') {
        // The other reels run tasks of several plans: the new account gets a plan that unlocks
        // them all and credits enough, as a purchase would.
        await control(api.controlUrl, '/accounts/plan', { email: account.email, plan: 'Enterprise' });
        await control(api.controlUrl, '/accounts/balance', { email: account.email, balance: 500 });
      }
      if (only && !only.includes(journey.slug)) continue;
      const video = join(outDir, `${journey.slug}.webm`);
      const captions = join(outDir, `${journey.slug}.vtt`);
      const poster = join(outDir, `${journey.slug}-poster.webp`);
      await encodeWebm(take.pictures, { fps, width: videoWidth, file: video });
      await writeFile(captions, toWebVtt(cuesOf(take.steps, take.end)));
      await encodePoster(take.poster, { width: posterWidth, file: poster });
      for (const file of [video, captions, poster]) written.push({ file, bytes: await sizeOf(file) });
      say(
        `${journey.slug}: ${(take.end / 1000).toFixed(1)} s, ${take.steps.length} captions, ${(
          (await sizeOf(video)) / 1024
        ).toFixed(0)} KB video, ${((await sizeOf(poster)) / 1024).toFixed(0)} KB poster`,
      );
    }
  } finally {
    await browser?.close();
    for (const stop of stops.reverse()) await stop();
    if (!process.env.REELS_KEEP_DATA) await rm(root, { recursive: true, force: true });
  }
  const tooBig = written.filter((entry) => entry.bytes > maxBytes);
  if (tooBig.length > 0)
    fail(`Over 2 MB: ${tooBig.map((entry) => `${entry.file} (${(entry.bytes / 1024).toFixed(0)} KB)`).join(', ')}`);
  say(`${written.length} files in ${outDir}, the largest ${Math.max(...written.map((e) => e.bytes))} bytes.`);
}

await main();
