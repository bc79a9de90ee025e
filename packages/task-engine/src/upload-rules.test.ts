import { describe, expect, it } from 'vitest';
import { type CandidateFile, checkUpload, readHead, sniffContentType, uploadRules } from './upload-rules.ts';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpeg = [0xff, 0xd8, 0xff, 0xe0];
const webp = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
const pdf = [...'%PDF-1.7'].map((char) => char.charCodeAt(0));
const text = [...'Quarterly figures'].map((char) => char.charCodeAt(0));

const file = (name: string, type: string, size: number, head: number[]): CandidateFile => ({
  name,
  type,
  size,
  head: new Uint8Array(head),
});

describe('sniffContentType', () => {
  it.each([
    { head: png, want: 'image/png' },
    { head: jpeg, want: 'image/jpeg' },
    { head: webp, want: 'image/webp' },
    { head: pdf, want: 'application/pdf' },
    { head: text, want: undefined },
  ])('should read $want', ({ head, want }) => {
    expect(sniffContentType(new Uint8Array(head))).toBe(want);
  });
});

describe('checkUpload (spec §5, §9)', () => {
  it.each([
    {
      name: 'a text file',
      rule: 'text',
      files: [file('notes.txt', 'text/plain', 17, text)],
      want: { ok: true, contentType: 'text/plain' },
    },
    {
      name: 'markdown without a declared type',
      rule: 'text',
      files: [file('notes.md', '', 17, text)],
      want: { ok: true, contentType: 'text/markdown' },
    },
    {
      name: 'text at exactly 5242880 bytes',
      rule: 'text',
      files: [file('big.txt', 'text/plain', 5_242_880, text)],
      want: { ok: true, contentType: 'text/plain' },
    },
    {
      name: 'text one byte over',
      rule: 'text',
      files: [file('big.txt', 'text/plain', 5_242_881, text)],
      want: { ok: false, errors: ['File is larger than 5242880 bytes'] },
    },
    {
      name: 'a PNG named .txt as text',
      rule: 'text',
      files: [file('x.txt', 'text/plain', 100, png)],
      want: {
        ok: false,
        errors: ['File type must be one of text/plain, text/markdown, text/csv, text/html, application/json'],
      },
    },
    {
      name: 'an empty text file',
      rule: 'text',
      files: [file('e.txt', 'text/plain', 0, [])],
      want: { ok: false, errors: ['File is smaller than 1 bytes'] },
    },
    {
      name: 'two files',
      rule: 'text',
      files: [file('a.txt', 'text/plain', 1, text), file('b.txt', 'text/plain', 1, text)],
      want: { ok: false, errors: ['Too many files'] },
    },
    {
      name: 'a PNG image',
      rule: 'image',
      files: [file('a.png', 'image/png', 2048, png)],
      want: { ok: true, contentType: 'image/png' },
    },
    {
      name: 'a JPEG named .png',
      rule: 'image',
      files: [file('a.png', 'image/png', 2048, jpeg)],
      want: { ok: true, contentType: 'image/jpeg' },
    },
    {
      name: 'a WebP image',
      rule: 'image',
      files: [file('a.webp', '', 2048, webp)],
      want: { ok: true, contentType: 'image/webp' },
    },
    {
      name: 'text named .png',
      rule: 'image',
      files: [file('a.png', 'image/png', 17, text)],
      want: { ok: false, errors: ['File type must be one of image/png, image/jpeg, image/webp'] },
    },
    {
      name: 'an image over 5 MB',
      rule: 'image',
      files: [file('a.png', 'image/png', 5_242_881, png)],
      want: { ok: false, errors: ['File is larger than 5242880 bytes'] },
    },
    {
      name: 'a PDF of 50 MB',
      rule: 'pdf',
      files: [file('a.pdf', 'application/pdf', 52_428_800, pdf)],
      want: { ok: true, contentType: 'application/pdf' },
    },
    {
      name: 'a PDF over 50 MB',
      rule: 'pdf',
      files: [file('a.pdf', 'application/pdf', 52_428_801, pdf)],
      want: { ok: false, errors: ['File is larger than 52428800 bytes'] },
    },
    {
      name: 'a PNG named .pdf',
      rule: 'pdf',
      files: [file('a.pdf', 'application/pdf', 10, png)],
      want: { ok: false, errors: ['File type must be application/pdf'] },
    },
    {
      name: 'wrong type and too big',
      rule: 'pdf',
      files: [file('a.pdf', 'application/pdf', 52_428_801, png)],
      want: { ok: false, errors: ['File type must be application/pdf', 'File is larger than 52428800 bytes'] },
    },
  ] as const)('$name', ({ rule, files, want }) => {
    expect(checkUpload(files, uploadRules[rule])).toEqual(want);
  });
});

describe('readHead', () => {
  it('should read the first bytes of a blob', async () => {
    const head = await readHead(new Blob([new Uint8Array([...png, 1, 2, 3, 4, 5, 6, 7, 8])]), 8);
    expect([...head]).toEqual(png.slice(0, 8));
  });
});
