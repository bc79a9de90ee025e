import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { textMaxBytes } from '@taskwell/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assets } from '../db/schema.ts';
import { loadServerOptions } from '../load-server-options.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { testTask } from '../runtime/testing/test-catalogue.ts';
import { testServices } from '../runtime/testing/test-services.ts';
import { textOf } from '../services/service.ts';
import { sendChunkedUpload } from '../testing/chunked-upload.ts';
import { boundary, filesUnder, multipartBody, pdfBytes, pngBytes, upload } from '../testing/multipart.ts';
import { rangeCases, rangeText } from '../testing/range-cases.ts';
import { startS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { inlineOutputMaxBytes } from './asset-storage.ts';

// Issue 27: with ASSET_STORE=s3 every file the API keeps is an object of the bucket, under
// `assets/<storage name>` (decision 113), and nothing of it is written to the local disk.

let s3: TestS3Server;
let server: TestServer;
let ada: string;
let port: number;
const multipartType = `multipart/form-data; boundary=${boundary}`;

/** Repeats the run's text to more bytes than a row keeps, so the output is an object. */
const largeText = {
  name: 'test.large',
  label: 'Large',
  summary: 'A stand-in service of the tests.',
  produces: ['text/plain'],
  inputs: { text: { kind: 'text', required: true, description: 'The text' } },
  async run(inputs: Record<string, Parameters<typeof textOf>[0]>) {
    const text = textOf(inputs.text as never);
    return {
      contentType: 'text/plain',
      bytes: Buffer.from(text.repeat(Math.ceil((inlineOutputMaxBytes + 1000) / text.length)), 'utf8'),
      source: 'Large',
    };
  },
} as const;

beforeAll(async () => {
  s3 = await startS3Server();
  const { endpoint, region, bucket, accessKeyId, secretAccessKey } = s3.settings;
  // Through the settings as an operator gives them.
  const { assetStorage } = loadServerOptions({
    ASSET_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  const services = testServices();
  services.set(largeText.name, largeText as never);
  server = await startTestServer({
    assetStorage,
    services,
    catalogue: [
      testTask('large', {
        sequence: [{ step: 'large', service: 'test.large', output: 'Large', inputs: { text: { param: 'text' } } }],
      }),
    ],
  });
  ada = await server.signIn('ada@example.com');
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

const headers = (more: Record<string, string> = {}) => ({ authorization: `Bearer ${ada}`, ...more });

async function created(body: Buffer): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: headers({ 'content-type': multipartType }),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { assetId: string }).assetId;
}

async function storageNameOf(assetId: string): Promise<string | null | undefined> {
  const [row] = await server.app.taskwell.db.select().from(assets).where(eq(assets.id, assetId));
  return row?.storageName;
}

describe('files in an S3-compatible bucket', () => {
  it('should keep an upload as the object assets/<storage name>, and nothing in the data folder', async () => {
    const before = await s3.keys();
    const assetId = await created(upload('Kept in the bucket.', { filename: 'note.txt' }));
    const name = await storageNameOf(assetId);
    expect(name).toMatch(/^[0-9a-f-]{36}$/);
    expect((await s3.keys()).filter((key) => !before.includes(key))).toEqual([`assets/${name}`]);
    expect(await filesUnder(join(server.dataDir, 'assets'))).toEqual([]);
    const read = await server.app.inject({ method: 'GET', url: `/api/asset/get/${assetId}`, headers: headers() });
    expect([read.statusCode, read.body, read.headers['content-length']]).toEqual([200, 'Kept in the bucket.', '19']);
  });

  it('should stream a file of several upload parts in and out unchanged', async () => {
    const pdf = pdfBytes(6_000_000);
    const assetId = await created(upload(pdf, { type: 'application/pdf', filename: 'big.pdf' }));
    const whole = await server.app.inject({ method: 'GET', url: `/api/asset/get/${assetId}`, headers: headers() });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const tail = await server.app.inject({
      method: 'GET',
      url: `/api/asset/get/${assetId}`,
      headers: headers({ range: 'bytes=-10' }),
    });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, `bytes 5999990-5999999/6000000`]);
    expect(tail.rawPayload.equals(pdf.subarray(-10))).toBe(true);
  });

  describe('byte ranges', () => {
    let textId: string;
    beforeAll(async () => {
      textId = await created(upload(rangeText, { filename: 'fox.txt' }));
    });

    it.each(rangeCases)('given Range $range should answer $status', async ({ range, status, body, contentRange }) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/asset/get/${textId}`,
        headers: headers({ range }),
      });
      expect(response.statusCode).toBe(status);
      if (body !== undefined) expect(response.body).toBe(body);
      expect(response.headers['content-range']).toBe(contentRange);
    });
  });

  it.each([
    { given: 'content of another kind than declared', body: () => upload(pngBytes(300), { type: 'text/plain' }) },
    { given: 'text that is not UTF-8', body: () => upload(Buffer.from([0x61, 0xff, 0xfe, 0x62])) },
    {
      given: 'text over its limit',
      body: () => upload(Buffer.alloc(textMaxBytes + 1, 0x61)),
    },
    {
      given: 'a file without its metadata part',
      body: () => multipartBody([{ name: 'file', filename: 'a.txt', type: 'text/plain', data: 'no metadata' }]),
    },
  ])('given $given should refuse it and leave no object', async ({ body }) => {
    const before = await s3.keys();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/asset/create',
      headers: headers({ 'content-type': multipartType }),
      payload: body(),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await s3.keys()).toEqual(before);
  });

  it('given a chunked upload cut off past its first part should leave no object', async () => {
    const before = await s3.keys();
    const body = upload(Buffer.alloc(textMaxBytes + 100_000, 0x62));
    const status = await sendChunkedUpload({
      port,
      headers: headers({ 'content-type': multipartType }),
      body,
      chunkBytes: 64 * 1024,
    });
    expect(status).toBe(413);
    await vi.waitFor(async () => expect(await s3.keys()).toEqual(before), { timeout: 10_000 });
  });

  it('should delete the object with the asset, and answer 404 for a row whose object is gone', async () => {
    const kept = await created(upload('To be deleted.'));
    const name = await storageNameOf(kept);
    expect(await s3.keys()).toContain(`assets/${name}`);
    const removed = await server.app.inject({ method: 'DELETE', url: `/api/asset/${kept}`, headers: headers() });
    expect(removed.statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(`assets/${name}`);

    const lost = await created(upload('Lost from the bucket.'));
    await server.app.taskwell.assets.blobs.remove((await storageNameOf(lost)) ?? '');
    const read = await server.app.inject({ method: 'GET', url: `/api/asset/get/${lost}`, headers: headers() });
    expect(read.statusCode).toBe(404);
  });

  it("should keep a run's output over the row's limit as an object", async () => {
    const client = runClient(server.app, ada);
    const started = await client.execute('large', { text: `${randomUUID()} ` });
    expect(started.statusCode).toBe(200);
    const done = await client.settle(started.document.requestId, 30_000);
    expect(done.status).toBe('COMPLETED');
    const outputId = done.results[0]?.parameter.value[0]?.data as string;
    const name = await storageNameOf(outputId);
    expect(await s3.keys()).toContain(`assets/${name}`);
    const read = await server.app.inject({ method: 'GET', url: `/api/asset/get/${outputId}`, headers: headers() });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.length).toBeGreaterThan(inlineOutputMaxBytes);
  });

  it('should reach the bucket (the readiness probe)', async () => {
    await expect(server.app.taskwell.assets.blobs.ping()).resolves.toBeUndefined();
    expect(server.app.taskwell.assets.blobs.kind).toBe('s3');
  });
});
