import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfsReadInWorkers } from './pdf-reader-pool.ts';
import { pdfTextService } from './pdf-text.ts';
import { ServiceError, textOf } from './service.ts';
import { serviceContext } from './service-test-values.ts';

/** A real PDF made for the test: one page per list of lines, drawn in Helvetica. */
async function makePdf(pages: string[][], options: { drawing?: boolean } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font });
    });
    if (options.drawing) page.drawRectangle({ x: 100, y: 100, width: 300, height: 200, borderWidth: 4 });
  }
  return Buffer.from(await pdf.save());
}

function read(bytes: Buffer, signal?: AbortSignal) {
  return pdfTextService.run(
    { pdf: { contentType: 'application/pdf', bytes, fileName: 'q3.pdf' } },
    serviceContext({}, signal),
  );
}

describe('pdf.text', () => {
  it('given a two-page PDF should give back its text, page by page', async () => {
    const bytes = await makePdf([
      ['Quarterly report', 'Revenue grew by 12% in the third quarter.'],
      ['Outlook: hiring *two* engineers & one designer.'],
    ]);
    const output = await read(bytes);
    expect(output.contentType).toBe('text/markdown');
    expect(output.source).toBe('q3.pdf');
    expect(output.facts).toMatchObject({ pages: 2, pagesRead: 2, pagesWithText: 2 });
    expect(textOf(output)).toBe(
      'Quarterly report\nRevenue grew by 12% in the third quarter.\n\n---\n\nOutlook: hiring \\*two\\* engineers & one designer.\n',
    );
  });

  it('given a PDF with a blank page between should skip the blank one', async () => {
    const output = await read(await makePdf([['First page.'], [], ['Third page.']]));
    expect(output.facts).toMatchObject({ pages: 3, pagesWithText: 2 });
    expect(textOf(output)).toBe('First page.\n\n---\n\nThird page.\n');
  });

  it('given a PDF with only drawings should say it has no text layer', async () => {
    const failure = await read(await makePdf([[], []], { drawing: true })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as Error).message).toMatch(/^This PDF has no text layer \(it may be a scan/);
  });

  it.each([
    { name: 'text', bytes: Buffer.from('just some text, not a PDF') },
    { name: 'a cut PDF', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<') },
  ])('given $name should say it is not a readable PDF', async ({ bytes }) => {
    await expect(read(bytes)).rejects.toThrow('This file is not a PDF that can be read (it may be damaged).');
  });

  it('given an aborted signal should stop with its reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('run abandoned'));
    await expect(read(await makePdf([['Hello']]), controller.signal)).rejects.toThrow('run abandoned');
  });

  it('should read the PDF in a worker thread, not on the event loop (decision 142)', async () => {
    const before = pdfsReadInWorkers();
    const output = await read(await makePdf([['Read elsewhere.']]));
    expect(textOf(output)).toContain('Read elsewhere.');
    expect(pdfsReadInWorkers()).toBe(before + 1);
  });

  it('given an abort while a long PDF is read should stop with its reason', async () => {
    const long = await makePdf(Array.from({ length: 300 }, (_, page) => [`Page ${page + 1} of a long report.`]));
    const controller = new AbortController();
    const reading = read(long, controller.signal);
    controller.abort(new Error('run abandoned while reading'));
    await expect(reading).rejects.toThrow('run abandoned while reading');
  });

  it('should leave the caller its bytes', async () => {
    const bytes = await makePdf([['Kept.']]);
    await read(bytes);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('pdf.text reading the layout', () => {
  /** A one-page PDF of lines drawn at the sizes and heights given. */
  async function laidOut(lines: { text: string; size: number; y: number }[]): Promise<Buffer> {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    for (const line of lines) page.drawText(line.text, { x: 50, y: line.y, size: line.size, font });
    return Buffer.from(await pdf.save());
  }

  it('given a title set larger than the text should make it a heading, apart from the first sentence', async () => {
    const output = await read(
      await laidOut([
        { text: 'Supplier policy 2027', size: 18, y: 780 },
        { text: 'From January every supplier signs our code of conduct.', size: 11, y: 744 },
        { text: 'Invoices are paid within thirty days of delivery.', size: 11, y: 722 },
      ]),
    );
    expect(textOf(output)).toBe(
      '## Supplier policy 2027\n\nFrom January every supplier signs our code of conduct.\nInvoices are paid within thirty days of delivery.\n',
    );
  });

  it('given a wide gap between lines should start a new paragraph there', async () => {
    const output = await read(
      await laidOut([
        { text: 'Orders above ten thousand euros need two quotes.', size: 11, y: 780 },
        { text: 'Prices stay fair for everyone.', size: 11, y: 766 },
        { text: 'The purchasing team trains every buyer.', size: 11, y: 730 },
        { text: 'Training ends before the year does.', size: 11, y: 716 },
      ]),
    );
    expect(textOf(output)).toBe(
      'Orders above ten thousand euros need two quotes.\nPrices stay fair for everyone.\n\nThe purchasing team trains every buyer.\nTraining ends before the year does.\n',
    );
  });
});
