// `TASKWELL_FILE_CPU=<file>` writes, for each test file, the CPU it cost to that file (one JSON line a
// test file): the worker's own user + sys from `process.cpuUsage()`, the processes it started and
// reaped (`/proc/self/stat`'s cutime + cstime), and, in the PostgreSQL run, the throwaway server's
// (its postmaster with its reaped and live backends). Two workers share the server, so a file's
// server figure includes the other worker's work in the same seconds; the run's total is the last
// reading less the first. `pnpm exec tsx scripts/file-cpu-table.ts <file>` prints the sorted table.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll } from 'vitest';

const output = process.env.TASKWELL_FILE_CPU;
const ticks = 100; // USER_HZ on Linux

function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Seconds of CPU of the processes this one started and reaped. */
function reapedChildren(): number {
  const fields = statFields('self');
  if (!fields) return 0;
  return (Number(fields[13]) + Number(fields[14])) / ticks;
}

/** The postmaster listening on TEST_DATABASE_URL's port, found by its command line. */
function postmaster(): number | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const port = new URL(url).port;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('postgres') && args.includes('-p') && args[args.indexOf('-p') + 1] === port) {
        return Number(entry);
      }
    } catch {}
  }
  return undefined;
}

/** Seconds of CPU of the server so far: the postmaster, its reaped backends and its live ones. */
function serverCpu(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const own = statFields(pid);
  if (!own) return 0;
  let sum = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === pid) sum += Number(fields[11]) + Number(fields[12]);
  }
  return sum / ticks;
}

if (output) {
  const server = postmaster();
  // Read when the file's setup runs, before its modules are imported: their loading is the file's too.
  const start = { own: process.cpuUsage(), children: reapedChildren(), server: serverCpu(server), at: Date.now() };
  // vitest passes the file's suite second; its first argument must be a destructured context.
  // biome-ignore lint/correctness/noEmptyPattern: the context is not needed
  afterAll(({}, suite) => {
    const own = process.cpuUsage(start.own);
    const serverNow = serverCpu(server);
    const line = {
      file: suite.file?.filepath ?? suite.name,
      own: (own.user + own.system) / 1e6,
      children: reapedChildren() - start.children,
      server: serverNow - start.server,
      serverAt: [start.server, serverNow],
      wall: (Date.now() - start.at) / 1000,
      pid: process.pid,
    };
    appendFileSync(output, `${JSON.stringify(line)}\n`);
  });
}
