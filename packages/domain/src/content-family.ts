/** What a file is, by its content type: the filter of My Assets and the preview it gets (issue 18). */
export type ContentFamily = 'text' | 'image' | 'audio' | 'document' | 'other';

/** Every family, in the order a filter lists them. */
export const contentFamilies: readonly ContentFamily[] = ['text', 'image', 'audio', 'document', 'other'];

/** The family of a content type (parameters such as `; charset=utf-8` are ignored). */
export function contentFamilyOf(contentType: string): ContentFamily {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type.startsWith('text/') || type === 'application/json') return 'text';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'document';
  return 'other';
}
