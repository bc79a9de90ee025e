import type sharpFunction from 'sharp';

let loading: Promise<typeof sharpFunction> | undefined;

/**
 * sharp, loaded on first use: its native libvips takes a noticeable part of a second to load,
 * which starting the API should not pay for when no image service runs.
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
