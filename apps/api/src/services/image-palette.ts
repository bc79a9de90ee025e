import { describeService } from '@taskwell/task-engine';
import { dominantColours } from './dominant-colours.ts';
import { imageReadOptions, requiredImage } from './image-input.ts';
import { loadSharp } from './load-sharp.ts';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';

/** The widest copy drawn: a larger image is scaled down to it. */
export const paletteImageMaxWidth = 1200;

/** How many colours the strip shows. */
export const paletteColourCount = 6;

/** The height of the strip for an image of that height: 15% of it, 48 to 160 pixels. */
export function paletteStripHeight(imageHeight: number): number {
  return Math.min(160, Math.max(48, Math.round(imageHeight * 0.15)));
}

/**
 * `image.palette`: a PNG copy of the image with a strip of its dominant colours below it, each
 * as wide as its share of the image (sharp composes it).
 */
export const imagePaletteService: Service = {
  ...describeService('image.palette'),
  async run(inputs, context) {
    const image = await requiredImage(inputs, 'image', 'palette');
    const colours = await dominantColours(image.bytes, { count: paletteColourCount });
    if (colours.length === 0) throw new ServiceError('The image is fully transparent: it has no colours to show.');
    context.signal.throwIfAborted();
    const sharp = await loadSharp();
    const width = Math.min(image.width, paletteImageMaxWidth);
    const copy = await sharp(image.bytes, imageReadOptions)
      .resize({ width, withoutEnlargement: true })
      .png()
      .toBuffer();
    const height = (await sharp(copy).metadata()).height ?? 0;
    const strip = paletteStripHeight(height);
    // Each swatch is as wide as its share; the last takes what rounding left.
    let x = 0;
    const swatches = await Promise.all(
      colours.map(async (colour, index) => {
        const left = x;
        const swatchWidth = index === colours.length - 1 ? width - left : Math.max(1, Math.round(colour.share * width));
        x += swatchWidth;
        const input = await sharp({
          create: { width: Math.max(1, swatchWidth), height: strip, channels: 3, background: colour.hex },
        })
          .png()
          .toBuffer();
        return { input, left, top: height };
      }),
    );
    const png = await sharp(copy)
      .extend({ bottom: strip, background: '#ffffff' })
      .composite(swatches.filter((swatch) => swatch.left < width))
      .png()
      .toBuffer();
    return {
      contentType: 'image/png',
      bytes: png,
      source: 'Palette',
      facts: { width, height: height + strip, stripHeight: strip, colours: colours.map((colour) => colour.hex) },
    };
  },
};
