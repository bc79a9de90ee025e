import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AssetRow } from '../assets/asset-store.ts';
import { DomainError } from '../errors/domain-error.ts';

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

function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers with an asset's bytes: its content type (text as UTF-8), its file name (inline, or as an
 * attachment for a download), and one byte range when the request asks for one (an audio player
 * seeks with ranges), else the whole file. Readable from the studio's origin; `cacheControl`
 * says who may keep it.
 */
export function sendAssetFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { asset: AssetRow; path: string; text: boolean; download: boolean; cacheControl: string },
): FastifyReply {
  const { asset, path } = options;
  reply
    .header('content-type', options.text ? `${asset.contentType}; charset=utf-8` : asset.contentType)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(options.download ? 'attachment' : 'inline', asset.fileName))
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', options.cacheControl);
  const range = parseRange(request.headers.range, asset.size);
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
    return reply.status(200).send(createReadStream(path));
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${asset.size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.status(206).send(createReadStream(path, { start: range.start, end: range.end }));
}
