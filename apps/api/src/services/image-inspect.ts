import { describeService } from '@taskwell/task-engine';
import { dominantColours } from './dominant-colours.ts';
import { requiredImage } from './image-input.ts';
import { code, list, paragraph, renderMarkdown, strong } from './markdown.ts';
import type { Service } from './service.ts';
import { textOutput } from './service.ts';

/** How an image is laid out. */
export type ImageOrientation = 'landscape' | 'portrait' | 'square';

/** The orientation of a width and height. */
export function orientationOf(width: number, height: number): ImageOrientation {
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The aspect ratio as people write it: 4:3 or 16:9 when it reduces to small numbers, else 1.91:1. */
export function aspectRatio(width: number, height: number): string {
  const divisor = gcd(width, height);
  const [w, h] = [width / divisor, height / divisor];
  if (w <= 32 && h <= 32) return `${w}:${h}`;
  return width >= height ? `${(width / height).toFixed(2)}:1` : `1:${(height / width).toFixed(2)}`;
}

const formatNames = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' } as const;

/** How many dominant colours are reported. */
export const inspectColourCount = 5;

/** `image.inspect`: what an image is: format, size, orientation and dominant colours (sharp). */
export const imageInspectService: Service = {
  ...describeService('image.inspect'),
  async run(inputs, context) {
    const image = await requiredImage(inputs, 'image', 'image inspection');
    context.signal.throwIfAborted();
    const colours = await dominantColours(image.bytes, { count: inspectColourCount });
    const orientation = orientationOf(image.width, image.height);
    const markdown = renderMarkdown([
      paragraph(
        strong(`${formatNames[image.format]} image`),
        `, ${image.width} × ${image.height} pixels (${orientation}, ${aspectRatio(image.width, image.height)}).`,
      ),
      list([
        paragraph(image.hasAlpha ? 'Has an alpha channel (transparency).' : 'No transparency.'),
        ...(image.exifOrientation
          ? [paragraph(`Turned upright from its EXIF orientation ${image.exifOrientation}; the size is as displayed.`)]
          : []),
      ]),
      paragraph('Dominant colours:'),
      list(colours.map((colour) => paragraph(code(colour.hex), ` ${Math.round(colour.share * 100)}%`))),
    ]);
    return textOutput(markdown, {
      source: 'Image details',
      facts: {
        format: image.format,
        width: image.width,
        height: image.height,
        orientation,
        hasAlpha: image.hasAlpha,
        colours: colours.map((colour) => ({ hex: colour.hex, share: Math.round(colour.share * 1000) / 1000 })),
      },
    });
  },
};
