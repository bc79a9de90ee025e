// `node scripts/tree-cpu.mjs [--cwd DIR] -- <command…>`: runs a command and prints the CPU of its whole
// process tree, sampled, by kind of process (decisions 196 and 204).
//
// `/usr/bin/time` counts only the processes its command waits for; Chromium's renderers are reaped by
// its zygote and escape it. This reads `/proc/<pid>/stat` (utime + stime) of every process under the
// command twice a second and keeps each process's last reading, so a process that ends between two
// readings loses at most half a second of its CPU. A process stays counted once seen under the command,
// even if it is moved to another parent. Prints the wall time, `nproc` and the load average at the
// start and the end, the exit code, and the CPU seconds per kind (Chromium's renderer, browser, GPU,
// utility and zygote processes; Playwright's runner and workers; the harness's servers; PostgreSQL).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const cwdIndex = args.indexOf('--cwd');
const cwd = cwdIndex >= 0 && cwdIndex < dashes ? args[cwdIndex + 1] : process.cwd();
const command = args.slice(dashes + 1);
if (dashes < 0 || command.length === 0) {
  console.error('usage: node scripts/tree-cpu.mjs [--cwd DIR] -- <command…>');
  process.exit(2);
}
const ticksPerSecond = 100;

/** Reads one process's stat line; undefined once it has gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15, starttime 22.
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] };
  } catch {
    return undefined;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** The kind a process is counted under, from its command line. */
function kind(line) {
  if (/chrom/.test(line)) {
    const type = /--type=([\w-]+)/.exec(line)?.[1];
    if (!type) return 'chromium browser';
    if (type === 'utility') return 'chromium utility';
    return `chromium ${type}`;
  }
  if (/postgres|pg_ctl|initdb/.test(line)) return 'postgresql';
  if (/e2e-host|api/.test(line) && /node/.test(line) && !/playwright/.test(line)) return 'servers and stand-ins';
  if (/playwright/.test(line) && /workerMain|worker/.test(line)) return 'playwright workers';
  if (/playwright/.test(line)) return 'playwright runner';
  if (/node/.test(line)) return 'servers and stand-ins';
  return 'other';
}

const seen = new Map(); // `${pid}:${start}` → { ticks, kind }
const members = new Set(); // pids under the command

function sample(rootPid) {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) all.set(Number(name), s);
  }
  for (const [pid, s] of all) {
    let under = pid === rootPid || members.has(pid);
    for (let p = s.ppid, hops = 0; !under && p > 1 && hops < 64; hops++) {
      if (p === rootPid || members.has(p)) under = true;
      p = all.get(p)?.ppid ?? 0;
    }
    if (!under) continue;
    members.add(pid);
    const key = `${pid}:${s.start}`;
    const known = seen.get(key);
    if (!known) seen.set(key, { ticks: s.ticks, kind: kind(cmdline(pid)) });
    else {
      known.ticks = Math.max(known.ticks, s.ticks);
      // A renderer forked by the zygote carries the zygote's command line until it renames itself.
      if (known.kind === 'chromium zygote') known.kind = kind(cmdline(pid));
    }
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const started = Date.now();
const startLoad = load();
const child = spawn(command[0], command.slice(1), { cwd, stdio: 'inherit' });
const timer = setInterval(() => sample(child.pid), 500);
child.on('exit', (code, signal) => {
  clearInterval(timer);
  const byKind = new Map();
  for (const { ticks, kind: k } of seen.values()) byKind.set(k, (byKind.get(k) ?? 0) + ticks / ticksPerSecond);
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  console.log(`\n[tree-cpu] ${command.join(' ')}`);
  console.log(
    `[tree-cpu] exit ${code ?? signal}, wall ${((Date.now() - started) / 1000).toFixed(1)} s, nproc ${availableParallelism()}, load ${startLoad} → ${load()}`,
  );
  for (const [k, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) {
    console.log(`[tree-cpu]   ${k.padEnd(24)} ${seconds.toFixed(1)} CPU s`);
  }
  console.log(`[tree-cpu] total sampled ${total.toFixed(1)} CPU s over ${seen.size} processes`);
  process.exit(code ?? 1);
});
