// The one set of upload rules (spec §5, §9): the studio checks a dropped file with them before it
// sends it, the mock API and the server check the same file with them again. Pure logic over the
// first bytes of a file, so a browser and the server decide alike.
import { formatBytes } from './format-bytes.ts';

/** spec §9: text and image inputs up to 5 MB, PDF up to 50 MB. */
export const textMaxBytes = 5_242_880;
export const imageMaxBytes = 5_242_880;
export const pdfMaxBytes = 52_428_800;
/** The largest file any rule accepts: what a server may read at most for one upload. */
export const uploadMaxBytes = Math.max(textMaxBytes, imageMaxBytes, pdfMaxBytes);
/** How many leading bytes the checks read: signatures are shorter; text is checked on all of them. */
export const uploadHeadBytes = 4096;

/** The kinds of file an input takes. */
export type UploadKind = 'text' | 'image' | 'pdf';

/** What one kind of file input accepts. */
export interface UploadRule {
  /** The kind of input. */
  kind: UploadKind;
  /** The content types accepted, as the file picker and the messages name them. */
  accept: readonly string[];
  /** The smallest size, in bytes. */
  minBytes: number;
  /** The largest size, in bytes. */
  maxBytes: number;
}

const textTypes = ['text/plain', 'text/markdown', 'text/csv', 'text/html', 'application/json'] as const;
const textExtensions: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
};

/** Every kind's rule. */
export const uploadRules: Readonly<Record<UploadKind, UploadRule>> = {
  text: { kind: 'text', accept: textTypes, minBytes: 1, maxBytes: textMaxBytes },
  image: { kind: 'image', accept: ['image/png', 'image/jpeg', 'image/webp'], minBytes: 1, maxBytes: imageMaxBytes },
  pdf: { kind: 'pdf', accept: ['application/pdf'], minBytes: 1, maxBytes: pdfMaxBytes },
};

/** spec §9 and issue 26: an organization's logo is a small image, at most 512 KB. */
export const logoMaxBytes = 524_288;

/**
 * An organization's logo: the image input's rule (PNG, JPEG, WebP, told by their content) with a
 * smaller limit. SVG is not taken: it has no signature to check and it can carry scripts.
 */
export const logoUploadRule: UploadRule = { ...uploadRules.image, maxBytes: logoMaxBytes };

/** A file as the rules see it: what its sender declares plus its first bytes. */
export interface CandidateFile {
  /** The file's name; its extension only names a text flavour when no type is declared. */
  name: string;
  /** The type the sender declares; only a hint. */
  type: string;
  /** The size in bytes. */
  size: number;
  /** At least the first 16 bytes (up to {@link uploadHeadBytes} make the text check surer). */
  head: Uint8Array;
}

/** The outcome of a check: the content type the file is kept under, or the spec §5 messages. */
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

/** The length of the UTF-8 sequence a lead byte starts (0: not a lead byte). */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/**
 * Whether bytes read as the start of UTF-8 text: no NUL, every sequence well formed (a sequence
 * cut by the end of the head is allowed: the head is a prefix). Overlong and surrogate forms are
 * refused as the WHATWG decoder refuses them.
 */
export function looksLikeText(head: Uint8Array): boolean {
  for (let index = 0; index < head.length; ) {
    const lead = head[index] as number;
    if (lead === 0) return false;
    const length = sequenceLength(lead);
    if (length === 0) return false;
    for (let offset = 1; offset < length && index + offset < head.length; offset += 1) {
      const byte = head[index + offset] as number;
      let low = 0x80;
      let high = 0xbf;
      if (offset === 1 && lead === 0xe0) low = 0xa0;
      if (offset === 1 && lead === 0xed) high = 0x9f;
      if (offset === 1 && lead === 0xf0) low = 0x90;
      if (offset === 1 && lead === 0xf4) high = 0x8f;
      if (byte < low || byte > high) return false;
    }
    index += length;
  }
  return true;
}

/** The kind the content shows (signatures for images and PDF; text is UTF-8 without NUL). */
export function contentKindOf(head: Uint8Array): UploadKind | undefined {
  const sniffed = sniffContentType(head);
  if (sniffed === 'application/pdf') return 'pdf';
  if (sniffed !== undefined) return 'image';
  return looksLikeText(head) ? 'text' : undefined;
}

function baseType(type: string): string {
  return type.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** True for a declaration that says nothing about the kind (none, or generic bytes). */
export function isUndeclaredType(type: string | undefined): boolean {
  const base = baseType(type ?? '');
  return base === '' || base === 'application/octet-stream';
}

/**
 * The rule a declared content type names: text types (any `text/*`, and JSON), images (any
 * `image/*`), PDF. Undefined for a declaration that names no kind Taskwell takes.
 */
export function uploadRuleForType(type: string): UploadRule | undefined {
  const base = baseType(type);
  if (base.startsWith('text/') || base === 'application/json') return uploadRules.text;
  if (base.startsWith('image/')) return uploadRules.image;
  if (base === 'application/pdf') return uploadRules.pdf;
  return undefined;
}

/** The rule of a parameter's ui type, for the ui types that take a file. */
export function uploadRuleForUi(uiType: string): UploadRule | undefined {
  return uiType === 'text' || uiType === 'image' || uiType === 'pdf' ? uploadRules[uiType] : undefined;
}

/** The spec §5 message of a file whose type a rule does not take. */
export function uploadTypeMessage(rule: UploadRule | undefined): string {
  const accept = rule?.accept ?? Object.values(uploadRules).flatMap((each) => each.accept);
  return accept.length === 1 ? `File type must be ${accept[0]}` : `File type must be one of ${accept.join(', ')}`;
}

/** The spec §5 message of a file over a rule's limit. */
export function uploadSizeMessage(rule: UploadRule): string {
  // Issue 25: in the units people read ("5 MB", not "5242880 bytes").
  return `File is larger than ${formatBytes(rule.maxBytes)}`;
}

/** The spec §5 message of a file under a rule's minimum. */
export function uploadMinimumMessage(rule: UploadRule): string {
  return `File is smaller than ${formatBytes(rule.minBytes)}`;
}

function textTypeOf(file: CandidateFile): string | undefined {
  if (contentKindOf(file.head) !== 'text') return undefined;
  const declared = baseType(file.type);
  if ((textTypes as readonly string[]).includes(declared)) return declared;
  if (declared.startsWith('text/')) return 'text/plain';
  // Undeclared text takes its flavour from the extension, else it is plain text.
  if (isUndeclaredType(declared))
    return textExtensions[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? 'text/plain';
  return undefined;
}

/**
 * The content type a file is kept under when a rule takes it: images and PDF by their signature
 * (whatever the name or the declared type say), text by its declared text type (plain text has
 * no signature). Undefined when the content is not of the rule's kind.
 */
export function uploadContentType(file: CandidateFile, rule: UploadRule): string | undefined {
  const contentType = rule.kind === 'text' ? textTypeOf(file) : sniffContentType(file.head);
  return contentType !== undefined && rule.accept.includes(contentType) ? contentType : undefined;
}

/**
 * Checks the files dropped on an input against its rule: one file only, the type shown by the
 * content (not the name or the declared type, except that plain text has no signature), and the
 * size limits. The messages are those of spec §5.
 */
export function checkUpload(files: readonly CandidateFile[], rule: UploadRule): UploadCheck {
  if (files.length === 0) return { ok: false, errors: [uploadTypeMessage(rule)] };
  if (files.length > 1) return { ok: false, errors: ['Too many files'] };
  const [file] = files as [CandidateFile];
  const errors: string[] = [];
  const contentType = uploadContentType(file, rule);
  if (contentType === undefined) errors.push(uploadTypeMessage(rule));
  if (file.size > rule.maxBytes) errors.push(uploadSizeMessage(rule));
  if (file.size < rule.minBytes) errors.push(uploadMinimumMessage(rule));
  return errors.length > 0 || contentType === undefined ? { ok: false, errors } : { ok: true, contentType };
}

/**
 * Checks an upload that arrives with a declared type rather than on a known input (the asset
 * upload call): the declared type names the rule, so a file whose content is of another kind is
 * refused (what the sender meant and what is kept never differ). A file declared as generic bytes,
 * or not at all, is checked against the rule of the kind its content shows.
 */
export function checkDeclaredUpload(file: CandidateFile): UploadCheck {
  const kind = contentKindOf(file.head);
  const rule = isUndeclaredType(file.type) ? (kind ? uploadRules[kind] : undefined) : uploadRuleForType(file.type);
  if (!rule) {
    const errors = [uploadTypeMessage(undefined)];
    if (file.size < 1) errors.push(uploadMinimumMessage(uploadRules.text));
    return { ok: false, errors };
  }
  return checkUpload([file], rule);
}

/** What {@link readHead} reads from: a browser `File` or `Blob`, or anything sliced alike. */
export interface Sliceable {
  /** A part of the bytes, as `Blob.slice` gives it. */
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** The first bytes of a file or blob, for {@link checkUpload}. */
export async function readHead(file: Sliceable, bytes = uploadHeadBytes): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}
