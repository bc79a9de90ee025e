import { describe, expect, it } from 'vitest';
import { checkKnowledgeUpload } from './knowledge-upload-rule.ts';
import type { CandidateFile } from './upload-rules.ts';

const bytes = (text: string) => [...text].map((char) => char.charCodeAt(0));
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const pdf = bytes('%PDF-1.7\n');
const text = bytes('Travel is booked three weeks ahead.');

const file = (name: string, type: string, size: number, head: number[]): CandidateFile => ({
  name,
  type,
  size,
  head: new Uint8Array(head),
});

describe('checkKnowledgeUpload (issue 28)', () => {
  it.each([
    { given: 'a plain text file', file: file('policy.txt', 'text/plain', 35, text), want: 'text/plain' },
    { given: 'Markdown told by its name', file: file('policy.md', '', 35, text), want: 'text/markdown' },
    { given: 'Markdown declared', file: file('notes', 'text/markdown', 35, text), want: 'text/markdown' },
    { given: 'a PDF', file: file('policy.pdf', 'application/pdf', 9, pdf), want: 'application/pdf' },
    { given: 'a PDF named as text', file: file('policy.txt', 'text/plain', 9, pdf), want: 'application/pdf' },
    { given: 'a PDF of exactly 50 MB', file: file('big.pdf', '', 52_428_800, pdf), want: 'application/pdf' },
    { given: 'text of exactly 5 MB', file: file('big.txt', 'text/plain', 5_242_880, text), want: 'text/plain' },
  ])('given $given, should keep it as $want', ({ file: candidate, want }) => {
    expect(checkKnowledgeUpload(candidate)).toEqual({ ok: true, contentType: want });
  });

  it.each([
    {
      given: 'a PNG named as a PDF',
      file: file('scan.pdf', 'application/pdf', 12, png),
      want: { problem: 'type', message: 'This file is not text, Markdown or PDF. Choose a .txt, .md or .pdf file.' },
    },
    {
      given: 'a CSV (text, but not a document)',
      file: file('figures.csv', 'text/csv', 35, text),
      want: { problem: 'type', message: 'This file is not text, Markdown or PDF. Choose a .txt, .md or .pdf file.' },
    },
    {
      given: 'text one byte over 5 MB',
      file: file('big.txt', 'text/plain', 5_242_881, text),
      want: { problem: 'size', message: 'A text or Markdown file can be up to 5 MB; this one is just over 5 MB.' },
    },
    {
      given: 'a PDF of 60 MB',
      file: file('big.pdf', 'application/pdf', 62_914_560, pdf),
      want: { problem: 'size', message: 'A PDF can be up to 50 MB; this one is 60 MB.' },
    },
    {
      given: 'an empty file',
      file: file('empty.txt', 'text/plain', 0, []),
      want: { problem: 'empty', message: 'This file is empty. Choose a file with text in it.' },
    },
  ])('given $given, should refuse it ($want.problem)', ({ file: candidate, want }) => {
    expect(checkKnowledgeUpload(candidate)).toEqual({ ok: false, ...want });
  });
});
