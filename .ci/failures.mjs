// Prints what failed in a CI run, from the check's own output (kept by .ci/run): the failed tests'
// reports of each vitest run and each Playwright run, so that the end of the output names the test
// and its error even when the runs of several tasks are interleaved above it.
// Usage: node .ci/failures.mjs <log file>
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let text = '';
try {
  text = readFileSync(file, 'utf8');
} catch {
  console.log(`No output was kept (${file}).`);
  process.exit(0);
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are removed
const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
/** A turbo task's prefix ("@taskwell/api:test:"), so that one task's lines are followed alone. */
const prefixOf = (line) => /^(@[\w-]+\/[\w-]+:[\w:-]+?):\s/.exec(line)?.[1] ?? '';

// A report longer than this shows its head and its tail: a test's place and code frame come
// after the page it printed (a DOM of hundreds of lines), so the tail is kept too.
const perSection = 80;
const readAtMost = 5000;
const shown = [];
for (let index = 0; index < lines.length; index += 1) {
  const line = lines[index];
  // vitest: "⎯⎯ Failed Tests 2 ⎯⎯" (or Failed Suites, Unhandled Errors) up to the summary.
  // Playwright: "  1) [chromium] › tests/…" up to the next report or the summary.
  const vitest = /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) \d*\s*⎯/.test(line);
  const playwright = /^\S*\s+\d+\) \[chromium\] ›/.test(line);
  if (!vitest && !playwright) continue;
  const prefix = prefixOf(line);
  const section = [line];
  for (let next = index + 1; next < lines.length && section.length < readAtMost; next += 1) {
    const candidate = lines[next];
    if (prefixOf(candidate) !== prefix) continue;
    if (vitest && /Test Files\s/.test(candidate)) break;
    if (playwright && (/^\S*\s+\d+\) \[chromium\] ›/.test(candidate) || /\d+ (failed|passed|flaky)/.test(candidate)))
      break;
    section.push(candidate);
  }
  const half = perSection / 2;
  const kept =
    section.length <= perSection
      ? section
      : [...section.slice(0, half), `… ${section.length - perSection} lines left out …`, ...section.slice(-half)];
  shown.push(kept.join('\n'));
}
console.log(shown.length === 0 ? 'No failed test report in the output.' : shown.join('\n\n'));
