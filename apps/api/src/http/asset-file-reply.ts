import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AssetRow } from '../assets/asset-storage.ts';
import type { ByteRange } from '../assets/blobs/blob-storage.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';

/** A single byte range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; 'ignore' for what a server may ignore. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'ignore' | 'unsatisfiable' {
  if (header === undefined) return 'ignore';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // RFC 9110 14.2: an unknown unit or several ranges may be answered with the whole file.
  if (!match) return 'ignore';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'ignore';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}

/** A Content-Disposition header of a file name, its non-ASCII letters kept in `filename*` (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** An asset's bytes, all or one range: a stream of its blob, the bytes of its row, or undefined when gone. */
export type OpenAssetBody = (range?: ByteRange) => Promise<Readable | Buffer | undefined>;

/**
 * Answers with an asset's bytes (from its blob, or its row): its content type (text as UTF-8), its file name (inline, or as an
 * attachment for a download), and one byte range when the request asks for one (an audio player
 * seeks with ranges), else the whole file. Readable from the studio's origin; `cacheControl`
 * says who may keep it.
 */
export async function sendAssetFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { asset: AssetRow; body: OpenAssetBody; text: boolean; download: boolean; cacheControl: string },
): Promise<FastifyReply> {
  const { asset } = options;
  const range = parseRange(request.headers.range, asset.size);
  // Opened before any header is set: a blob that is gone answers 404 like an unknown asset.
  const body = range === 'unsatisfiable' ? undefined : await options.body(range === 'ignore' ? undefined : range);
  if (range !== 'unsatisfiable' && body === undefined) throw notFound('The asset');
  reply
    .header('content-type', options.text ? `${asset.contentType}; charset=utf-8` : asset.contentType)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(options.download ? 'attachment' : 'inline', asset.fileName))
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', options.cacheControl);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${asset.size}`);
    throw new DomainError(
      'range_not_satisfiable',
      'range_not_satisfiable',
      'The requested range lies outside the file.',
    );
  }
  if (range === 'ignore') {
    reply.header('content-length', asset.size);
    return reply.status(200).send(body);
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${asset.size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.status(206).send(body);
}
