import { describe, expect, it } from 'vitest';
import {
  type CandidateFile,
  checkDeclaredUpload,
  checkUpload,
  logoUploadRule,
  looksLikeText,
  readHead,
  sniffContentType,
  uploadRuleForType,
  uploadRules,
} from './upload-rules.ts';

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
      want: { ok: false, errors: ['File is larger than 5 MB'] },
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
      want: { ok: false, errors: ['File is smaller than 1 byte'] },
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
      want: { ok: false, errors: ['File is larger than 5 MB'] },
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
      want: { ok: false, errors: ['File is larger than 50 MB'] },
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
      want: { ok: false, errors: ['File type must be application/pdf', 'File is larger than 50 MB'] },
    },
  ] as const)('$name', ({ rule, files, want }) => {
    expect(checkUpload(files, uploadRules[rule])).toEqual(want);
  });
});

describe("logoUploadRule (issue 26: an organization's logo)", () => {
  const typeMessage = 'File type must be one of image/png, image/jpeg, image/webp';
  it.each([
    {
      given: 'a PNG at exactly 512 KB',
      files: [file('logo.png', 'image/png', 524_288, png)],
      want: { ok: true, contentType: 'image/png' },
    },
    {
      given: 'a JPEG named a PNG',
      files: [file('logo.png', 'image/png', 900, jpeg)],
      want: { ok: true, contentType: 'image/jpeg' },
    },
    { given: 'a WebP image', files: [file('logo.webp', '', 900, webp)], want: { ok: true, contentType: 'image/webp' } },
    {
      given: 'a PNG one byte over 512 KB',
      files: [file('logo.png', 'image/png', 524_289, png)],
      want: { ok: false, errors: ['File is larger than 512 KB'] },
    },
    {
      given: 'an SVG',
      files: [
        file(
          'logo.svg',
          'image/svg+xml',
          60,
          [...'<svg/>'].map((char) => char.charCodeAt(0)),
        ),
      ],
      want: { ok: false, errors: [typeMessage] },
    },
    {
      given: 'a PDF',
      files: [file('logo.pdf', 'application/pdf', 900, pdf)],
      want: { ok: false, errors: [typeMessage] },
    },
  ])('given $given should answer $want', ({ files, want }) => {
    expect(checkUpload(files, logoUploadRule)).toEqual(want);
  });
});

describe('looksLikeText', () => {
  it.each([
    { given: 'ASCII', head: text, want: true },
    { given: 'UTF-8 with accents', head: [...new TextEncoder().encode('Füchse à Lyon')], want: true },
    { given: 'a sequence cut by the end of the head', head: [0x48, 0x69, 0xe2, 0x82], want: true },
    { given: 'a NUL byte', head: [0x48, 0, 0x69], want: false },
    { given: 'a lone continuation byte', head: [0x48, 0x80], want: false },
    { given: 'bytes that are never UTF-8', head: [0x48, 0x69, 0xff, 0xfe, 0x21], want: false },
    { given: 'an overlong form', head: [0xc0, 0xaf], want: false },
    { given: 'a surrogate', head: [0xed, 0xa0, 0x80], want: false },
  ])('given $given should say $want', ({ head, want }) => {
    expect(looksLikeText(new Uint8Array(head))).toBe(want);
  });
});

describe('uploadRuleForType', () => {
  it.each([
    { given: 'text/plain; charset=utf-8', want: 'text' },
    { given: 'text/x-python', want: 'text' },
    { given: 'application/json', want: 'text' },
    { given: 'image/png', want: 'image' },
    { given: 'image/svg+xml', want: 'image' },
    { given: 'application/pdf', want: 'pdf' },
    { given: 'application/zip', want: undefined },
    { given: 'application/octet-stream', want: undefined },
  ])('given $given should name the $want rule', ({ given, want }) => {
    expect(uploadRuleForType(given)?.kind).toBe(want);
  });
});

describe('checkDeclaredUpload (the asset upload call)', () => {
  it.each([
    {
      name: 'a PNG declared as PNG',
      given: file('a.png', 'image/png', 100, png),
      want: { ok: true, contentType: 'image/png' },
    },
    {
      name: 'a JPEG declared as PNG',
      given: file('a.png', 'image/png', 100, jpeg),
      want: { ok: true, contentType: 'image/jpeg' },
    },
    {
      name: 'a PNG declared as PDF',
      given: file('a.pdf', 'application/pdf', 100, png),
      want: { ok: false, errors: ['File type must be application/pdf'] },
    },
    {
      name: 'HTML declared as PNG',
      given: file(
        'a.png',
        'image/png',
        100,
        [...'<p>hi</p>'].map((char) => char.charCodeAt(0)),
      ),
      want: { ok: false, errors: ['File type must be one of image/png, image/jpeg, image/webp'] },
    },
    {
      name: 'HTML declared as HTML',
      given: file(
        'a.html',
        'text/html',
        9,
        [...'<p>hi</p>'].map((char) => char.charCodeAt(0)),
      ),
      want: { ok: true, contentType: 'text/html' },
    },
    {
      name: 'JSON declared as JSON',
      given: file('a.json', 'application/json', 2, [0x7b, 0x7d]),
      want: { ok: true, contentType: 'application/json' },
    },
    {
      name: 'a PDF declared as bytes',
      given: file('a.bin', 'application/octet-stream', 100, pdf),
      want: { ok: true, contentType: 'application/pdf' },
    },
    {
      name: 'text declared as bytes',
      given: file('notes', 'application/octet-stream', 17, text),
      want: { ok: true, contentType: 'text/plain' },
    },
    {
      name: 'a ZIP declared as bytes',
      given: file('a.zip', 'application/octet-stream', 10, [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
      want: {
        ok: false,
        errors: [
          'File type must be one of text/plain, text/markdown, text/csv, text/html, application/json, image/png, image/jpeg, image/webp, application/pdf',
        ],
      },
    },
    {
      name: 'a PDF declared as a ZIP',
      given: file('a.zip', 'application/zip', 100, pdf),
      want: {
        ok: false,
        errors: [
          'File type must be one of text/plain, text/markdown, text/csv, text/html, application/json, image/png, image/jpeg, image/webp, application/pdf',
        ],
      },
    },
    {
      name: 'an image over 5 MB',
      given: file('a.png', 'image/png', 5_242_881, png),
      want: { ok: false, errors: ['File is larger than 5 MB'] },
    },
  ])('$name', ({ given, want }) => {
    expect(checkDeclaredUpload(given)).toEqual(want);
  });
});

describe('readHead', () => {
  it('should read the first bytes of a blob', async () => {
    const head = await readHead(new Blob([new Uint8Array([...png, 1, 2, 3, 4, 5, 6, 7, 8])]), 8);
    expect([...head]).toEqual(png.slice(0, 8));
  });

  it('given a blob shorter than asked should read all of it', async () => {
    expect([...(await readHead(new Blob([new Uint8Array([1, 2, 3])])))]).toEqual([1, 2, 3]);
  });
});
