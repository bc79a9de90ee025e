import { describe, expect, it } from 'vitest';
import { aspectRatio, type ImageOrientation, imageInspectService, orientationOf } from './image-inspect.ts';
import { bandedPicture } from './image-test-pictures.ts';
import { ServiceError, textOf } from './service.ts';
import { serviceContext } from './service-test-values.ts';

function inspect(bytes: Buffer, contentType = 'image/png') {
  return imageInspectService.run({ image: { contentType, bytes } }, serviceContext());
}

describe('orientationOf', () => {
  const cases: Array<{ given: [number, number]; want: ImageOrientation }> = [
    { given: [300, 200], want: 'landscape' },
    { given: [200, 300], want: 'portrait' },
    { given: [256, 256], want: 'square' },
  ];
  it.each(cases)('given $given should be $want', ({ given, want }) => {
    expect(orientationOf(...given)).toBe(want);
  });
});

describe('aspectRatio', () => {
  it.each([
    { given: [800, 600] as const, want: '4:3' },
    { given: [1920, 1080] as const, want: '16:9' },
    { given: [1200, 630] as const, want: '1.90:1' },
    { given: [630, 1200] as const, want: '1:1.90' },
    { given: [500, 500] as const, want: '1:1' },
  ])('given $given should be $want', ({ given, want }) => {
    expect(aspectRatio(given[0], given[1])).toBe(want);
  });
});

describe('image.inspect', () => {
  it('given a PNG of red and blue halves should describe it and find both colours at half each', async () => {
    const png = await bandedPicture({
      width: 300,
      height: 200,
      format: 'png',
      bands: [
        { colour: '#ff0000', share: 0.5 },
        { colour: '#0000ff', share: 0.5 },
      ],
    });
    const output = await inspect(png);
    expect(output.contentType).toBe('text/markdown');
    expect(output.facts).toMatchObject({ format: 'png', width: 300, height: 200, orientation: 'landscape' });
    const colours = output.facts?.colours as Array<{ hex: string; share: number }>;
    expect(colours.map((colour) => colour.hex).sort()).toEqual(['#0000ff', '#ff0000']);
    for (const colour of colours) expect(colour.share).toBeCloseTo(0.5, 1);
    const markdown = textOf(output);
    expect(markdown).toContain('**PNG image**, 300 × 200 pixels (landscape, 3:2).');
    expect(markdown).toContain('- `#ff0000` 50%');
  });

  it('given a JPEG that is mostly green should put green first', async () => {
    const jpeg = await bandedPicture({
      width: 100,
      height: 400,
      format: 'jpeg',
      bands: [
        { colour: '#00a000', share: 0.8 },
        { colour: '#ffff00', share: 0.2 },
      ],
    });
    const output = await inspect(jpeg, 'image/jpeg');
    expect(output.facts).toMatchObject({
      format: 'jpeg',
      width: 100,
      height: 400,
      orientation: 'portrait',
      hasAlpha: false,
    });
    const colours = output.facts?.colours as Array<{ hex: string; share: number }>;
    const first = colours[0];
    // JPEG is lossy: the colour comes back within a few levels.
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(first?.hex.slice(at, at + 2) ?? '', 16));
    expect(r).toBeLessThan(20);
    expect(Math.abs((g ?? 0) - 0xa0)).toBeLessThan(12);
    expect(b).toBeLessThan(20);
    expect(first?.share).toBeGreaterThan(0.7);
  });

  it('given a JPEG turned by its EXIF orientation should give the size as displayed', async () => {
    const jpeg = await bandedPicture({
      width: 400,
      height: 100,
      format: 'jpeg',
      orientation: 6,
      bands: [{ colour: '#808080', share: 1 }],
    });
    const output = await inspect(jpeg, 'image/jpeg');
    expect(output.facts).toMatchObject({ width: 100, height: 400, orientation: 'portrait' });
    expect(textOf(output)).toContain('Turned upright from its EXIF orientation 6');
  });

  it('given a square WebP with a transparent half should count only the opaque pixels', async () => {
    const webp = await bandedPicture({
      width: 120,
      height: 120,
      format: 'webp',
      transparentBelow: 60,
      bands: [{ colour: '#123456', share: 1 }],
    });
    const output = await inspect(webp, 'image/webp');
    expect(output.facts).toMatchObject({
      format: 'webp',
      width: 120,
      height: 120,
      orientation: 'square',
      hasAlpha: true,
    });
    expect(output.facts?.colours).toEqual([{ hex: '#123456', share: 1 }]);
  });

  it.each([
    { name: 'text bytes', bytes: Buffer.from('hello, not an image'), want: 'is not an image that can be read' },
    {
      name: 'a GIF',
      bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      want: 'reads PNG, JPEG or WebP images; "image" is gif',
    },
  ])('given $name should refuse', async ({ bytes, want }) => {
    const failure = await inspect(bytes).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as Error).message).toContain(want);
  });
});
