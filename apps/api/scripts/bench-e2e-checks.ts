// The text checks of scripts/bench-e2e.ts's PostgreSQL flows (decision 188). A text result's
// inclusive-language check is made in the background after its run, and past a bound of waiting
// checks left to be made when a client asks: a round's API CPU per run holds as many checks as the
// checker kept up with, which differs from code to code and with the machine's load. These figures
// say how many that was, what one check costs, and so what a run costs without them and with all.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Measured } from './bench-e2e-drive.ts';

/** Checks kept, text results stored and runs completed in the database, now. */
async function counts(client: pg.Client, window?: Measured['window']) {
  const { rows } = await client.query<{ in_window: string; checks: string; texts: string; runs: string }>(
    `SELECT (SELECT count(*) FROM text_checks WHERE checked_at BETWEEN $1 AND $2) AS in_window,
      (SELECT count(*) FROM text_checks) AS checks,
      (SELECT count(*) FROM assets WHERE split_part(content_type, ';', 1) IN ('text/markdown', 'text/plain')) AS texts,
      (SELECT count(*) FROM runs WHERE status = 'COMPLETED') AS runs`,
    [new Date(window?.from ?? 0), new Date(window?.to ?? 0)],
  );
  const row = rows[0];
  return {
    inWindow: Number(row?.in_window ?? 0),
    checks: Number(row?.checks ?? 0),
    texts: Number(row?.texts ?? 0),
    runs: Number(row?.runs ?? 0),
  };
}

/**
 * Lines to print: the checks made in the window per run and the share of text results checked by
 * its end; then, with no run going, the checks still waiting are left to be made (until none is
 * made for 2 s, at most `drainSeconds`), and from the API's CPU meanwhile (less its idle CPU) the
 * CPU of one check, the window's CPU per run less its checks, and with each of a run's text
 * results checked. Code without text checks: one line saying so.
 */
export async function textCheckLines(options: {
  url: string;
  measured: Measured;
  apiCpuSeconds: () => number;
  idleMsPerSecond: number;
  drainSeconds: number;
}): Promise<string[]> {
  const { measured, apiCpuSeconds, idleMsPerSecond, drainSeconds } = options;
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    const atEnd = await counts(client, measured.window);
    const lines = [
      `text checks made in the window: ${(atEnd.inWindow / measured.count).toFixed(2)} per run; by the window's end ${atEnd.checks} of ${atEnd.texts} text results checked (${((100 * atEnd.checks) / Math.max(1, atEnd.texts)).toFixed(0)} %)`,
    ];
    if (!(drainSeconds > 0)) return lines;
    const began = { cpu: apiCpuSeconds(), at: performance.now(), checks: atEnd.checks };
    let last = { checks: atEnd.checks, at: performance.now(), cpu: began.cpu };
    while (performance.now() - began.at < drainSeconds * 1000) {
      await sleep(500);
      const now = await counts(client);
      if (now.checks !== last.checks) last = { checks: now.checks, at: performance.now(), cpu: apiCpuSeconds() };
      else if (performance.now() - last.at >= 2000) break;
    }
    const made = last.checks - began.checks;
    const seconds = (last.at - began.at) / 1000;
    if (made < 20) return [...lines, `after the window: ${made} more checks, too few to price one`];
    const perCheck = ((last.cpu - began.cpu) * 1000 - idleMsPerSecond * seconds) / made;
    const texts = atEnd.texts / Math.max(1, atEnd.runs);
    const less = measured.cpuPerRun.server - (atEnd.inWindow / measured.count) * perCheck;
    return [
      ...lines,
      `after the window: ${made} more checks in ${seconds.toFixed(1)} s, API CPU ${perCheck.toFixed(2)} ms a check (net of idle); API CPU per run less the window's checks ${less.toFixed(2)} ms, with each of its ${texts.toFixed(2)} text results checked ${(less + texts * perCheck).toFixed(2)} ms`,
    ];
  } catch (error) {
    return [`text checks: none read (${error instanceof Error ? error.message : String(error)})`];
  } finally {
    await client.end();
  }
}
