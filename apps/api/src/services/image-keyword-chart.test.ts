import { describe, expect, it } from 'vitest';
import { imageKeywordChartService, keywordChart } from './image-keyword-chart.ts';
import { pngSignature, readPng } from './png-test-reading.ts';
import { serviceContext, textValue } from './service-test-values.ts';

// "extraction" five times, "term" three, "terminology" twice, the others once.
const crafted =
  'Terminology mining, term extraction, term recognition, or glossary extraction, is a subtask of ' +
  'information extraction. The goal of terminology extraction is to extract relevant terms from a ' +
  'given corpus. Extraction quality matters.';

/** The length of the bar on row `row`: its run of bar-coloured pixels along the row's middle. */
function barLength(image: Awaited<ReturnType<typeof readPng>>, row: number): number {
  const y = keywordChart.top + row * keywordChart.rowHeight + Math.floor(keywordChart.barHeight / 2);
  let length = 0;
  for (let x = keywordChart.barX; x < keywordChart.width; x += 1) {
    const { r, g, b } = image.pixel(x, y);
    if (Math.abs(r - 0x3b) < 12 && Math.abs(g - 0x6f) < 12 && Math.abs(b - 0xd8) < 12) length += 1;
  }
  return length;
}

describe('image.keyword-chart', () => {
  it('given a crafted text should draw one bar per keyword, as long as its count', async () => {
    const output = await imageKeywordChartService.run({ text: textValue(crafted) }, serviceContext());
    expect(output.contentType).toBe('image/png');
    expect(output.bytes.subarray(0, 8)).toEqual(pngSignature);
    const keywords = output.facts?.keywords as Array<{ word: string; count: number }>;
    expect(keywords.slice(0, 3)).toEqual([
      { word: 'extraction', count: 5 },
      { word: 'term', count: 3 },
      { word: 'terminology', count: 2 },
    ]);
    expect(keywords).toHaveLength(8);
    const image = await readPng(output.bytes);
    expect(image.width).toBe(1000);
    expect(image.height).toBe(keywordChart.top + 8 * keywordChart.rowHeight + keywordChart.bottom);
    expect(barLength(image, 0)).toBeGreaterThan(595);
    expect(barLength(image, 0)).toBeLessThanOrEqual(600);
    expect(barLength(image, 1) / barLength(image, 0)).toBeCloseTo(3 / 5, 1);
    expect(barLength(image, 2) / barLength(image, 0)).toBeCloseTo(2 / 5, 1);
    expect(barLength(image, 7) / barLength(image, 0)).toBeCloseTo(1 / 5, 1);
  });

  it('given text with no words should refuse', async () => {
    await expect(imageKeywordChartService.run({ text: textValue('1 2 3') }, serviceContext())).rejects.toThrow(
      'The text has no words to chart.',
    );
  });
});
