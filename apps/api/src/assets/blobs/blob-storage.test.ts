import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../testing/multipart.ts';
import { startS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import { type BlobStorage, type ByteRange, readBlob } from './blob-storage.ts';
import { FolderBlobs } from './folder-blobs.ts';
import { S3Blobs } from './s3-blobs.ts';

// The port's contract (decision 113), one table of cases run against both stores: the data
// folder and a bucket of a real S3-compatible server.

/** Bytes that tell their offsets apart: byte i is i mod 251. */
function bytesOf(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, index) => index % 251));
}

const small = bytesOf(1000);
/** Over one upload part (5 MiB), so the bucket's upload goes in several parts. */
const large = bytesOf(6 * 1024 * 1024 + 123);

function chunks(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) out.push(bytes.subarray(offset, offset + size));
  return out;
}

interface Subject {
  store: BlobStorage;
  /** Everything the store holds, written or half written (files of the folder, keys of the bucket). */
  held(): Promise<string[]>;
  /** A store of the same kind that cannot be reached. */
  unreachable(): BlobStorage;
}

let folder: string;
let s3: TestS3Server;
const subjects: Record<'folder' | 's3', Subject> = {} as never;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'taskwell-blobs-'));
  s3 = await startS3Server();
  subjects.folder = {
    store: new FolderBlobs(join(folder, 'assets')),
    held: async () => (await filesUnder(join(folder, 'assets'))).map((path) => path.replace(/^\.incoming\//, '')),
    unreachable: () => new FolderBlobs(join(folder, 'never-made')),
  };
  subjects.s3 = {
    store: new S3Blobs(s3.settings),
    held: async () => (await s3.keys()).map((key) => key.replace(/^assets\//, '')),
    unreachable: () => new S3Blobs({ ...s3.settings, bucket: 'no-such-bucket' }),
  };
  for (const subject of Object.values(subjects)) await subject.store.prepare();
});
afterAll(async () => {
  for (const subject of Object.values(subjects)) await subject?.store.close();
  await s3?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** How a case writes its blob. */
type Writing =
  | { by: 'put'; bytes: Buffer }
  | { by: 'stream'; bytes: Buffer; chunk: number }
  | { by: 'abort'; bytes: Buffer; chunk: number };

async function write(store: BlobStorage, name: string, writing: Writing): Promise<void> {
  if (writing.by === 'put') return store.put(name, writing.bytes);
  const blob = store.create(name);
  for (const chunk of chunks(writing.bytes, writing.chunk)) await blob.write(chunk);
  if (writing.by === 'abort') await blob.abort();
  else await blob.finish();
}

const cases: {
  given: string;
  writing: Writing;
  range?: ByteRange;
  want: { size: number | undefined; read: Buffer | undefined };
}[] = [
  { given: 'bytes put whole', writing: { by: 'put', bytes: small }, want: { size: 1000, read: small } },
  {
    given: 'bytes streamed in small chunks',
    writing: { by: 'stream', bytes: small, chunk: 7 },
    want: { size: 1000, read: small },
  },
  {
    given: 'a streamed blob over one upload part',
    writing: { by: 'stream', bytes: large, chunk: 64 * 1024 },
    want: { size: large.length, read: large },
  },
  {
    given: 'a range inside the blob',
    writing: { by: 'put', bytes: small },
    range: { start: 10, end: 19 },
    want: { size: 1000, read: small.subarray(10, 20) },
  },
  {
    given: 'a range to the last byte of a large blob',
    writing: { by: 'stream', bytes: large, chunk: 256 * 1024 },
    range: { start: large.length - 5, end: large.length - 1 },
    want: { size: large.length, read: large.subarray(large.length - 5) },
  },
  {
    given: 'a one-byte range',
    writing: { by: 'put', bytes: small },
    range: { start: 0, end: 0 },
    want: { size: 1000, read: small.subarray(0, 1) },
  },
  {
    given: 'a small upload given up',
    writing: { by: 'abort', bytes: small, chunk: 100 },
    want: { size: undefined, read: undefined },
  },
  {
    given: 'an upload given up after its first parts',
    writing: { by: 'abort', bytes: large, chunk: 64 * 1024 },
    want: { size: undefined, read: undefined },
  },
];

/** A short stand-in of bytes to compare (megabytes compared byte by byte make slow failures). */
function digest(bytes: Buffer | undefined): string | undefined {
  return bytes && `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`;
}

async function readRange(store: BlobStorage, name: string, range: ByteRange): Promise<Buffer | undefined> {
  const stream = await store.open(name, range);
  if (!stream) return undefined;
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

describe.each(['folder', 's3'] as const)('the %s blob store', (kind) => {
  it.each(cases)(
    'given $given should hold what was written, and nothing once removed',
    async ({ writing, range, want }) => {
      const { store, held } = subjects[kind];
      const name = randomUUID();
      await write(store, name, writing);
      expect(await store.sizeOf(name)).toBe(want.size);
      const read = range ? await readRange(store, name, range) : await readBlob(store, name);
      expect(digest(read)).toBe(digest(want.read));
      expect(await held()).toEqual(want.size === undefined ? [] : [name]);
      await store.remove(name);
      expect(await store.sizeOf(name)).toBeUndefined();
      expect(await store.open(name)).toBeUndefined();
      expect(await held()).toEqual([]);
    },
  );

  it('should not show a blob before its write is finished', async () => {
    const { store } = subjects[kind];
    const name = randomUUID();
    const blob = store.create(name);
    await blob.write(small);
    expect(await store.sizeOf(name)).toBeUndefined();
    await blob.finish();
    expect(await store.sizeOf(name)).toBe(small.length);
    await store.remove(name);
  });

  it('should answer nothing for a blob that never was, and remove it without complaint', async () => {
    const { store } = subjects[kind];
    const name = randomUUID();
    expect(await store.sizeOf(name)).toBeUndefined();
    expect(await store.open(name)).toBeUndefined();
    expect(await store.open(name, { start: 0, end: 3 })).toBeUndefined();
    await expect(store.remove(name)).resolves.toBeUndefined();
  });

  it('should fail a write the store cannot take, and give it up without complaint', async () => {
    const unreachable = subjects[kind].unreachable();
    const blob = unreachable.create(randomUUID());
    try {
      await expect(
        (async () => {
          await blob.write(small);
          await blob.finish();
        })(),
      ).rejects.toThrow();
      await expect(blob.abort()).resolves.toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });

  it('should fail a read of a store that cannot be reached, rather than call the blob missing', async () => {
    const unreachable = subjects[kind].unreachable();
    try {
      await expect(unreachable.open(randomUUID())).rejects.toThrow();
      await expect(unreachable.open(randomUUID(), { start: 0, end: 1 })).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });

  it('should be reachable, and say so when it is not', async () => {
    await expect(subjects[kind].store.ping()).resolves.toBeUndefined();
    const unreachable = subjects[kind].unreachable();
    try {
      await expect(unreachable.ping()).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });
});
