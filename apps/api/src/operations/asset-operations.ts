import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { checkDeclaredUpload, uploadMaxBytes } from '@taskwell/domain';
import type { FastifyRequest } from 'fastify';
import { payloadTooLarge, type ReceivedFile } from '../assets/asset-storage.ts';
import { assetTokenOf } from '../auth/asset-token-query.ts';
import { type AcceptedCredentials, authenticateCaller, requireSession } from '../auth/authenticate.ts';
import { isDependencyOutage } from '../errors/dependency-outage.ts';
import { DomainError, invalid, notFound, unauthenticated } from '../errors/domain-error.ts';
import { sendAssetFile } from '../http/asset-file-reply.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const metadataLimit = 65_536;
/** Room for the multipart framing and the metadata part around the largest file. */
const multipartOverhead = 256 * 1024;

function badMultipart(message: string): DomainError {
  return invalid('invalid_multipart', message);
}

/**
 * True for errors that already say what was wrong (ours, or the framework's), and for a database
 * or bucket that is away (a 503, issue 42): neither is a body that could not be read.
 */
function isReportedError(error: unknown): boolean {
  if (isDependencyOutage(error)) return true;
  return error instanceof DomainError || (typeof error === 'object' && error !== null && 'statusCode' in error);
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

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * The metadata part as an object, however it came (spec §7: JSON with Content-Type): as a plain
 * field (the SDK's way), as a field typed application/json (the contract's encoding, which the
 * multipart plugin has already parsed), or as a file part holding JSON.
 */
async function readMetadata(part: Multipart): Promise<Record<string, unknown>> {
  let value: unknown;
  if (part.type === 'file') value = await readSmall(part.file, metadataLimit);
  else value = part.value;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      // Reported below.
    }
  }
  if (isJsonObject(value)) return value;
  throw badMultipart('The metadata part must be a JSON object.');
}

/** An upload the rules refuse: over its kind's limit, or not the kind it was declared as. */
function refusedUpload(errors: readonly string[]): DomainError {
  const tooLarge = errors.some((error) => error.startsWith('File is larger'));
  return new DomainError(
    tooLarge ? 'too_large' : 'unsupported_type',
    tooLarge ? 'payload_too_large' : 'unsupported_media_type',
    errors.join('; '),
  );
}

/**
 * The owner an asset read speaks for: the bearer session, an API key or public key where the
 * operation takes one, or a `?token=` bound to this asset. A public key reads only the results of
 * the runs it started.
 */
async function assetReader(
  context: ServerContext,
  request: FastifyRequest,
  assetId: string,
  accepts: AcceptedCredentials = { bearer: true, apiKey: false, publicKey: false },
): Promise<string> {
  const caller = await authenticateCaller(context, request, accepts);
  if (caller?.kind === 'publicKey') {
    if (!(await context.keys.visitorStartedRunWithResult(caller.keyId, caller.visitor, assetId))) {
      throw notFound('The text asset');
    }
    return caller.email;
  }
  if (caller) return caller.email;
  const token = assetTokenOf(request);
  if (!token) throw unauthenticated();
  const owner = await context.sessions.verifyAssetToken(token, assetId);
  if (!owner) throw unauthenticated();
  return owner;
}

/** Handlers of the asset operations. */
export function assetOperations(context: ServerContext) {
  const { assets, schemas, sessions } = context;
  const validateMetadata = schemas.schemaValidator('#/components/schemas/AssetMetadata');

  return operationGroup({
    /** POST /api/asset/create: one file and its metadata, limits enforced while streaming. */
    async createAsset(request) {
      const owner = requireSession(request).email;
      if (!request.isMultipart()) {
        throw new DomainError('unsupported_type', 'unsupported_media_type', 'Send the file as multipart/form-data.');
      }
      const declaredLength = Number(request.headers['content-length'] ?? 0);
      // Nothing is read when the request says it is larger than the largest file allowed.
      if (declaredLength > uploadMaxBytes + multipartOverhead) throw payloadTooLarge(uploadMaxBytes);
      let file: ReceivedFile | undefined;
      let metadata: Record<string, unknown> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.fieldname === 'metadata' && metadata === undefined) {
            metadata = await readMetadata(part);
          } else if (part.fieldname === 'file' && part.type === 'file' && file === undefined) {
            const declaredType =
              typeof metadata?.['Content-Type'] === 'string' ? metadata['Content-Type'] : part.mimetype;
            file = await assets.receive(part.file, { fileName: part.filename, declaredType, ceiling: uploadMaxBytes });
          } else {
            if (part.type === 'file') part.file.resume();
            throw badMultipart(`Unexpected part "${part.fieldname}": send one "file" and one "metadata".`);
          }
        }
      } catch (error) {
        await assets.discard(file);
        if (isReportedError(error)) throw error;
        // busboy's own errors (truncated body, bad boundary, malformed headers) are the client's.
        throw badMultipart('The multipart body could not be read.');
      }
      if (!file) throw badMultipart('A "file" part is required.');
      if (!metadata || !validateMetadata(metadata) || typeof metadata['Content-Type'] !== 'string') {
        await assets.discard(file);
        throw badMultipart('A "metadata" part with a "Content-Type" is required.');
      }
      // The declared type names the upload rule; content of another kind is refused, so what the
      // user meant and what is kept never differ.
      const check = checkDeclaredUpload({
        name: file.fileName,
        type: metadata['Content-Type'],
        size: file.size,
        head: file.head,
      });
      if (!check.ok) {
        await assets.discard(file);
        throw refusedUpload(check.errors);
      }
      return assets.commit(file, { owner, metadata, contentType: check.contentType });
    },

    /** GET /api/asset/get/{assetId}: the owner's file, with byte ranges. */
    async getAsset(request, reply) {
      const { assetId } = request.params;
      const owner = await assetReader(context, request, assetId);
      const asset = await assets.findOwned(assetId, owner);
      if (!asset) throw notFound('The asset');
      return sendAssetFile(request, reply, {
        asset,
        body: (range) => assets.openBody(asset, range),
        text: assets.isText(asset),
        download: request.query.download === true,
        // The studio shows assets in <img> and <audio> from its own origin; the token guards them.
        cacheControl: 'private, no-store',
      });
    },

    /** GET /api/asset/text/{assetId}: a text asset as text (the content viewer's src). */
    async getAssetText(request, reply) {
      const { assetId } = request.params;
      const owner = await assetReader(context, request, assetId, { bearer: true, apiKey: true, publicKey: true });
      const asset = await assets.findOwned(assetId, owner);
      if (!asset || !assets.isText(asset)) throw notFound('The text asset');
      const type = asset.contentType === 'text/markdown' ? 'text/markdown' : 'text/plain';
      reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'private, no-store');
      return reply.type(`${type}; charset=utf-8`).send((await assets.read(asset)).toString('utf8'));
    },

    /** POST /api/asset/token/{assetId}: a short-lived URL token for one of the caller's assets. */
    async createAssetToken(request) {
      const owner = requireSession(request).email;
      const { assetId } = request.params;
      const asset = await assets.findOwned(assetId, owner);
      if (!asset) throw notFound('The asset');
      return sessions.issueAssetToken(asset.id, owner);
    },

    /** POST /api/asset/feedback/{assetId}: rating and comment of the caller on one item. */
    async saveFeedback(request) {
      const owner = requireSession(request).email;
      const { assetId } = request.params;
      const asset = await assets.findOwned(assetId, owner);
      if (!asset) throw notFound('The asset');
      const body = request.body;
      return assets.saveFeedback({ asset, owner, id: body.id, rating: body.rating, comment: body.comment });
    },

    /** GET /api/asset/check/{assetId}: the inclusive-language check of one of the caller's text results. */
    async getTextCheck(request) {
      const owner = requireSession(request).email;
      const { assetId } = request.params;
      return context.checks.checkOf(assetId, owner);
    },

    async dismissTextCheckFinding(request) {
      const owner = requireSession(request).email;
      const { assetId } = request.params;
      const { start, end, reason } = request.body;
      return context.checks.dismiss(assetId, owner, { start, end }, reason.trim());
    },

    async restoreTextCheckFinding(request) {
      const owner = requireSession(request).email;
      const { assetId } = request.params;
      const { start, end } = request.query;
      return context.checks.dismiss(assetId, owner, { start: Number(start), end: Number(end) }, undefined);
    },
  });
}
