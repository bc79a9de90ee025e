import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../assets/blobs/s3-blobs.ts';

/** The one key pair the S3-compatible test server knows. */
const testKey = 'S3RVER';

/** An S3-compatible server for tests, on a free loopback port, with one empty bucket. */
export interface TestS3Server {
  /** The settings that point a blob store at its bucket. */
  settings: S3Settings;
  /** Every key in the bucket, sorted (what the tests expect to be there, or gone). */
  keys(): Promise<string[]>;
  /**
   * Stops serving and cuts every open connection, keeping the objects (an outage, issue 42): calls
   * to the port are refused until {@link resume}.
   */
  pause(): Promise<void>;
  /** Serves the same objects again on the same port. */
  resume(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts s3rver (decision 113: an S3-compatible server from the npm registry, objects kept as
 * files of a `taskwell-s3-*` temporary folder) on 127.0.0.1 at a free port, with `bucket` made.
 */
export async function startS3Server(bucket = 'taskwell-test'): Promise<TestS3Server> {
  const folder = await mkdtemp(join(tmpdir(), 'taskwell-s3-'));
  const serve = (on: number) =>
    new S3rver({
      address: '127.0.0.1',
      port: on,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server: S3rver | undefined = serve(0);
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  const halt = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    // Requests cut half-way still finish inside s3rver and log; its logger, closed with the
    // server, would then complain on the console that it has nowhere to write. Left open, it stays silent.
    const internals = running as unknown as { logger: { close(): void }; httpServer?: { closeAllConnections(): void } };
    internals.logger.close = () => undefined;
    const closed = running.close();
    // Kept-alive connections of the clients are cut too: an outage, not a polite goodbye.
    internals.httpServer?.closeAllConnections();
    await closed;
  };
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: testKey,
    secretAccessKey: testKey,
    forcePathStyle: true,
  };
  return {
    settings,
    keys: () => bucketKeys(settings),
    pause: halt,
    async resume() {
      if (server) return;
      const next = serve(port);
      await next.run();
      server = next;
    },
    async stop() {
      try {
        await halt();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

/** A client of the bucket's server, for the tests' own look at it. */
function clientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

/** Every key in the bucket, sorted. */
export async function bucketKeys(settings: S3Settings): Promise<string[]> {
  const client = clientOf(settings);
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}

/** A new empty bucket on the same server, for one test server of its own (its keys are its alone). */
export async function newBucket(settings: S3Settings): Promise<S3Settings> {
  const bucket = `taskwell-${randomUUID()}`;
  const client = clientOf(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return { ...settings, bucket };
}

/** The settings that give a child process (a worker) the same bucket: none for the data folder. */
export function assetStoreEnv(settings: S3Settings | undefined): Record<string, string> {
  if (!settings) return {};
  return {
    ASSET_STORE: 's3',
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
    ...(settings.endpoint ? { S3_ENDPOINT: settings.endpoint } : {}),
    ...(settings.accessKeyId ? { S3_ACCESS_KEY_ID: settings.accessKeyId } : {}),
    ...(settings.secretAccessKey ? { S3_SECRET_ACCESS_KEY: settings.secretAccessKey } : {}),
  };
}

/** The setting through which the PostgreSQL run's global setup hands its bucket to the test servers. */
export const testObjectStoreSetting = 'TASKWELL_TEST_S3';

/** The bucket server of the run (the PostgreSQL run's scaled mode), when its global setup started one. */
export function runObjectStore(): S3Settings | undefined {
  const given = process.env[testObjectStoreSetting];
  return given ? (JSON.parse(given) as S3Settings) : undefined;
}
