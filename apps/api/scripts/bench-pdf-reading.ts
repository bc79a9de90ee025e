// Reading PDFs off the event loop (decision 142, issue 43 acceptance 6). The same PDFs (24 of 40
// pages of prose, made with pdf-lib) are read four at a time twice in one run: first on the event
// loop, as before the change (the worker's own function called in this thread: the anchor), then
// through `readPdfLayouts`, which reads them in the PDF reader's worker threads. For each, the
// time to read them all and the event loop's delay meanwhile (perf_hooks.monitorEventLoopDelay:
// how late a timer of this thread runs, which is how late every other API call is answered).
// `pnpm --filter @taskwell/api bench:pdf-reading`
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPdfLayouts } from '../src/services/pdf-text.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const documents = 24;
const pagesEach = 40;
const atOnce = 4;

async function pdfOf(number: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pagesEach; page += 1) {
    const drawn = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) {
      drawn.drawText(
        `Report ${number}, page ${page}, line ${line + 1}: the warehouse shipped ${(page * 37 + line) % 900} parcels on time.`,
        { x: 48, y: 800 - line * 18, size: 10, font },
      );
    }
  }
  return pdf.save();
}

async function measured(label: string, read: (bytes: Uint8Array) => Promise<unknown>, pdfs: readonly Uint8Array[]) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < pdfs.length) {
        const pdf = pdfs[next];
        next += 1;
        if (pdf) await read(pdf);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  print(
    `  ${label.padEnd(40)} ${seconds.toFixed(1)} s; event loop delay p50 ${ms(delay.percentile(50))} ms, p95 ${ms(delay.percentile(95))} ms, max ${ms(delay.max)} ms`,
  );
}

print(`nproc ${availableParallelism()}, load average ${load()}`);
const pdfs = await Promise.all(Array.from({ length: documents }, (_, index) => pdfOf(index + 1)));
print(`${documents} PDFs of ${pagesEach} pages, ${atOnce} read at once:`);
// @ts-expect-error the worker's file is plain JavaScript without types
const { default: readInThisThread } = await import('../src/services/pdf-reader-worker.mjs');
const inThread = readInThisThread as (task: { bytes: Uint8Array; maxPages: number }) => Promise<unknown>;
await measured(
  'anchor: on the event loop (before)',
  (bytes) => inThread({ bytes: new Uint8Array(bytes), maxPages: 500 }),
  pdfs,
);
await measured(
  'readPdfLayouts: in worker threads',
  (bytes) => readPdfLayouts(bytes, new AbortController().signal),
  pdfs,
);
print(`load average ${load()}`);
