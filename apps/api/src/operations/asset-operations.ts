import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Feedback } from '@taskwell/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReceivedFile } from '../assets/asset-store.ts';
import { payloadTooLarge } from '../assets/asset-store.ts';
import { multipartOverhead, pdfLimit } from '../assets/upload-limits.ts';
import { authenticate, requireSession } from '../auth/authenticate.ts';
import type { ServerContext } from '../create-server.ts';
import { ApiError, notFound, unauthorized } from '../http/api-error.ts';

const metadataLimit = 65_536;

function badMultipart(message: string): ApiError {
  return new ApiError(400, 'invalid_multipart', message);
}

async function readSmall(stream: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw badMultipart('The metadata part is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw badMultipart('The metadata part must be a JSON object.');
}

/** The owner an asset read speaks for: the bearer session, or a `?token=` bound to this asset. */
async function assetReader(context: ServerContext, request: FastifyRequest, assetId: string): Promise<string> {
  const session = await authenticate(context.sessions, request);
  if (session) return session.email;
  const token = (request.query as { token?: string }).token;
  if (!token) throw unauthorized();
  const owner = await context.sessions.verifyAssetToken(token, assetId);
  if (!owner) throw unauthorized();
  return owner;
}

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

/** Handlers of the asset operations. */
export function assetOperations(context: ServerContext) {
  const { assets, schemas, sessions } = context;
  const validateMetadata = schemas.schemaValidator('#/components/schemas/AssetMetadata');

  return {
    /** POST /api/asset/create: one file and its metadata, limits enforced while streaming. */
    async createAsset(request: FastifyRequest) {
      const owner = requireSession(request).email;
      if (!request.isMultipart()) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
      }
      const declaredLength = Number(request.headers['content-length'] ?? 0);
      // Nothing is read when the request says it is larger than the largest file allowed.
      if (declaredLength > pdfLimit + multipartOverhead) throw payloadTooLarge(pdfLimit);
      let file: ReceivedFile | undefined;
      let metadata: Record<string, unknown> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.fieldname === 'metadata' && metadata === undefined) {
            metadata = parseMetadata(
              part.type === 'file' ? await readSmall(part.file, metadataLimit) : String(part.value),
            );
          } else if (part.fieldname === 'file' && part.type === 'file' && file === undefined) {
            const declaredType =
              typeof metadata?.['Content-Type'] === 'string' ? metadata['Content-Type'] : part.mimetype;
            file = await assets.receive(part.file, { fileName: part.filename, declaredType, ceiling: pdfLimit });
          } else {
            if (part.type === 'file') part.file.resume();
            throw badMultipart(`Unexpected part "${part.fieldname}": send one "file" and one "metadata".`);
          }
        }
      } catch (error) {
        await assets.discard(file);
        if (error instanceof ApiError || (error as { statusCode?: number }).statusCode !== undefined) throw error;
        // busboy's own errors (truncated body, bad boundary, malformed headers) are the client's.
        throw badMultipart('The multipart body could not be read.');
      }
      if (!file) throw badMultipart('A "file" part is required.');
      if (!metadata || !validateMetadata(metadata)) {
        await assets.discard(file);
        throw badMultipart('A "metadata" part with a "Content-Type" is required.');
      }
      return assets.commit(file, { owner, metadata });
    },

    /** GET /api/asset/get/{assetId}: the owner's file, with byte ranges. */
    async getAsset(request: FastifyRequest, reply: FastifyReply) {
      const { assetId } = request.params as { assetId: string };
      const owner = await assetReader(context, request, assetId);
      const asset = await assets.findOwned(assetId, owner);
      if (!asset) throw notFound('The asset');
      const download = (request.query as { download?: boolean }).download === true;
      const contentType = asset.contentType.startsWith('text/')
        ? `${asset.contentType}; charset=utf-8`
        : asset.contentType;
      reply
        .header('content-type', contentType)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', asset.fileName))
        // The studio shows assets in <img> and <audio> from its own origin; the token guards them.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'private, no-store');
      const range = parseRange(request.headers.range, asset.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${asset.size}`);
        throw new ApiError(416, 'range_not_satisfiable', 'The requested range lies outside the file.');
      }
      if (range === 'ignore') {
        reply.header('content-length', asset.size);
        return reply.status(200).send(createReadStream(assets.pathOf(asset)));
      }
      reply
        .header('content-range', `bytes ${range.start}-${range.end}/${asset.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.status(206).send(createReadStream(assets.pathOf(asset), { start: range.start, end: range.end }));
    },

    /** GET /api/asset/text/{assetId}: a text asset as text (the content viewer's src). */
    async getAssetText(request: FastifyRequest, reply: FastifyReply) {
      const { assetId } = request.params as { assetId: string };
      const owner = await assetReader(context, request, assetId);
      const asset = await assets.findOwned(assetId, owner);
      if (!asset?.contentType.startsWith('text/')) throw notFound('The text asset');
      const type = asset.contentType === 'text/markdown' ? 'text/markdown' : 'text/plain';
      reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'private, no-store');
      return reply.type(`${type}; charset=utf-8`).send(await readFile(assets.pathOf(asset), 'utf8'));
    },

    /** POST /api/asset/token/{assetId}: a short-lived URL token for one of the caller's assets. */
    async createAssetToken(request: FastifyRequest) {
      const owner = requireSession(request).email;
      const { assetId } = request.params as { assetId: string };
      const asset = await assets.findOwned(assetId, owner);
      if (!asset) throw notFound('The asset');
      return sessions.issueAssetToken(asset.id, owner);
    },

    /** POST /api/asset/feedback/{assetId}: rating and comment of the caller on one item. */
    async saveFeedback(request: FastifyRequest) {
      const owner = requireSession(request).email;
      const { assetId } = request.params as { assetId: string };
      const asset = await assets.findOwned(assetId, owner);
      if (!asset) throw notFound('The asset');
      const body = request.body as Feedback;
      return assets.saveFeedback({ asset, owner, id: body.id, rating: body.rating, comment: body.comment });
    },
  };
}
