import { describe, expect, it } from 'vitest';
import { readPng } from './png-test-reading.ts';
import { escapeXml, type FontSpec, measureText, renderSvg, wrapText } from './svg-render.ts';

const font: FontSpec = { family: 'DejaVu Sans', size: 40 };

describe('escapeXml', () => {
  it.each([
    { given: 'a < b & c > d', want: 'a &lt; b &amp; c &gt; d' },
    { given: `"quoted" it's`, want: '&quot;quoted&quot; it&apos;s' },
    { given: 'bell\u0007 and escape\u001b gone', want: 'bell and escape gone' },
    { given: 'line\nbreak', want: 'linebreak' },
  ])('given $given should be $want', ({ given, want }) => {
    expect(escapeXml(given)).toBe(want);
  });
});

describe('measureText', () => {
  it('should measure longer text as wider, and a bigger size as wider still', () => {
    const one = measureText('Hello', font);
    expect(one).toBeGreaterThan(60);
    expect(measureText('Hello Hello', font)).toBeGreaterThan(one * 1.8);
    expect(measureText('Hello', { ...font, size: 80 })).toBeCloseTo(one * 2, -1);
    expect(measureText('   ', font)).toBe(0);
  });
});

describe('wrapText', () => {
  it('given a long sentence should make lines no wider than the width, keeping every word in order', () => {
    const text = 'The quick brown fox jumps over the lazy dog and keeps running far beyond the hills';
    const lines = wrapText(text, { width: 400, font });
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(measureText(line, font)).toBeLessThanOrEqual(400);
    expect(lines.join(' ')).toBe(text);
  });

  it('given a word wider than the line should break it between characters', () => {
    const lines = wrapText('Supercalifragilisticexpialidocious', { width: 200, font });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measureText(line, font)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe('Supercalifragilisticexpialidocious');
  });
});

describe('renderSvg', () => {
  it('given an SVG should render a PNG of its size, with the fonts of the package', async () => {
    const png = await renderSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#fff"/><text x="10" y="70" font-family="DejaVu Sans" font-size="60" fill="#000">Ink</text></svg>',
      new AbortController().signal,
    );
    const image = await readPng(png);
    expect(image).toMatchObject({ format: 'png', width: 300, height: 100 });
    let dark = 0;
    for (let y = 0; y < 100; y += 1) for (let x = 0; x < 300; x += 1) if (image.pixel(x, y).r < 100) dark += 1;
    // Text drawn with a loaded font covers hundreds of pixels; a missing font draws nothing.
    expect(dark).toBeGreaterThan(500);
  });

  it('given the same signal twice should render twice', async () => {
    const signal = new AbortController().signal;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    await renderSvg(svg, signal);
    await expect(renderSvg(svg, signal)).resolves.toBeInstanceOf(Buffer);
  });

  it('given an aborted signal should refuse with its reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(renderSvg('<svg xmlns="http://www.w3.org/2000/svg"/>', controller.signal)).rejects.toThrow('stopped');
  });
});
