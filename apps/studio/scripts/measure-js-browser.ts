// Prints the JavaScript (gzip) the browser really loads on first load of the built studio's pages,
// against the real API: the sign-in page (`/?auth=login`, a visitor) and `/` signed in (issue 14,
// acceptance 4: 120 KB each), and `/tasks` signed in (issue 15, acceptance 3: 150 KB). Then it
// opens a task's run modal on `/tasks` and prints the scripts that loaded for it: the run modal's
// code must load then and not before. Every script response the page receives is counted, gzipped
// at level 9 (what a compressing server sends at most). Exits with 1 over a budget, or when the
// run modal's code came with the first load. `/creator` signed in (issue 30, acceptance 6: 150 KB)
// is measured too, without the editor's code. Run with `pnpm --filter @taskwell/studio measure-js:browser`
// (it builds first). `measure-js` counts the same pages from the build manifest, within pnpm check.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { startStudioStack } from './studio-stack.ts';

const pageBudget = 120 * 1024;
const tasksBudget = 150 * 1024;
const creatorBudget = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Scripts {
  files: number;
  bytes: number;
  /** The scripts' file names (`run-modal-….js`). */
  names: string[];
  /** Each script's gzip size, largest first (printed with `--list`). */
  sizes: { name: string; bytes: number }[];
}

async function scriptsOf(page: Page, load: () => Promise<void>): Promise<Scripts> {
  const pending: Promise<{ name: string; bytes: number }>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    pending.push(
      response.body().then(
        (body) => ({ name, bytes: gzipSync(body, { level: 9 }).length }),
        () => ({ name, bytes: 0 }),
      ),
    );
  };
  page.on('response', listener);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const scripts = await Promise.all(pending);
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    names: scripts.map((script) => script.name),
    sizes: [...scripts].sort((a, b) => b.bytes - a.bytes),
  };
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => '__remixRouter' in window);
}

const stack = await startStudioStack('measure-js');
try {
  const { browser, studio } = stack;
  const visitor = await browser.newContext({ baseURL: studio.url });
  const visitorPage = await visitor.newPage();
  const signInPage = await scriptsOf(visitorPage, async () => {
    await visitorPage.goto('/?auth=login');
    await hydrated(visitorPage);
    await visitorPage.getByRole('dialog', { name: 'Login' }).waitFor();
  });

  const signingUp = await browser.newContext({ baseURL: studio.url });
  const signUpPage = await signingUp.newPage();
  await stack.signUp(signUpPage, 'Measure');
  await signUpPage.close();
  // A fresh context with the session cookie only: an empty cache, as on a first visit.
  const signedIn = await browser.newContext({ baseURL: studio.url, storageState: await signingUp.storageState() });
  const homePage = await signedIn.newPage();
  const home = await scriptsOf(homePage, async () => {
    await homePage.goto('/');
    await hydrated(homePage);
    await homePage.getByText('Welcome, Measure').waitFor();
  });

  const tasksPage = await signedIn.newPage();
  const tasks = await scriptsOf(tasksPage, async () => {
    await tasksPage.goto('/tasks');
    await hydrated(tasksPage);
    await tasksPage.getByRole('list', { name: 'Categories' }).waitFor();
  });
  // The run modal of a task the Free plan unlocks (spec §5), as a user opens it.
  const modal = await scriptsOf(tasksPage, async () => {
    await tasksPage.getByRole('button', { name: /Demo/ }).click();
    const card = tasksPage.getByRole('article', { name: 'Summarise a Text' });
    await card.getByRole('button', { name: 'Use' }).click();
    await tasksPage.getByRole('dialog', { name: 'Summarise a Text' }).waitFor();
  });

  // Creator Studio (issue 30, acceptance 6: 150 KB). The new account is on the Free plan, so the
  // page shows what it is and Upgrade; the editor's code (loaded on demand for plans that build)
  // must not come with it.
  const creatorPage = await signedIn.newPage();
  const creator = await scriptsOf(creatorPage, async () => {
    await creatorPage.goto('/creator');
    await hydrated(creatorPage);
    await creatorPage.getByRole('button', { name: 'Upgrade' }).waitFor();
  });

  let failed = false;
  for (const [name, figure, budget] of [
    ['sign-in page (/?auth=login, visitor)', signInPage, pageBudget],
    ['/ signed in', home, pageBudget],
    ['/tasks signed in', tasks, tasksBudget],
    ['/creator signed in', creator, creatorBudget],
  ] as const) {
    const flag = figure.bytes > budget ? '  over budget' : '';
    if (flag) failed = true;
    process.stdout.write(
      `${name.padEnd(38)} JS ${kb(figure.bytes).padStart(9)} gzip in ${figure.files} files (budget ${kb(budget)})${flag}\n`,
    );
    // `--list`: which files a page's figure is made of, to find what grew.
    if (process.argv.includes('--list')) {
      for (const file of figure.sizes) process.stdout.write(`    ${kb(file.bytes).padStart(9)}  ${file.name}\n`);
    }
  }
  const modalCode = (names: string[]) => names.filter((file) => file.startsWith('run-modal-'));
  const early = [home, tasks].flatMap((figure) => modalCode(figure.names));
  const onOpen = modalCode(modal.names);
  process.stdout.write(
    `${'run modal opened on /tasks'.padEnd(38)} JS ${kb(modal.bytes).padStart(9)} gzip in ${modal.files} files (${modal.names.join(', ')})\n`,
  );
  if (early.length > 0 || onOpen.length === 0) {
    failed = true;
    process.stdout.write(`the run modal's code must load when it opens, not with the page (${early.join(', ')})\n`);
  }
  const editorEarly = creator.names.filter((file) => file.startsWith('creator-editor-'));
  if (editorEarly.length > 0) {
    failed = true;
    process.stdout.write(
      `the Creator Studio editor's code must load on demand, not with /creator (${editorEarly.join(', ')})\n`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await stack.stop();
}
