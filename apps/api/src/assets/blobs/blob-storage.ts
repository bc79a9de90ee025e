import type { Readable } from 'node:stream';

/** The bytes `start` to `end` of a blob, both included (an HTTP byte range, resolved). */
export interface ByteRange {
  /** The first byte. */
  start: number;
  /** The last byte, included. */
  end: number;
}

/**
 * A blob being written: bytes go in order as they arrive, and the blob exists under its name only
 * once {@link finish} resolved. {@link abort} leaves nothing under the name, whatever was written.
 */
export interface BlobWrite {
  /** Writes the next bytes; resolves when more may be written (backpressure). */
  write(chunk: Buffer): Promise<void>;
  /** Ends the blob: from then on it can be read. */
  finish(): Promise<void>;
  /** Gives the blob up: nothing stays, written or not. Never throws. */
  abort(): Promise<void>;
}

/**
 * Where the bytes of file assets live (decision 113): a folder on the local disk, the embedded
 * default, or an S3-compatible bucket, shared by every process of the scaled mode. Blobs are named
 * by their asset's generated storage name; nothing above this port knows a path or a key.
 */
export interface BlobStorage {
  /** Which store this is, for logs and the readiness probe. */
  readonly kind: 'folder' | 's3';
  /** Makes what the store needs (its folder) and clears what a crashed process left half written. */
  prepare(): Promise<void>;
  /** Starts writing a new blob under `name` (a name that was never used). */
  create(name: string): BlobWrite;
  /** Writes a whole blob of bytes already in hand under a new `name`. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** A stream of the blob, or of one range of it; undefined when there is no such blob. */
  open(name: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The blob's size in bytes, or undefined when there is no such blob. */
  sizeOf(name: string): Promise<number | undefined>;
  /** Deletes the blob; nothing happens when there is none. */
  remove(name: string): Promise<void>;
  /** Resolves when the store can be reached (the folder is there, the bucket answers); rejects otherwise. */
  ping(): Promise<void>;
  /** Lets go of connections. */
  close(): Promise<void>;
}

/** Reads a whole blob into memory, for the callers that need its bytes (a service's input). */
export async function readBlob(store: BlobStorage, name: string): Promise<Buffer | undefined> {
  const stream = await store.open(name);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
