import { describe, expect, it } from 'vitest';
import { imagePaletteService, paletteStripHeight } from './image-palette.ts';
import { bandedPicture } from './image-test-pictures.ts';
import { pngSignature, readPng } from './png-test-reading.ts';
import { serviceContext } from './service-test-values.ts';

describe('paletteStripHeight', () => {
  it.each([
    { given: 100, want: 48 },
    { given: 600, want: 90 },
    { given: 4000, want: 160 },
  ])('given an image $given high should be $want', ({ given, want }) => {
    expect(paletteStripHeight(given)).toBe(want);
  });
});

describe('image.palette', () => {
  it('given an image of three colours should add a strip of them, each as wide as its share', async () => {
    const png = await bandedPicture({
      width: 400,
      height: 300,
      format: 'png',
      bands: [
        { colour: '#ff0000', share: 0.5 },
        { colour: '#00ff00', share: 0.3 },
        { colour: '#0000ff', share: 0.2 },
      ],
    });
    const output = await imagePaletteService.run({ image: { contentType: 'image/png', bytes: png } }, serviceContext());
    expect(output.contentType).toBe('image/png');
    expect(output.bytes.subarray(0, 8)).toEqual(pngSignature);
    expect(output.facts).toMatchObject({ width: 400, height: 300 + 48, colours: ['#ff0000', '#00ff00', '#0000ff'] });
    const image = await readPng(output.bytes);
    expect(image).toMatchObject({ width: 400, height: 348 });
    const strip = 300 + 24;
    expect(image.pixel(10, strip)).toMatchObject({ r: 255, g: 0, b: 0 });
    expect(image.pixel(190, strip)).toMatchObject({ r: 255, g: 0, b: 0 });
    expect(image.pixel(210, strip)).toMatchObject({ r: 0, g: 255, b: 0 });
    expect(image.pixel(300, strip)).toMatchObject({ r: 0, g: 255, b: 0 });
    expect(image.pixel(360, strip)).toMatchObject({ r: 0, g: 0, b: 255 });
    // The picture itself is kept above the strip.
    expect(image.pixel(10, 10)).toMatchObject({ r: 255, g: 0, b: 0 });
    expect(image.pixel(390, 290)).toMatchObject({ r: 0, g: 0, b: 255 });
  });

  it('given an image wider than 1200 pixels should scale the copy down to 1200', async () => {
    const png = await bandedPicture({
      width: 2400,
      height: 600,
      format: 'png',
      bands: [{ colour: '#336699', share: 1 }],
    });
    const output = await imagePaletteService.run({ image: { contentType: 'image/png', bytes: png } }, serviceContext());
    const image = await readPng(output.bytes);
    expect(image).toMatchObject({ width: 1200, height: 300 + 48 });
  });
});
