// Prints the per-file CPU table a run with TASKWELL_FILE_CPU=<file> wrote (src/testing/file-cpu-report.ts),
// largest first: `pnpm exec tsx scripts/file-cpu-table.ts <file> [top]`.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Line {
  file: string;
  own: number;
  children: number;
  server: number;
  serverAt: [number, number];
  wall: number;
}
const [path, topArg] = process.argv.slice(2);
if (!path) {
  process.stderr.write('usage: tsx scripts/file-cpu-table.ts <jsonl> [top]\n');
  process.exit(2);
}
const lines = readFileSync(path, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((text) => JSON.parse(text) as Line);
const top = Number(topArg ?? lines.length);
const cost = (line: Line) => line.own + line.children;
lines.sort((a, b) => cost(b) - cost(a));
const pad = (value: number) => value.toFixed(1).padStart(7);
process.stdout.write(
  `${'CPU s'.padStart(7)} ${'own'.padStart(7)} ${'child'.padStart(7)} ${'server'.padStart(7)}  file\n`,
);
for (const line of lines.slice(0, top)) {
  process.stdout.write(
    `${pad(cost(line))} ${pad(line.own)} ${pad(line.children)} ${pad(line.server)}  ${relative(process.cwd(), line.file)}\n`,
  );
}
const sum = (pick: (line: Line) => number) => lines.reduce((total, line) => total + pick(line), 0);
const first = Math.min(...lines.map((line) => line.serverAt[0]));
const last = Math.max(...lines.map((line) => line.serverAt[1]));
process.stdout.write(
  `files ${lines.length}: workers + children ${sum(cost).toFixed(1)} CPU s (own ${sum((l) => l.own).toFixed(1)}, children ${sum((l) => l.children).toFixed(1)}); server, first to last reading ${(last - first).toFixed(1)} CPU s\n`,
);
