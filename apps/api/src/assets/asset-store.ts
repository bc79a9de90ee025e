import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
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

/** An asset row. */
export type AssetRow = typeof assets.$inferSelect;

/**
 * The largest run output kept in its asset row rather than in a file (decision 060): text results
 * and small images are written with the run's checkpoint, in the same statement, with no file to
 * create, read back or clean up; larger ones (audio, most images) stay files.
 */
export const inlineOutputMaxBytes = 64 * 1024;

/** Where an asset's bytes are read from: a file, or the bytes kept in its row. */
export type AssetBody = { path: string } | { bytes: Buffer };

/** Where a run output's bytes go: its asset row, or a file written ahead of the row. */
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

/** The result of streaming one file part to disk. */
export interface ReceivedFile {
  /** The temporary file, under the store's incoming folder. */
  path: string;
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

  /** Where a file asset's bytes are (undefined for bytes kept in the row). */
  pathOf(asset: AssetRow): string | undefined {
    return asset.storageName === null ? undefined : join(this.folder, asset.storageName);
  }

  /**
   * Streams a file part to the incoming folder. The kind is decided from the first bytes (the
   * upload rules of `@taskwell/domain`), then the byte count is checked against that kind's limit as
   * the bytes arrive (whatever the Content-Length said, or with none, chunked); text must be UTF-8
   * to its end. Whether the kind is the one declared is the caller's check, once the metadata is read.
   */
  async receive(
    stream: Readable,
    options: { fileName?: string; declaredType?: string; ceiling: number },
  ): Promise<ReceivedFile> {
    const path = join(this.incoming, `${randomUUID()}.part`);
    let out: WriteStream | undefined;
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
      out ??= createWriteStream(path, { flags: 'wx' });
      if (!out.write(chunk)) await new Promise<void>((resolve) => out?.once('drain', resolve));
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
      if (out) {
        out.end();
        await finished(out);
      }
      return { path, size, head, kind: kind as UploadKind, fileName: cleanFileName(options.fileName) };
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
    options: { owner: string; metadata: Record<string, unknown>; contentType: string },
  ): Promise<AssetCreated> {
    const id = newRowId();
    const storageName = randomUUID();
    const target = join(this.folder, storageName);
    await rename(file.path, target);
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
      await rm(target, { force: true });
      throw error;
    }
    return { assetId: id, fileName: file.fileName };
  }

  /**
   * Places bytes a service produced (a step output of a task run): up to
   * {@link inlineOutputMaxBytes} they go in the asset row itself, larger ones to a file under a
   * generated storage name first. The caller records the asset row (with the run's checkpoint,
   * in one statement) or calls {@link removeFile} for a file that was not recorded.
   */
  async storeOutput(bytes: Buffer): Promise<StoredOutput> {
    if (bytes.length <= inlineOutputMaxBytes) return { content: bytes, storageName: null };
    return { content: null, storageName: await this.writeGenerated(bytes) };
  }

  /** Writes bytes under a generated storage name and returns that name (the row is the caller's). */
  private async writeGenerated(bytes: Buffer): Promise<string> {
    const storageName = randomUUID();
    await writeFile(join(this.folder, storageName), bytes, { flag: 'wx' });
    return storageName;
  }

  /**
   * Keeps bytes the server itself provides (a task sample's input file) as an asset of `owner`:
   * the file is written, then recorded, and removed again when the record fails.
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

  /** Removes a file that was not recorded. */
  async removeFile(storageName: string): Promise<void> {
    await rm(join(this.folder, basename(storageName)), { force: true });
  }

  /** Whether an asset is text by the upload rules (any text type, JSON included). */
  isText(asset: AssetRow): boolean {
    return uploadRuleForType(asset.contentType)?.kind === 'text';
  }

  /** Where an asset's bytes are to be sent from: its file, or its row. */
  bodyOf(asset: AssetRow): AssetBody {
    const path = this.pathOf(asset);
    return path === undefined ? { bytes: asset.content ?? Buffer.alloc(0) } : { path };
  }

  /** Reads an asset's bytes, from its row or its file. */
  async read(asset: AssetRow): Promise<Buffer> {
    const path = this.pathOf(asset);
    return path === undefined ? (asset.content ?? Buffer.alloc(0)) : readFile(path);
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
    const path = this.pathOf(row);
    if (path === undefined) return row;
    // A row whose file is gone is not served.
    const found = await stat(path).catch(() => undefined);
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
