import { fileTypeFromBuffer } from 'file-type';

/** spec §5 and §9: text and images up to 5242880 bytes, PDF up to 52428800 bytes. */
export const textAndImageLimit = 5_242_880;
export const pdfLimit = 52_428_800;
/** Room for the multipart framing and the metadata part around the largest file. */
export const multipartOverhead = 256 * 1024;

/** The file kinds an upload may be, with the content types they are stored under. */
export type UploadKind = 'text' | 'image' | 'pdf';

/** The type found in a file's first bytes. */
export interface SniffedType {
  kind: UploadKind;
  /** The content type stored and served (images and PDF by magic bytes; text from the declared text type). */
  contentType: string;
  /** The limit of this kind, in bytes. */
  limit: number;
}

/** How many leading bytes decide the type. */
export const sniffBytes = 4100;

const imageTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);
const textTypes = new Set(['text/plain', 'text/markdown', 'text/csv']);

/**
 * Decides the type by content: magic bytes for images and PDF (the `file-type` package); a text
 * file is what has no binary signature and no NUL byte (its UTF-8 is checked while it streams).
 * The declared type only picks between text flavours. Undefined: not an accepted type.
 */
export async function sniffUploadType(
  head: Uint8Array,
  declared: string | undefined,
): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    if (imageTypes.has(found.mime)) return { kind: 'image', contentType: found.mime, limit: textAndImageLimit };
    if (found.mime === 'application/pdf') return { kind: 'pdf', contentType: 'application/pdf', limit: pdfLimit };
    return undefined;
  }
  if (head.includes(0)) return undefined;
  const declaredText = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return {
    kind: 'text',
    contentType: textTypes.has(declaredText) ? declaredText : 'text/plain',
    limit: textAndImageLimit,
  };
}
