import sharp from 'sharp';

/**
 * A picture made for a test: side-by-side bands of solid colours, each as wide as its share, in
 * the given format (and EXIF orientation, for JPEG).
 */
export async function bandedPicture(options: {
  width: number;
  height: number;
  bands: Array<{ colour: string; share: number }>;
  format: 'png' | 'jpeg' | 'webp';
  orientation?: number;
  transparentBelow?: number;
}): Promise<Buffer> {
  let x = 0;
  const rects = options.bands
    .map(({ colour, share }) => {
      const width = Math.round(share * options.width);
      const rect = `<rect x="${x}" y="0" width="${width}" height="${options.transparentBelow ?? options.height}" fill="${colour}"/>`;
      x += width;
      return rect;
    })
    .join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}">${rects}</svg>`,
  );
  const image = sharp(svg);
  switch (options.format) {
    case 'png':
      return image.png().toBuffer();
    case 'jpeg':
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 95 })
        .withMetadata(options.orientation ? { orientation: options.orientation } : {})
        .toBuffer();
    case 'webp':
      return image.webp({ lossless: true }).toBuffer();
    default:
      return options.format satisfies never;
  }
}
