import { describe, expect, it } from 'vitest';
import { imageQuoteCardService, layoutQuote, maxQuoteCharacters, quoteCardSvg } from './image-quote-card.ts';
import { pngSignature, readPng } from './png-test-reading.ts';
import type { ServiceValue } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

function card(inputs: Record<string, ServiceValue>) {
  return imageQuoteCardService.run(inputs, serviceContext());
}

/** Pixels of the card's white quote text in a band of rows. */
async function whitePixels(bytes: Buffer, fromY: number, toY: number) {
  const image = await readPng(bytes);
  let count = 0;
  for (let y = fromY; y < toY; y += 1) {
    for (let x = 0; x < (image.width ?? 0); x += 1) {
      const { r, g, b } = image.pixel(x, y);
      if (r > 200 && g > 200 && b > 200) count += 1;
    }
  }
  return count;
}

describe('layoutQuote', () => {
  it('given a short quote should set it large on one or two lines', () => {
    expect(layoutQuote('Less is more.')).toEqual({ lines: ['Less is more.'], size: 60 });
  });

  it('given a long quote should set it smaller on more lines', () => {
    const layout = layoutQuote('word '.repeat(70).trim());
    expect(layout?.size).toBeLessThan(40);
    expect(layout?.lines.length).toBeGreaterThan(4);
  });
});

describe('quoteCardSvg', () => {
  it('given markup in the quote and author should escape it', () => {
    const { svg } = quoteCardSvg({ quote: '<script>alert(1)</script> & "more"', author: 'A <b>bold</b> author' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(svg).toContain('&quot;more&quot;');
    expect(svg).toContain('— A &lt;b&gt;bold&lt;/b&gt; author');
  });
});

describe('image.quote-card', () => {
  it('given a quote and an author should draw a 1200 × 630 PNG with the quote in white', async () => {
    const output = await card({
      quote: textValue('The best way to predict the future is to invent it.'),
      author: textValue('Alan Kay'),
    });
    expect(output.contentType).toBe('image/png');
    expect(output.source).toBe('Quote card');
    expect(output.bytes.subarray(0, 8)).toEqual(pngSignature);
    const image = await readPng(output.bytes);
    expect(image).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(output.facts).toMatchObject({ width: 1200, height: 630, lines: 2, fontSize: 60 });
    expect(await whitePixels(output.bytes, 170, 480)).toBeGreaterThan(5_000);
    // Outside the text box, the background has no white.
    expect(await whitePixels(output.bytes, 0, 20)).toBe(0);
    // The background is the dark blue of the gradient's start.
    expect(image.pixel(0, 0)).toMatchObject({ r: 0x1d, g: 0x2a, b: 0x48 });
  });

  it('given no author should draw no author line', async () => {
    const withAuthor = await card({ quote: textValue('Ship it.'), author: textValue('Anyone') });
    const without = await card({ quote: textValue('Ship it.') });
    const yellowIn = async (bytes: Buffer) => {
      const image = await readPng(bytes);
      let count = 0;
      for (let y = 530; y < 560; y += 1) {
        for (let x = 90; x < 600; x += 1) {
          const { r, g, b } = image.pixel(x, y);
          if (r > 200 && g > 150 && b < 120) count += 1;
        }
      }
      return count;
    };
    expect(await yellowIn(withAuthor.bytes)).toBeGreaterThan(300);
    expect(await yellowIn(without.bytes)).toBe(0);
  });

  const refusals: Array<{ inputs: Record<string, ServiceValue>; want: string }> = [
    {
      inputs: { quote: textValue('x'.repeat(maxQuoteCharacters + 1)) },
      want: 'The quote card reads at most 400 characters',
    },
    { inputs: { quote: textValue(' ') }, want: 'The input "quote" of the quote card is empty.' },
    { inputs: {}, want: 'The quote card needs the input "quote".' },
    { inputs: { quote: textValue('Hi'), author: textValue('a'.repeat(81)) }, want: 'at most 80 characters' },
  ];
  it.each(refusals)('given bad inputs should refuse: $want', async ({ inputs, want }) => {
    await expect(card(inputs)).rejects.toThrow(want);
  });
});
