import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { BlobStorage, BlobWrite, ByteRange } from './blob-storage.ts';

/** What a missing file throws. */
function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/**
 * Blobs as files of one folder (`DATA_DIR/assets`), the embedded default: a blob being written is
 * a file of the `.incoming` folder, moved into place when whole, so a refused, broken or crashed
 * write leaves nothing under its name (and {@link prepare} clears what a crash left there).
 */
export class FolderBlobs implements BlobStorage {
  readonly kind = 'folder';
  private readonly incoming: string;

  constructor(readonly folder: string) {
    this.incoming = join(folder, '.incoming');
  }

  /** Where a blob's file is; a name is never a path (no folder of it is followed). */
  private pathOf(name: string): string {
    return join(this.folder, basename(name));
  }

  /**
   * Whether a file that was not found is a missing blob: yes, unless the folder itself is gone (a
   * store that cannot be reached, as a bucket that is not there).
   */
  private async blobIsMissing(error: unknown): Promise<boolean> {
    if (!isMissing(error)) return false;
    return access(this.folder).then(
      () => true,
      () => false,
    );
  }

  async prepare(): Promise<void> {
    await mkdir(this.incoming, { recursive: true });
    for (const name of await readdir(this.incoming)) await rm(join(this.incoming, name), { force: true });
  }

  create(name: string): BlobWrite {
    const part = join(this.incoming, `${basename(name)}.part`);
    const target = this.pathOf(name);
    let out: WriteStream | undefined;
    const opened = (): WriteStream => {
      out ??= createWriteStream(part, { flags: 'wx' });
      return out;
    };
    return {
      async write(chunk) {
        const stream = opened();
        if (!stream.write(chunk)) {
          await new Promise<void>((resolve, reject) => {
            const settle = (error?: Error) => {
              stream.off('drain', settle);
              stream.off('error', settle);
              if (error) reject(error);
              else resolve();
            };
            stream.once('drain', settle);
            stream.once('error', settle);
          });
        }
      },
      async finish() {
        const stream = opened();
        stream.end();
        await finished(stream);
        await rename(part, target);
      },
      async abort() {
        if (out) {
          out.destroy();
          await finished(out).catch(() => undefined);
        }
        await rm(part, { force: true });
      },
    };
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await writeFile(this.pathOf(name), bytes, { flag: 'wx' });
  }

  async open(name: string, range?: ByteRange): Promise<Readable | undefined> {
    const path = this.pathOf(name);
    // Opened before it is handed out, so a missing file is known here rather than mid-reply.
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    try {
      await once(stream, 'open');
    } catch (error) {
      stream.destroy();
      if (await this.blobIsMissing(error)) return undefined;
      throw error;
    }
    return stream;
  }

  async sizeOf(name: string): Promise<number | undefined> {
    try {
      const found = await stat(this.pathOf(name));
      return found.isFile() ? found.size : undefined;
    } catch (error) {
      if (await this.blobIsMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  async ping(): Promise<void> {
    await access(this.incoming);
  }

  async close(): Promise<void> {}
}
