import { describe, expect, it } from 'vitest';
import { runningContext, runningLines } from './running-lines.ts';

const running = (pages: string[]) =>
  runningLines(pages).map((ranges, index) => ranges.map((range) => (pages[index] ?? '').slice(range.start, range.end)));

const topics = ['holidays', 'expenses', 'pensions', 'laptops'];
/** A page's own text: different words on every page, as a document's pages have. */
const body = (n: number) => {
  const topic = topics[(n - 1) % topics.length];
  return `This part is about ${topic}.\nAsk about ${topic} first.\nThe ${topic} rules end here.`;
};

describe('runningLines', () => {
  it.each([
    {
      name: 'a header and a numbered footer on every page',
      given: [1, 2, 3].map((n) => `Supplier Code of Conduct\n${body(n)}\nEdition 2026 - Page ${n} of 3`),
      want: [1, 2, 3].map((n) => ['Supplier Code of Conduct', `Edition 2026 - Page ${n} of 3`]),
    },
    {
      name: 'a header from page 2 on, and bare page numbers',
      given: [`Annual Report\n${body(1)}\n1`, `Annual Report 2025\n${body(2)}\n2`, `Annual Report 2025\n${body(3)}\n3`],
      want: [['1'], ['Annual Report 2025', '2'], ['Annual Report 2025', '3']],
    },
    {
      name: 'a contract reference line at the foot of half the pages',
      given: [
        `${body(1)}\nMSA No. BWL-2026-014 - Confidential`,
        `${body(2)}\nMSA No. BWL-2026-014 - Confidential`,
        body(3),
        body(4),
      ],
      want: [['MSA No. BWL-2026-014 - Confidential'], ['MSA No. BWL-2026-014 - Confidential'], [], []],
    },
    { name: 'one page', given: [`Handbook\n${body(1)}\n1`], want: [[]] },
    { name: 'one page with "Page 1 of 1"', given: [`${body(1)}\nPage 1 of 1`], want: [['Page 1 of 1']] },
    {
      name: 'a line repeated within each page (a pattern of the body, not a header)',
      given: [1, 2].map((n) => `Item ${n} is checked.\nItem ${n + 5} is checked.\n${body(n)}`),
      want: [[], []],
    },
    {
      name: 'the same line in the middle of the pages',
      given: [1, 2].map((n) => `${body(n)}\nShared middle line\n${body(n + 2)}`),
      want: [[], []],
    },
  ])('given $name', ({ given, want }) => {
    expect(running(given)).toEqual(want);
  });
});

describe('runningContext', () => {
  it('should give each running line once, without its numbers, page numbers aside', () => {
    const pages = [1, 2, 3].map((n) => `Supplier Code of Conduct\n${body(n)}\nEdition 2026 - Page ${n} of 3\n${n}`);
    expect(runningContext(pages, runningLines(pages))).toBe('Supplier Code of Conduct\nEdition - Page of');
  });
});
