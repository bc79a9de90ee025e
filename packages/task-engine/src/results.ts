import type { Result } from '@taskwell/api-sdk';

/** The viewer families of spec §2: images, audio, and everything else as text. */
export type ContentFamily = 'image' | 'audio' | 'text';

export function contentFamily(contentType: string): ContentFamily {
  const type = contentType.trim().toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  return 'text';
}

function createdAt(result: Result): number {
  const time = Date.parse(result.parameter.metadata.created ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** spec §2: results newest first by their `created` metadata; results without a date go last, in order. */
export function orderResults(results: readonly Result[]): Result[] {
  return results
    .map((result, index) => ({ result, index, time: createdAt(result) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ result }) => result);
}

/** Results by family, each newest first. */
export function groupResultsByFamily(results: readonly Result[]): Record<ContentFamily, Result[]> {
  const groups: Record<ContentFamily, Result[]> = { image: [], audio: [], text: [] };
  for (const result of orderResults(results)) {
    groups[contentFamily(result.parameter.metadata['Content-Type'])].push(result);
  }
  return groups;
}
