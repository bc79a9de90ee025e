import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { AssetCreated, FeedbackResponse } from '@taskwell/api-sdk';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { assets, feedback } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { stripControlCharacters } from '../text/control-characters.ts';
import { type SniffedType, sniffBytes, sniffUploadType } from './upload-limits.ts';

/** An asset row. */
export type AssetRow = typeof assets.$inferSelect;

/** 413 for an upload over its limit. */
export function payloadTooLarge(limit: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The file is larger than ${limit} bytes.`);
}

/** A file name fit to show and to put in a Content-Disposition: no path, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = stripControlCharacters(basename((name ?? '').replaceAll('\\', '/')))
    .trim()
    .slice(0, 255);
  return cleaned.length > 0 && cleaned !== '.' && cleaned !== '..' ? cleaned : 'upload';
}

/** The result of streaming one file part to disk. */
export interface ReceivedFile {
  /** The temporary file, under the store's incoming folder. */
  path: string;
  size: number;
  type: SniffedType;
  fileName: string;
}

/**
 * Files of assets under DATA_DIR/assets with generated names; uploads are written to an incoming
 * folder first and moved into place only when complete and recorded, so a refused or broken
 * upload leaves nothing behind.
 */
export class AssetStore {
  readonly folder: string;
  private readonly incoming: string;

  constructor(
    private readonly db: Database,
    dataDir: string,
    private readonly now: () => number,
  ) {
    this.folder = join(dataDir, 'assets');
    this.incoming = join(this.folder, '.incoming');
  }

  /** Creates the folders and removes what a crashed process left in the incoming folder. */
  async prepare(): Promise<void> {
    await mkdir(this.incoming, { recursive: true });
    for (const name of await readdir(this.incoming)) await rm(join(this.incoming, name), { force: true });
  }

  /** Where an asset's bytes are. */
  pathOf(asset: AssetRow): string {
    return join(this.folder, asset.storageName);
  }

  /**
   * Streams a file part to the incoming folder. The type is decided from the first bytes, then
   * the byte count is checked against that type's limit as the bytes arrive (whatever the
   * Content-Length said, or with none, chunked); text must be UTF-8.
   */
  async receive(
    stream: Readable,
    options: { fileName?: string; declaredType?: string; ceiling: number },
  ): Promise<ReceivedFile> {
    const path = join(this.incoming, `${randomUUID()}.part`);
    let out: WriteStream | undefined;
    let size = 0;
    let type: SniffedType | undefined;
    const head: Buffer[] = [];
    let headSize = 0;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const write = async (chunk: Buffer) => {
      if (type?.kind === 'text') {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          throw new ApiError(415, 'unsupported_media_type', 'The file is not an accepted type (text must be UTF-8).');
        }
      }
      out ??= createWriteStream(path, { flags: 'wx' });
      if (!out.write(chunk)) await new Promise<void>((resolve) => out?.once('drain', resolve));
    };
    const decide = async () => {
      const first = Buffer.concat(head);
      type = await sniffUploadType(first, options.declaredType);
      if (!type) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          'The file is not an accepted type: text, PNG, JPEG, WebP or PDF.',
        );
      }
      if (size > type.limit) throw payloadTooLarge(type.limit);
      await write(first);
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > options.ceiling) throw payloadTooLarge(type?.limit ?? options.ceiling);
        if (!type) {
          head.push(chunk);
          headSize += chunk.length;
          if (headSize >= sniffBytes) await decide();
          continue;
        }
        if (size > type.limit) throw payloadTooLarge(type.limit);
        await write(chunk);
      }
      if (size === 0) throw new ApiError(400, 'empty_file', 'The file is empty.');
      if (!type) await decide();
      if (type?.kind === 'text') {
        try {
          decoder.decode();
        } catch {
          throw new ApiError(415, 'unsupported_media_type', 'The file is not an accepted type (text must be UTF-8).');
        }
      }
      if (out) {
        out.end();
        await finished(out);
      }
      return { path, size, type: type as SniffedType, fileName: cleanFileName(options.fileName) };
    } catch (error) {
      out?.destroy();
      if (out) await finished(out).catch(() => undefined);
      await rm(path, { force: true });
      // Drain nothing more: the caller answers and closes the connection.
      stream.destroy();
      throw error;
    }
  }

  /** Moves a received file into place and records it with its owner. */
  async commit(
    file: ReceivedFile,
    options: { owner: string; metadata: Record<string, unknown> },
  ): Promise<AssetCreated> {
    const id = randomUUID();
    const storageName = randomUUID();
    const target = join(this.folder, storageName);
    await rename(file.path, target);
    try {
      await this.db.insert(assets).values({
        id,
        ownerEmail: options.owner,
        fileName: file.fileName,
        contentType: file.type.contentType,
        size: file.size,
        storageName,
        metadata: { ...options.metadata, 'Content-Type': file.type.contentType },
        createdAt: new Date(this.now()),
      });
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return { assetId: id, fileName: file.fileName };
  }

  /**
   * Writes bytes a service produced (a step output of a task run) under a generated storage name
   * and returns that name; the caller records the asset row (with the run's checkpoint, in one
   * statement) or removes the file again with {@link removeFile}.
   */
  async writeGenerated(bytes: Buffer): Promise<string> {
    const storageName = randomUUID();
    await writeFile(join(this.folder, storageName), bytes, { flag: 'wx' });
    return storageName;
  }

  /** Removes a file that was not recorded. */
  async removeFile(storageName: string): Promise<void> {
    await rm(join(this.folder, basename(storageName)), { force: true });
  }

  /** Reads an asset's bytes. */
  read(asset: AssetRow): Promise<Buffer> {
    return readFile(this.pathOf(asset));
  }

  /** Deletes a received file that will not be kept. */
  async discard(file: ReceivedFile | undefined): Promise<void> {
    if (file) await rm(file.path, { force: true });
  }

  /** The asset, when it belongs to this owner (others' assets are not found, as unknown ones). */
  async findOwned(assetId: string, owner: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.ownerEmail, owner)))
      .limit(1);
    if (!row) return undefined;
    // A row whose file is gone is not served.
    const found = await stat(this.pathOf(row)).catch(() => undefined);
    return found?.isFile() ? row : undefined;
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
        throw new ApiError(400, 'invalid_request', 'Give a rating, a comment or both.');
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
      if (!row) throw new ApiError(409, 'conflict', 'Feedback on this item was just saved. Send it again with its id.');
      return this.feedbackReply(asset, row);
    }
    const rating = options.rating ?? existing.rating;
    const nextComment = comment ?? existing.comment;
    const unchanged = rating === existing.rating && nextComment === existing.comment;
    const final = existing.rating !== null && existing.comment !== null;
    if (unchanged) return this.feedbackReply(asset, existing);
    if (final) throw new ApiError(409, 'feedback_final', 'This feedback is final and can no longer change.');
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
    if (!row) throw new ApiError(409, 'feedback_final', 'This feedback changed meanwhile; reload it.');
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
