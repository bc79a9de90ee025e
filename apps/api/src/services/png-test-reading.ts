import sharp from 'sharp';

/** The PNG signature: every PNG file starts with these 8 bytes. */
export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Reads a PNG back for a test: its format and size, and its RGBA pixels. */
export async function readPng(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const offset = (y * info.width + x) * 4;
    return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0, a: data[offset + 3] ?? 0 };
  };
  return { format: metadata.format, width: metadata.width, height: metadata.height, data, pixel };
}
