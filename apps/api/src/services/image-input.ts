import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import type { ServiceValue } from './service.ts';
import { ServiceError } from './service.ts';

/** The image formats the image services read. */
export const imageFormats = ['png', 'jpeg', 'webp'] as const;

/** A format the image services read. */
export type ImageFormat = (typeof imageFormats)[number];

/**
 * The largest image read, in pixels (50 megapixels, a large phone photo is 12 to 48): beyond it
 * decoding alone takes hundreds of megabytes.
 */
export const maxImagePixels = 50_000_000;

/** An image input, read and checked. */
export interface ImageInput {
  /** The bytes as given. */
  bytes: Buffer;
  /** The format found in the bytes (never taken from the content type). */
  format: ImageFormat;
  /** The width as displayed, after the EXIF orientation. */
  width: number;
  /** The height as displayed, after the EXIF orientation. */
  height: number;
  /** The EXIF orientation tag (1 to 8), when the image has one other than 1. */
  exifOrientation?: number;
  /** Whether the image has an alpha channel. */
  hasAlpha: boolean;
}

/** Options for sharp on an image input: the pixel limit, and EXIF rotation applied. */
export const imageReadOptions = { limitInputPixels: maxImagePixels, autoOrient: true } as const;

/** Reads a required image input: PNG, JPEG or WebP bytes within the pixel limit. */
export async function requiredImage(
  inputs: Readonly<Record<string, ServiceValue>>,
  name: string,
  what: string,
): Promise<ImageInput> {
  const value = inputs[name];
  if (!value) throw new ServiceError(`The ${what} needs the input "${name}".`);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(value.bytes, { limitInputPixels: maxImagePixels }).metadata();
  } catch {
    throw new ServiceError(`The input "${name}" of the ${what} is not an image that can be read (PNG, JPEG or WebP).`);
  }
  const format = imageFormats.find((candidate) => candidate === metadata.format);
  if (!format) {
    throw new ServiceError(`The ${what} reads PNG, JPEG or WebP images; "${name}" is ${metadata.format ?? 'unknown'}.`);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > maxImagePixels) {
    throw new ServiceError(
      `The ${what} reads images of at most 50 megapixels; "${name}" has ${(pixels / 1e6).toFixed(1)}.`,
    );
  }
  return {
    bytes: value.bytes,
    format,
    width: metadata.autoOrient?.width ?? metadata.width ?? 0,
    height: metadata.autoOrient?.height ?? metadata.height ?? 0,
    ...(metadata.orientation && metadata.orientation !== 1 ? { exifOrientation: metadata.orientation } : {}),
    hasAlpha: metadata.hasAlpha ?? false,
  };
}
