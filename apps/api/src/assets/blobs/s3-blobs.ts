import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobStorage, BlobWrite, ByteRange } from './blob-storage.ts';

/** Where the bucket is and how to reach it (`S3_*`, README). */
export interface S3Settings {
  /** The bucket of the files (`S3_BUCKET`). */
  bucket: string;
  /** Its region (`S3_REGION`); default `us-east-1`, what most S3-compatible servers take. */
  region: string;
  /** The server's address (`S3_ENDPOINT`); default AWS's own for the region. */
  endpoint?: string;
  /** The access key (`S3_ACCESS_KEY_ID`, with `S3_SECRET_ACCESS_KEY`); default the SDK's chain (environment, profile, instance role). */
  accessKeyId?: string;
  /** The secret of the access key (`S3_SECRET_ACCESS_KEY`). */
  secretAccessKey?: string;
  /** Bucket in the path rather than in the host name (`S3_FORCE_PATH_STYLE`), as most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** The folder of the bucket the assets' objects are kept in (decision 113). */
export const assetKeyPrefix = 'assets/';

/**
 * Bytes of one part of a streamed upload: the smallest S3 takes. An upload holds at most
 * {@link uploadQueueSize} of them in memory at once, whatever the file's size.
 */
const uploadPartBytes = 5 * 1024 * 1024;
const uploadQueueSize = 2;
/** Connections one process holds to the bucket at most. */
const connectionsToBucket = 256;

/**
 * An error S3 answers for a key that is not there. A bucket that is not there is a fault of the
 * settings, not a missing file, wherever S3 says so (a HEAD's answer has no body to say it).
 */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The first byte of a `Content-Range: bytes a-b/n` answer, or 0 when there is none (the whole object). */
function firstByteOf(contentRange: string | undefined): number {
  const match = /^bytes (\d+)-\d+\//.exec(contentRange ?? '');
  return match ? Number(match[1]) : 0;
}

/** `take` bytes of a stream after its first `skip` ones; the rest is not read. */
function slice(stream: Readable, skip: number, take: number): Readable {
  async function* bytes() {
    let toSkip = skip;
    let left = take;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        const from = Math.min(toSkip, chunk.length);
        toSkip -= from;
        const part = chunk.subarray(from, from + left);
        left -= part.length;
        if (part.length > 0) yield part;
        if (left === 0) return;
      }
    } finally {
      stream.destroy();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/**
 * Blobs as objects of an S3-compatible bucket, under `assets/<storage name>`, through the AWS SDK
 * (decision 113): uploads streamed in parts as they arrive (lib-storage's `Upload`), reads
 * streamed with an optional `Range`. Nothing touches the local disk.
 */
export class S3Blobs implements BlobStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // The SDK's default since early 2025 adds CRC checksums and aws-chunked bodies to every
      // upload, which several S3-compatible servers refuse; sent only where an operation needs one,
      // uploads go as they did before, which every server takes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A download holds its connection to the bucket until its client has read it: room for many
      // at once beyond the SDK's default of 50, past which requests wait for a free one.
      requestHandler: {
        httpAgent: { keepAlive: true, maxSockets: connectionsToBucket },
        httpsAgent: { keepAlive: true, maxSockets: connectionsToBucket },
      },
    });
  }

  private keyOf(name: string): string {
    return `${assetKeyPrefix}${name}`;
  }

  async prepare(): Promise<void> {}

  create(name: string): BlobWrite {
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.keyOf(name), Body: body },
      partSize: uploadPartBytes,
      queueSize: uploadQueueSize,
    });
    let failure: unknown;
    // Its failures are reported by write and finish, never as an unheard 'error' event.
    body.on('error', () => undefined);
    // Started at once: the upload reads the stream as it is written, a part at a time.
    const done = upload.done().then(
      () => undefined,
      (error: unknown) => {
        failure = error;
        body.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    );
    // Reported through write/finish; never an unhandled rejection.
    done.catch(() => undefined);
    const remove = () => this.remove(name);
    return {
      async write(chunk) {
        if (failure !== undefined) throw failure;
        if (!body.write(chunk)) await once(body, 'drain');
      },
      async finish() {
        if (failure !== undefined) throw failure;
        body.end();
        await done;
      },
      async abort() {
        // The upload sees its stream fail, aborts a multipart upload it began, and settles; no PUT
        // is under way once it has, so the delete after it is the last word on the key.
        if (!body.destroyed) body.destroy(new Error('The upload was given up.'));
        await done.catch(() => undefined);
        await remove().catch(() => undefined);
      },
    };
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name), Body: bytes }));
  }

  async open(name: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const reply = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(name),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = reply.Body as Readable;
      if (!range) return body;
      // A server that answers more than the range asked (the test server does for `bytes=0-0`)
      // is cut to it here: a reply never carries bytes its Content-Length did not announce.
      const first = firstByteOf(reply.ContentRange);
      const length = range.end - range.start + 1;
      if (first === range.start && reply.ContentLength === length) return body;
      if (first > range.start) {
        body.destroy();
        throw new Error(`The bucket answered bytes from ${first} for a range from ${range.start}.`);
      }
      return slice(body, range.start - first, length);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async sizeOf(name: string): Promise<number | undefined> {
    try {
      const reply = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
      return reply.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    // S3 answers 204 for a key that is not there too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
