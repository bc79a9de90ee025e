import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import type { Element, Nodes as HtmlNodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { writeResultDocument } from './result-document.ts';

// Issue 40, acceptance 5: a markdown result with headings, a table and a list, written as DOCX,
// PDF and HTML, is opened by a reader that is not ours (the DOCX's zip by fflate and its XML by
// fast-xml-parser, the PDF by pdf.js, the HTML by hast-util-from-html's parse5) and holds the
// same words and the table's cells, with the run's name and date in the document's properties.

const markdown = [
  '# Quarterly review',
  '',
  'Revenue grew in **every region**, see [the report](https://example.com/report).',
  '',
  '## Figures',
  '',
  '| Region | Revenue | Growth |',
  '| --- | --- | --- |',
  '| North | 1200 | 4% |',
  '| South | 950 | 7% |',
  '',
  '## Next steps',
  '',
  '- Hire two engineers',
  '- Open the Lyon office',
  '  1. Sign the lease',
  '',
  '> Keep costs flat.',
].join('\n');

const properties = { title: 'Board pack', created: new Date('2026-03-04T05:06:07Z') };
const cells = ['Region', 'Revenue', 'Growth', 'North', '1200', '4%', 'South', '950', '7%'];
/** The words of the result's prose, as a reader should find them. */
const words = [
  'Quarterly review',
  'Revenue grew in every region, see the report.',
  'Figures',
  'Next steps',
  'Hire two engineers',
  'Open the Lyon office',
  'Sign the lease',
  'Keep costs flat.',
];

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

type XmlNode = Record<string, unknown>;

/** The elements named `tag` of a tree parsed with `preserveOrder`, each as its node (children and attributes). */
function xmlElements(nodes: unknown, tag: string, into: XmlNode[] = []): XmlNode[] {
  if (!Array.isArray(nodes)) return into;
  for (const node of nodes as XmlNode[]) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ':@' || key === '#text') continue;
      if (key === tag) into.push(node);
      xmlElements(value, tag, into);
    }
  }
  return into;
}

/** The text of each element named `tag` (`w:t`, `dc:title`). */
const xmlTexts = (nodes: unknown, tag: string) =>
  xmlElements(nodes, tag).map((node) =>
    ((node[tag] as XmlNode[]) ?? []).map((child) => String(child['#text'] ?? '')).join(''),
  );

/** The attribute `name` of each element named `tag`. */
const xmlAttributes = (nodes: unknown, tag: string, name: string) =>
  xmlElements(nodes, tag).map((node) => (node[':@'] as Record<string, unknown> | undefined)?.[`@_${name}`]);

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, trimValues: false });

async function pdfText(bytes: Buffer): Promise<{ text: string; title: unknown; created: unknown }> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false });
  try {
    const pdf = await task.promise;
    const parts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
    }
    const { info } = await pdf.getMetadata();
    const fields = info as { Title?: unknown; CreationDate?: unknown };
    return { text: parts.join(''), title: fields.Title, created: fields.CreationDate };
  } finally {
    await task.destroy();
  }
}

function htmlText(node: HtmlNodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(htmlText).join(' ') : '';
}

function elements(node: HtmlNodes, tag: string, into: Element[] = []): Element[] {
  if (node.type === 'element' && node.tagName === tag) into.push(node);
  if ('children' in node) for (const child of node.children) elements(child, tag, into);
  return into;
}

describe('a markdown result with headings, a table and a list', () => {
  it('as DOCX: its XML should hold the words, the cells as a table, the headings as headings and the properties', async () => {
    const document = await writeResultDocument({ markdown, format: 'docx', resultName: 'Review', properties });
    expect(document.fileName).toBe('review.docx');
    const files = unzipSync(new Uint8Array(document.bytes));
    const body = parser.parse(strFromU8(files['word/document.xml'] as Uint8Array));
    const text = squash(xmlTexts(body, 'w:t').join(' ')).replaceAll(' ,', ',').replaceAll(' .', '.');
    for (const phrase of words) expect(text).toContain(phrase);
    const tables = xmlElements(body, 'w:tbl');
    expect(tables).toHaveLength(1);
    const rows = xmlElements(tables[0]?.['w:tbl'], 'w:tr').map((row) =>
      xmlElements(row['w:tr'], 'w:tc').map((cell) => xmlTexts(cell['w:tc'], 'w:t').join('')),
    );
    expect(rows.flat()).toEqual(cells);
    expect(rows.map((row) => row.length)).toEqual([3, 3, 3]);
    const styles = xmlAttributes(body, 'w:pStyle', 'w:val');
    expect(styles.filter((style) => String(style).startsWith('Heading'))).toEqual(['Heading1', 'Heading2', 'Heading2']);
    // The three list items are numbered paragraphs: two bullets and one numbered below them.
    expect(xmlElements(body, 'w:numPr')).toHaveLength(3);
    const core = parser.parse(strFromU8(files['docProps/core.xml'] as Uint8Array));
    expect(xmlTexts(core, 'dc:title')).toEqual(['Board pack']);
    expect(xmlTexts(core, 'dcterms:created')).toEqual(['2026-03-04T05:06:07Z']);
  });

  it('as PDF: pdf.js should read the words, every cell, the title and the creation date', async () => {
    const document = await writeResultDocument({ markdown, format: 'pdf', resultName: 'Review', properties });
    expect(document.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = await pdfText(document.bytes);
    const text = squash(read.text);
    for (const phrase of words) expect(text).toContain(phrase);
    for (const cell of cells) expect(text).toContain(cell);
    // The table's cells in reading order: the header, then each row.
    expect(text).toContain('Region Revenue Growth');
    expect(text).toMatch(/North\s*1200\s*4%\s*South\s*950\s*7%/);
    expect(read.title).toBe('Board pack');
    expect(String(read.created)).toMatch(/^D:20260304050607/);
  });

  it('as HTML: parse5 should find the words, a table of the cells, headings, a list and the title', async () => {
    const document = await writeResultDocument({ markdown, format: 'html', resultName: 'Review', properties });
    expect(document.contentType).toBe('text/html; charset=utf-8');
    const tree = fromHtml(document.bytes.toString('utf8'));
    const text = squash(htmlText(tree)).replaceAll(' ,', ',').replaceAll(' .', '.');
    for (const phrase of words) expect(text).toContain(phrase);
    const tableCells = [...elements(tree, 'th'), ...elements(tree, 'td')].map((cell) => squash(htmlText(cell)));
    expect(tableCells).toEqual(cells);
    expect(elements(tree, 'h1').map((node) => squash(htmlText(node)))).toEqual(['Quarterly review']);
    expect(elements(tree, 'li')).toHaveLength(3);
    expect(elements(tree, 'a')[0]?.properties.href).toBe('https://example.com/report');
    expect(elements(tree, 'title').map((node) => htmlText(node))).toEqual(['Board pack']);
    const created = elements(tree, 'meta').find((node) => node.properties.name === 'dcterms.created');
    expect(created?.properties.content).toBe('2026-03-04T05:06:07.000Z');
  });

  it('as plain text and as Markdown: the words and the cells, the Markdown as it was', async () => {
    const plain = await writeResultDocument({ markdown, format: 'txt', resultName: 'Review', properties });
    const text = plain.bytes.toString('utf8');
    for (const phrase of words) expect(squash(text)).toContain(phrase);
    expect(text).toContain('| North | 1200 | 4% |');
    const same = await writeResultDocument({ markdown, format: 'markdown', resultName: 'Review', properties });
    expect(same.bytes.toString('utf8')).toBe(markdown);
  });

  it('should drop raw HTML from a page rather than run it', async () => {
    const document = await writeResultDocument({
      markdown: 'Hello <script>alert(1)</script> there',
      format: 'html',
      resultName: 'x',
      properties,
    });
    expect(elements(fromHtml(document.bytes.toString('utf8')), 'script')).toEqual([]);
  });
});
