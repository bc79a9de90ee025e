// Prints how long a run's status change on the server takes to reach the screen (issue 15,
// acceptance 2: p95 <= 500 ms with the run event stream; the spec's polling needs up to 5 s).
// The built studio and the real API (its e2e host, which records when each run took each status)
// start on free loopback ports; a signed-up user on the Enterprise plan runs 'Quote Card' 50 times
// from the run modal in Chromium. For each run: the time the server's COMPLETED was written, and
// the time the run modal's status line read 'Completed' (a MutationObserver in the page), on the
// same machine's clock. Prints p50, p95 and max, and how many runs the event stream alone followed;
// exits with 1 when p95 is over 500 ms. Run with `pnpm --filter @taskwell/studio bench:status` (it
// builds first).
import { startStudioStack } from './studio-stack.ts';

const runs = Number(process.env.BENCH_RUNS ?? 50);
const budgetMs = 500;

async function post(url: string, body: unknown) {
  const reply = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
  if (reply.status !== 204) throw new Error(`${url} answered ${reply.status}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const stack = await startStudioStack('bench-status');
try {
  const { api } = stack;
  const context = await stack.browser.newContext({ baseURL: stack.studio.url });
  const page = await context.newPage();
  const email = await stack.signUp(page, 'Bench');
  await post(`${api.controlUrl}/accounts/plan`, { email, plan: 'Enterprise' });
  await post(`${api.controlUrl}/accounts/balance`, { email, balance: runs * 10 });

  // How each run was followed: its own event stream, or polls of its own results.
  const followed = new Map<string, { events: number; polls: number }>();
  page.on('request', (request) => {
    const [, kind, id] = /\/api\/request\/(events|results)\/([^/?]+)/.exec(request.url()) ?? [];
    if (!kind || !id) return;
    const counts = followed.get(id) ?? { events: 0, polls: 0 };
    if (kind === 'events') counts.events += 1;
    else counts.polls += 1;
    followed.set(id, counts);
  });

  const latencies: number[] = [];
  const runIds: string[] = [];
  for (let index = 0; index < runs; index += 1) {
    // Each run starts on a page without the runs remembered before it, whose list would read
    // their states too.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/tasks?task=quote-card');
    const dialog = page.getByRole('dialog', { name: 'Quote Card' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: 'Quote' }).fill(`Measure twice, cut once (${index + 1}).`);
    await dialog.getByRole('textbox', { name: 'Author' }).fill('A carpenter');
    await dialog.getByRole('textbox', { name: 'Link' }).fill('https://taskwell.dev');
    // The moment the status line first reads 'Completed', on the page's clock (Date.now, the same
    // system clock the server's log uses).
    await page.evaluate(() => {
      const seen = window as unknown as { __completedAt?: number };
      seen.__completedAt = undefined;
      const observer = new MutationObserver(() => {
        const line = [...document.querySelectorAll('[role="dialog"] p[role="status"]')].find(
          (element) => element.textContent === 'Completed',
        );
        if (line && seen.__completedAt === undefined) {
          seen.__completedAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Quote Card', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __completedAt?: number }).__completedAt !== undefined, {
      timeout: 60_000,
    });
    const shownAt = await page.evaluate(() => (window as unknown as { __completedAt: number }).__completedAt);
    const requestId = new URL(page.url()).searchParams.get('run') ?? '';
    runIds.push(requestId);
    const changes = (await (await fetch(`${api.controlUrl}/runs/${requestId}/changes`)).json()) as {
      status: string;
      at: number;
    }[];
    const writtenAt = changes.find((change) => change.status === 'COMPLETED')?.at;
    if (writtenAt === undefined) throw new Error(`run ${requestId} has no COMPLETED change on the server`);
    latencies.push(shownAt - writtenAt);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const streamed = runIds.filter((id) => {
    const counts = followed.get(id);
    return counts !== undefined && counts.events > 0 && counts.polls === 0;
  }).length;
  process.stdout.write(
    `status change on the server -> on screen, ${latencies.length} runs of Quote Card in Chromium\n` +
      `  p50 ${percentile(sorted, 50)} ms   p95 ${p95} ms   max ${sorted.at(-1)} ms   (budget p95 <= ${budgetMs} ms)\n` +
      `  followed on the event stream alone: ${streamed} of ${runIds.length} runs (the others were polled)\n`,
  );
  if (!(p95 <= budgetMs)) process.exitCode = 1;
} finally {
  await stack.stop();
}
