import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** One part of a hand-made multipart body. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** The test boundary. */
export const boundary = '----taskwell-test-boundary';

/** A multipart/form-data body built by hand, so tests control every byte. */
export function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`, ...(part.type ? [`Content-Type: ${part.type}`] : [])];
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A file part and its metadata part, as the studio sends them. */
export function upload(
  data: Buffer | string,
  options: { filename?: string; type?: string; declared?: string } = {},
): Buffer {
  return multipartBody([
    { name: 'metadata', data: JSON.stringify({ 'Content-Type': options.declared ?? options.type ?? 'text/plain' }) },
    { name: 'file', filename: options.filename ?? 'notes.txt', type: options.type ?? 'text/plain', data },
  ]);
}

/** Every file under a folder, as relative paths. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** The smallest valid PNG signature and header, followed by filler bytes. */
export function pngBytes(size = 100): Buffer {
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 1)]);
}

/** A PDF signature followed by filler text. */
export function pdfBytes(size = 100): Buffer {
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 0x20)]);
}
