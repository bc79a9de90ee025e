import { imageReadOptions } from './image-input.ts';
import { loadSharp } from './load-sharp.ts';

/** A colour of an image and its share of the (opaque) pixels. */
export interface DominantColour {
  /** The colour as `#rrggbb`. */
  hex: string;
  /** Its share of the opaque pixels, 0 to 1. */
  share: number;
}

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The least share of the pixels a colour needs to count as dominant. */
export const minDominantShare = 0.02;

/**
 * The image's dominant colours, most common first. libimagequant (through sharp's palette PNG)
 * reduces a small copy of the image to at most `count` representative colours; counting the
 * pixels of each gives its share. Transparent pixels do not count, and neither do colours under
 * 2% of the image (the odd pixels of an edge).
 */
export async function dominantColours(bytes: Buffer, options: { count: number }): Promise<DominantColour[]> {
  const sharp = await loadSharp();
  const quantised = await sharp(bytes, imageReadOptions)
    // Nearest-neighbour sampling keeps the image's own colours: smoothing would invent blends.
    .resize(128, 128, { fit: 'inside', withoutEnlargement: true, kernel: 'nearest' })
    .ensureAlpha()
    .png({ palette: true, colours: options.count, dither: 0, effort: 10 })
    .toBuffer();
  const { data } = await sharp(quantised).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  let opaque = 0;
  for (let offset = 0; offset + 3 < data.length; offset += 4) {
    if ((data[offset + 3] ?? 0) < 128) continue;
    opaque += 1;
    const key = hex(data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([colour, pixels]) => ({ hex: colour, share: pixels / opaque }))
    .filter((colour) => colour.share >= minDominantShare)
    .sort((a, b) => b.share - a.share)
    .slice(0, options.count);
}
