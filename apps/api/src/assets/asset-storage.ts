import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { AssetCreated, FeedbackResponse } from '@taskwell/api-sdk';
import {
  contentKindOf,
  type UploadKind,
  uploadHeadBytes,
  uploadRuleForType,
  uploadRules,
  uploadTypeMessage,
} from '@taskwell/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { assets, feedback } from '../db/schema.ts';
import { conflict, DomainError, invalid, notFound } from '../errors/domain-error.ts';
import { stripControlCharacters } from '../text/control-characters.ts';
import { type BlobStorage, type BlobWrite, type ByteRange, readBlob } from './blobs/blob-storage.ts';

/** An asset row. */
export type AssetRow = typeof assets.$inferSelect;

/**
 * The largest run output kept in its asset row rather than in a file (decision 060): text results
 * and small images are written with the run's checkpoint, in the same statement, with no file to
 * create, read back or clean up; larger ones (audio, most images) stay files.
 */
export const inlineOutputMaxBytes = 64 * 1024;

/** Where a run output's bytes go: its asset row, or a blob written ahead of the row. */
export type StoredOutput = { content: Buffer; storageName: null } | { content: null; storageName: string };

/** An upload over its limit (spec §5 wording). */
export function payloadTooLarge(limit: number): DomainError {
  return new DomainError('too_large', 'payload_too_large', `File is larger than ${limit} bytes`);
}

/** An upload whose content is not of a kind that is taken (spec §5 wording, with why). */
function notAccepted(declaredType: string | undefined, why = ''): DomainError {
  const rule = declaredType ? uploadRuleForType(declaredType) : undefined;
  return new DomainError('unsupported_type', 'unsupported_media_type', `${uploadTypeMessage(rule)}${why}`);
}

/** A file name fit to show and to put in a Content-Disposition: no path, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = stripControlCharacters(basename((name ?? '').replaceAll('\\', '/')))
    .trim()
    .slice(0, 255);
  return cleaned.length > 0 && cleaned !== '.' && cleaned !== '..' ? cleaned : 'upload';
}

/** The result of streaming one file part into the blob store. */
export interface ReceivedFile {
  /** The blob it was written to, under its final generated name (no row records it yet). */
  storageName: string;
  /** Its size in bytes. */
  size: number;
  /** Its first bytes, for the upload rules of `@taskwell/domain`. */
  head: Uint8Array;
  /** The kind its content shows (its limit was enforced while it streamed). */
  kind: UploadKind;
  /** The client's file name, cleaned. */
  fileName: string;
}

/**
 * The assets: rows in the database, and the bytes of file assets as blobs with generated names in
 * a {@link BlobStorage} (the data folder, or a bucket: decision 113). An upload streams into its
 * blob as it arrives and is recorded only when whole and accepted, so a refused or broken upload
 * leaves nothing behind.
 */
export class AssetStorage {
  constructor(
    private readonly db: Database,
    /** Where the bytes of file assets are kept (for the readiness probe: `ping()`). */
    readonly blobs: BlobStorage,
    private readonly now: () => number,
  ) {}

  /** Readies the blob store (its folder, cleared of what a crashed process left half written). */
  async prepare(): Promise<void> {
    await this.blobs.prepare();
  }

  /**
   * Streams a file part into a new blob under its final generated name. The kind is decided from
   * the first bytes (the upload rules of `@taskwell/domain`), and only then does writing begin; the
   * byte count is checked against that kind's limit as the bytes arrive (whatever the
   * Content-Length said, or with none, chunked); text must be UTF-8 to its end. A refused or broken
   * upload is given up, leaving no blob. Whether the kind is the one declared is the caller's
   * check, once the metadata is read (then {@link commit} or {@link discard}).
   */
  async receive(
    stream: Readable,
    options: { fileName?: string; declaredType?: string; ceiling: number },
  ): Promise<ReceivedFile> {
    const storageName = randomUUID();
    let out: BlobWrite | undefined;
    let size = 0;
    let kind: UploadKind | undefined;
    let head = new Uint8Array();
    const pending: Buffer[] = [];
    let pendingSize = 0;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const notUtf8 = () => notAccepted(options.declaredType, ' (text must be UTF-8)');
    const write = async (chunk: Buffer) => {
      if (kind === 'text') {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          throw notUtf8();
        }
      }
      out ??= this.blobs.create(storageName);
      await out.write(chunk);
    };
    const decide = async () => {
      const first = Buffer.concat(pending);
      head = new Uint8Array(first.subarray(0, uploadHeadBytes));
      kind = contentKindOf(head);
      if (!kind) throw notAccepted(options.declaredType);
      if (size > uploadRules[kind].maxBytes) throw payloadTooLarge(uploadRules[kind].maxBytes);
      await write(first);
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > options.ceiling) throw payloadTooLarge(kind ? uploadRules[kind].maxBytes : options.ceiling);
        if (!kind) {
          pending.push(chunk);
          pendingSize += chunk.length;
          if (pendingSize >= uploadHeadBytes) await decide();
          continue;
        }
        if (size > uploadRules[kind].maxBytes) throw payloadTooLarge(uploadRules[kind].maxBytes);
        await write(chunk);
      }
      if (size === 0) throw invalid('empty_file', 'File is smaller than 1 byte');
      if (!kind) await decide();
      if (kind === 'text') {
        try {
          decoder.decode();
        } catch {
          throw notUtf8();
        }
      }
      await out?.finish();
      return { storageName, size, head, kind: kind as UploadKind, fileName: cleanFileName(options.fileName) };
    } catch (error) {
      await out?.abort();
      // Drain nothing more: the caller answers and closes the connection.
      stream.destroy();
      throw error;
    }
  }

  /** Records a received file with its owner (its blob is removed when the record fails). */
  async commit(
    file: ReceivedFile,
    options: { owner: string; metadata: Record<string, unknown>; contentType: string },
  ): Promise<AssetCreated> {
    const id = newRowId();
    const { storageName } = file;
    try {
      await this.db.insert(assets).values({
        id,
        ownerEmail: options.owner,
        fileName: file.fileName,
        contentType: options.contentType,
        size: file.size,
        storageName,
        metadata: { ...options.metadata, 'Content-Type': options.contentType },
        createdAt: new Date(this.now()),
      });
    } catch (error) {
      await this.removeFile(storageName);
      throw error;
    }
    return { assetId: id, fileName: file.fileName };
  }

  /**
   * Places bytes a service produced (a step output of a task run): up to
   * {@link inlineOutputMaxBytes} they go in the asset row itself, larger ones to a blob under a
   * generated storage name first. The caller records the asset row (with the run's checkpoint,
   * in one statement) or calls {@link removeFile} for a blob that was not recorded.
   */
  async storeOutput(bytes: Buffer): Promise<StoredOutput> {
    if (bytes.length <= inlineOutputMaxBytes) return { content: bytes, storageName: null };
    return { content: null, storageName: await this.writeGenerated(bytes) };
  }

  /** Writes bytes under a generated storage name and returns that name (the row is the caller's). */
  private async writeGenerated(bytes: Buffer): Promise<string> {
    const storageName = randomUUID();
    await this.blobs.put(storageName, bytes);
    return storageName;
  }

  /**
   * Keeps bytes the server itself provides (a task sample's input file) as an asset of `owner`:
   * the blob is written, then recorded, and removed again when the record fails.
   */
  async keep(bytes: Buffer, options: { owner: string; fileName: string; contentType: string }): Promise<string> {
    const storageName = await this.writeGenerated(bytes);
    const id = newRowId();
    try {
      await this.db.insert(assets).values({
        id,
        ownerEmail: options.owner,
        fileName: cleanFileName(options.fileName),
        contentType: options.contentType,
        size: bytes.length,
        storageName,
        metadata: { 'Content-Type': options.contentType },
        createdAt: new Date(this.now()),
      });
    } catch (error) {
      await this.removeFile(storageName);
      throw error;
    }
    return id;
  }

  /** Removes the blob of an asset whose row is gone, or was never written. */
  async removeFile(storageName: string): Promise<void> {
    await this.blobs.remove(basename(storageName));
  }

  /** Whether an asset is text by the upload rules (any text type, JSON included). */
  isText(asset: AssetRow): boolean {
    return uploadRuleForType(asset.contentType)?.kind === 'text';
  }

  /**
   * An asset's bytes to send, all or one range: a stream of its blob, or the bytes of its row;
   * undefined when its blob is gone.
   */
  async openBody(asset: AssetRow, range?: ByteRange): Promise<Readable | Buffer | undefined> {
    if (asset.storageName === null) {
      const bytes = asset.content ?? Buffer.alloc(0);
      return range ? bytes.subarray(range.start, range.end + 1) : bytes;
    }
    return this.blobs.open(asset.storageName, range);
  }

  /** Reads an asset's bytes, from its row or its blob (a service's input, a text check). */
  async read(asset: AssetRow): Promise<Buffer> {
    if (asset.storageName === null) return asset.content ?? Buffer.alloc(0);
    const bytes = await readBlob(this.blobs, asset.storageName);
    if (!bytes) throw new Error(`The bytes of asset ${asset.id} are gone.`);
    return bytes;
  }

  /** Reads the bytes of a received file (a knowledge document's, indexed from memory). */
  async readReceived(file: ReceivedFile): Promise<Buffer> {
    const bytes = await readBlob(this.blobs, file.storageName);
    if (!bytes) throw new Error('The received file is gone.');
    return bytes;
  }

  /** Deletes a received file that will not be kept. */
  async discard(file: ReceivedFile | undefined): Promise<void> {
    if (file) await this.removeFile(file.storageName);
  }

  /** The asset, when it belongs to this owner (others' assets are not found, as unknown ones). */
  async findOwned(assetId: string, owner: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.ownerEmail, owner)))
      .limit(1);
    if (!row || row.storageName === null) return row;
    // A row whose blob is gone is not served.
    return (await this.blobs.sizeOf(row.storageName)) === undefined ? undefined : row;
  }

  /**
   * Saves a rating and comment of one user on one result item (spec §4): the first call creates
   * the feedback, later calls (with its id) update it; once rating and comment are both set it is
   * final, and a change answers 409.
   */
  async saveFeedback(options: {
    asset: AssetRow;
    owner: string;
    id?: string;
    rating?: 'up' | 'down';
    comment?: string;
  }): Promise<FeedbackResponse> {
    const { asset, owner } = options;
    const comment = options.comment?.trim() || undefined;
    const at = new Date(this.now());
    const [existing] = await this.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.accountEmail, owner), eq(feedback.assetId, asset.id)))
      .limit(1);
    if (options.id !== undefined && existing?.id !== options.id) throw notFound('That feedback');
    if (!existing) {
      if (options.rating === undefined && comment === undefined) {
        throw invalid('invalid_request', 'Give a rating, a comment or both.');
      }
      const id = randomUUID();
      const inserted = await this.db
        .insert(feedback)
        .values({
          id,
          assetId: asset.id,
          accountEmail: owner,
          rating: options.rating ?? null,
          comment: comment ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      const row = inserted[0];
      if (!row) throw conflict('conflict', 'Feedback on this item was just saved. Send it again with its id.');
      return this.feedbackReply(asset, row);
    }
    const rating = options.rating ?? existing.rating;
    const nextComment = comment ?? existing.comment;
    const unchanged = rating === existing.rating && nextComment === existing.comment;
    const final = existing.rating !== null && existing.comment !== null;
    if (unchanged) return this.feedbackReply(asset, existing);
    if (final) throw conflict('feedback_final', 'This feedback is final and can no longer change.');
    // Conditional on the row being unchanged since it was read, so two racing calls cannot both
    // complete it (the second sees 409).
    const [row] = await this.db
      .update(feedback)
      .set({ rating, comment: nextComment, updatedAt: at })
      .where(
        and(
          eq(feedback.id, existing.id),
          existing.rating === null ? isNull(feedback.rating) : eq(feedback.rating, existing.rating),
          existing.comment === null ? isNull(feedback.comment) : eq(feedback.comment, existing.comment),
        ),
      )
      .returning();
    if (!row) throw conflict('feedback_final', 'This feedback changed meanwhile; reload it.');
    return this.feedbackReply(asset, row);
  }

  private feedbackReply(asset: AssetRow, row: typeof feedback.$inferSelect): FeedbackResponse {
    return {
      updatedAssetId: asset.id,
      feedbackId: row.id,
      metadata: {
        ...asset.metadata,
        feedback: {
          id: row.id,
          ...(row.rating !== null ? { rating: row.rating } : {}),
          ...(row.comment !== null ? { comment: row.comment } : {}),
        },
      },
    };
  }
}
