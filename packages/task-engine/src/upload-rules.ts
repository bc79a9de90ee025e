/** spec §9: text and image inputs up to 5 MB, PDF up to 50 MB. */
export const textMaxBytes = 5_242_880;
export const imageMaxBytes = 5_242_880;
export const pdfMaxBytes = 52_428_800;

export type UploadKind = 'text' | 'image' | 'pdf';

export interface UploadRule {
  kind: UploadKind;
  /** The content types accepted, as the file picker and the messages name them. */
  accept: readonly string[];
  minBytes: number;
  maxBytes: number;
}

const textTypes = ['text/plain', 'text/markdown', 'text/csv', 'text/html', 'application/json'] as const;
const textExtensions: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
};

export const uploadRules: Readonly<Record<UploadKind, UploadRule>> = {
  text: { kind: 'text', accept: textTypes, minBytes: 1, maxBytes: textMaxBytes },
  image: { kind: 'image', accept: ['image/png', 'image/jpeg', 'image/webp'], minBytes: 1, maxBytes: imageMaxBytes },
  pdf: { kind: 'pdf', accept: ['application/pdf'], minBytes: 1, maxBytes: pdfMaxBytes },
};

/** A file as the rules see it: what the browser reports plus its first bytes (see {@link readHead}). */
export interface CandidateFile {
  name: string;
  /** The type the browser declares; only a hint. */
  type: string;
  size: number;
  /** At least the first 16 bytes. */
  head: Uint8Array;
}

export type UploadCheck = { ok: true; contentType: string } | { ok: false; errors: string[] };

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

/** The type a file's first bytes show, for the binary types Taskwell takes. */
export function sniffContentType(head: Uint8Array): string | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}

function textTypeOf(file: CandidateFile): string | undefined {
  // A text file has no NUL byte in its first bytes and no binary signature.
  if (file.head.includes(0) || sniffContentType(file.head) !== undefined) return undefined;
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if ((textTypes as readonly string[]).includes(declared)) return declared;
  if (declared.startsWith('text/')) return 'text/plain';
  if (declared === '') return textExtensions[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return undefined;
}

function typeMessage(rule: UploadRule): string {
  return rule.accept.length === 1
    ? `File type must be ${rule.accept[0]}`
    : `File type must be one of ${rule.accept.join(', ')}`;
}

/**
 * Checks the files dropped on an input against its rule: one file only, the type shown by the
 * content (not the name or the declared type, except that plain text has no signature), and the
 * size limits. The messages are those of spec §5.
 */
export function checkUpload(files: readonly CandidateFile[], rule: UploadRule): UploadCheck {
  if (files.length === 0) return { ok: false, errors: [typeMessage(rule)] };
  if (files.length > 1) return { ok: false, errors: ['Too many files'] };
  const [file] = files as [CandidateFile];
  const errors: string[] = [];
  const contentType = rule.kind === 'text' ? textTypeOf(file) : sniffContentType(file.head);
  if (contentType === undefined || !rule.accept.includes(contentType)) errors.push(typeMessage(rule));
  if (file.size > rule.maxBytes) errors.push(`File is larger than ${rule.maxBytes} bytes`);
  if (file.size < rule.minBytes) errors.push(`File is smaller than ${rule.minBytes} bytes`);
  return errors.length > 0 || contentType === undefined ? { ok: false, errors } : { ok: true, contentType };
}

/** The first bytes of a file or blob, for {@link checkUpload}. */
export async function readHead(blob: Blob, bytes = 16): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, bytes).arrayBuffer());
}

/** The rule of a parameter's ui type, for the ui types that take a file. */
export function uploadRuleForUi(uiType: string): UploadRule | undefined {
  return uiType === 'text' || uiType === 'image' || uiType === 'pdf' ? uploadRules[uiType] : undefined;
}
