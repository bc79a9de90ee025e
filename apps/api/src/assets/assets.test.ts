import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { pdfMaxBytes as pdfLimit, textMaxBytes as textAndImageLimit } from '@taskwell/domain';
import { getContractValidator } from '@taskwell/openapi';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendChunkedUpload } from '../testing/chunked-upload.ts';
import { boundary, multipartBody, pdfBytes, pngBytes, upload } from '../testing/multipart.ts';
import { rangeCases, rangeText } from '../testing/range-cases.ts';
import { onPostgres, startTestServer, type TestServer } from '../testing/test-server.ts';

const validator = getContractValidator();
let server: TestServer;
let ada: string;
let grace: string;
let port: number;
const multipartType = `multipart/form-data; boundary=${boundary}`;

beforeAll(async () => {
  server = await startTestServer();
  ada = await server.signIn('ada@example.com');
  grace = await server.signIn('grace@example.com');
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server.close());

function create(body: Buffer, token = ada) {
  return server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { authorization: `Bearer ${token}`, 'content-type': multipartType },
    payload: body,
  });
}

async function created(body: Buffer, token = ada): Promise<string> {
  const response = await create(body, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { assetId: string }).assetId;
}

function get(url: string, headers: Record<string, string> = { authorization: `Bearer ${ada}` }) {
  return server.app.inject({ method: 'GET', url, headers });
}

/** Sends a request over a real socket, in chunks, and reads the reply's status line. */
function rawRequest(head: string, body: Buffer, chunk = 64 * 1024): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no reply within 10 s'));
    }, 10_000);
    socket.on('data', (data) => {
      reply += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(reply);
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    // The server may close while the client still writes: that is the point.
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      socket.write(head);
      for (let offset = 0; offset < body.length && !socket.destroyed; offset += chunk) {
        if (!socket.write(body.subarray(offset, offset + chunk))) {
          await new Promise((done) => socket.once('drain', done));
        }
      }
    });
  });
}

describe('POST /api/asset/create', () => {
  it('should keep files in the folder, or in the PostgreSQL run (the scaled mode) in a bucket', () => {
    expect(server.bucket !== undefined).toBe(onPostgres);
  });

  it('given a text file should store it under a generated name and reply its id and name', async () => {
    const before = await server.storedBlobs();
    const response = await create(upload('Hello, Taskwell.', { filename: '../../etc/notes.txt' }));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { assetId: string; fileName: string };
    expect(body.fileName).toBe('notes.txt');
    expect(
      (
        await validator.validateResponse(
          'createAsset',
          new Response(response.body, { headers: { 'content-type': 'application/json' } }),
        )
      ).errors,
    ).toEqual([]);
    const after = await server.storedBlobs();
    const added = after.filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    {
      given: 'a PDF declared as octet-stream',
      data: pdfBytes(),
      type: 'application/octet-stream',
      filename: 'a.bin',
      want: 'application/pdf',
    },
    {
      given: 'markdown declared as markdown',
      data: Buffer.from('# Title'),
      type: 'text/markdown',
      filename: 'a.md',
      want: 'text/markdown; charset=utf-8',
    },
  ])('given $given should store it as $want (type by content)', async ({ data, type, filename, want }) => {
    const assetId = await created(upload(data, { type, filename }));
    const response = await get(`/api/asset/get/${assetId}`);
    expect(response.headers['content-type']).toBe(want);
    expect(response.rawPayload.equals(data)).toBe(true);
  });

  it.each([
    { given: 'a ZIP archive', data: Buffer.from('504b0304140000000800', 'hex') },
    { given: 'binary bytes with no signature', data: Buffer.from([0, 1, 2, 3, 0, 255, 254]) },
    { given: 'text that is not UTF-8', data: Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21]) },
    {
      // Text by content but declared an image: what the user meant is not what came (issue 13).
      given: 'an SVG (scriptable)',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: 'image/svg+xml',
    },
  ])('given $given should answer 415 and keep nothing', async ({ data, type }) => {
    const before = await server.storedBlobs();
    const response = await create(upload(data, { type: type ?? 'application/octet-stream', filename: 'x' }));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    expect(await server.storedBlobs()).toEqual(before);
  });

  it.each([
    {
      given: 'text one byte over 5242880 bytes',
      data: Buffer.alloc(textAndImageLimit + 1, 0x61),
      declared: 'text/plain',
    },
    { given: 'a PNG one byte over 5242880 bytes', data: pngBytes(textAndImageLimit + 1), declared: 'image/png' },
    {
      given: 'text over 5242880 bytes declared as PDF',
      data: Buffer.alloc(6_000_000, 0x61),
      declared: 'application/pdf',
    },
  ])('given $given should answer 413 and keep nothing', async ({ data, declared }) => {
    const before = await server.storedBlobs();
    const response = await create(upload(data, { type: declared, declared }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(await server.storedBlobs()).toEqual(before);
  });

  it('given text of exactly 5242880 bytes and a PDF of 6 MB should accept both', async () => {
    await created(upload(Buffer.alloc(textAndImageLimit, 0x61)));
    await created(upload(pdfBytes(6_000_000), { type: 'application/pdf', filename: 'big.pdf' }));
  });

  it('given a chunked upload over the limit (no Content-Length) should answer 413 and keep nothing', async () => {
    const before = await server.storedBlobs();
    const body = upload(Buffer.alloc(textAndImageLimit + 100_000, 0x62));
    const status = await sendChunkedUpload({
      port,
      headers: { authorization: `Bearer ${ada}`, 'content-type': multipartType },
      body,
      chunkBytes: 32 * 1024,
    });
    expect(status).toBe(413);
    await vi.waitFor(async () => expect(await server.storedBlobs()).toEqual(before), { timeout: 5_000 });
  });

  it('given a Content-Length above the largest file should answer 413 before reading the body', async () => {
    const before = await server.storedBlobs();
    const head = [
      'POST /api/asset/create HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${ada}`,
      `Content-Type: ${multipartType}`,
      `Content-Length: ${pdfLimit * 2}`,
      '',
      '',
    ].join('\r\n');
    // It claims 100 MiB and sends 1 KiB: the reply comes without waiting for the rest.
    expect(await rawRequest(head, upload('tiny'))).toBe(413);
    expect(await server.storedBlobs()).toEqual(before);
  });

  it('given a Content-Length smaller than the body should store nothing and stay up', async () => {
    const before = await server.storedBlobs();
    const body = upload(Buffer.alloc(textAndImageLimit + 10, 0x63));
    const head = [
      'POST /api/asset/create HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${ada}`,
      `Content-Type: ${multipartType}`,
      'Content-Length: 4096',
      '',
      '',
    ].join('\r\n');
    // Only the declared 4096 bytes are the request: the multipart is cut short, so it is refused.
    const status = await rawRequest(head, body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await server.storedBlobs()).toEqual(before);
    expect((await get('/api/health', {})).statusCode).toBe(200);
  });

  it.each([
    {
      given: 'no metadata part',
      body: multipartBody([{ name: 'file', filename: 'a.txt', type: 'text/plain', data: 'x' }]),
    },
    { given: 'no file part', body: multipartBody([{ name: 'metadata', data: '{"Content-Type":"text/plain"}' }]) },
    {
      given: 'metadata that is not JSON',
      body: multipartBody([
        { name: 'metadata', data: '{' },
        { name: 'file', filename: 'a', data: 'x' },
      ]),
    },
    {
      given: 'metadata without Content-Type',
      body: multipartBody([
        { name: 'metadata', data: '{}' },
        { name: 'file', filename: 'a', data: 'x' },
      ]),
    },
    {
      given: 'an extra part',
      body: multipartBody([
        { name: 'metadata', data: '{"Content-Type":"text/plain"}' },
        { name: 'file', filename: 'a', data: 'x' },
        { name: 'extra', data: 'y' },
      ]),
    },
    { given: 'an empty file', body: upload('') },
    { given: 'a body cut in the middle', body: upload('some text').subarray(0, 150) },
  ])('given $given should answer 400 and keep nothing', async ({ body }) => {
    const before = await server.storedBlobs();
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
    expect(await server.storedBlobs()).toEqual(before);
  });

  it('given no bearer token should answer 401', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/asset/create',
      headers: { 'content-type': multipartType },
      payload: upload('x'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/asset/get/{assetId}', () => {
  let textId: string;
  const text = rangeText;

  beforeAll(async () => {
    textId = await created(upload(text, { filename: 'Füchse; story.txt' }));
  });

  it('should stream the asset inline, with nosniff and byte ranges advertised', async () => {
    const response = await get(`/api/asset/get/${textId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(text);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(text.length));
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('given download=true should ask the browser to save it under its name', async () => {
    const response = await get(`/api/asset/get/${textId}?download=true`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="F_chse; story.txt"; filename*=UTF-8''${encodeURIComponent('Füchse; story.txt')}`,
    );
  });

  it.each(rangeCases)('given Range $range should answer $status', async ({ range, status, body, contentRange }) => {
    const response = await get(`/api/asset/get/${textId}`, { authorization: `Bearer ${ada}`, range });
    expect(response.statusCode).toBe(status);
    if (body !== undefined) expect(response.body).toBe(body);
    expect(response.headers['content-range']).toBe(contentRange);
  });

  it("given someone else's asset or an unknown id should answer 404, the same for both", async () => {
    const foreign = await get(`/api/asset/get/${textId}`, { authorization: `Bearer ${grace}` });
    const unknown = await get(`/api/asset/get/${randomUUID()}`, { authorization: `Bearer ${grace}` });
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    // An id of no asset's shape names nothing: refused before anything is looked up (issue 29).
    const malformed = await get('/api/asset/get/no-such-asset', { authorization: `Bearer ${grace}` });
    expect([malformed.statusCode, malformed.json().details]).toEqual([
      400,
      [{ path: '/params/assetId', message: 'must match format "uuid"' }],
    ]);
    expect({ ...foreign.json(), requestId: 'x' }).toEqual({ ...unknown.json(), requestId: 'x' });
    expect((await get(`/api/asset/text/${textId}`, { authorization: `Bearer ${grace}` })).statusCode).toBe(404);
    const token = await server.app.inject({
      method: 'POST',
      url: `/api/asset/token/${textId}`,
      headers: { authorization: `Bearer ${grace}` },
    });
    expect(token.statusCode).toBe(404);
  });

  it('given no credentials should answer 401', async () => {
    expect((await get(`/api/asset/get/${textId}`, {})).statusCode).toBe(401);
  });

  it('given a URL token minted for the asset should serve it without the bearer header, and only that asset', async () => {
    const otherId = await created(upload('other'));
    const minted = await server.app.inject({
      method: 'POST',
      url: `/api/asset/token/${textId}`,
      headers: { authorization: `Bearer ${ada}` },
    });
    expect(minted.statusCode).toBe(200);
    const { token, expiresAt } = minted.json() as { token: string; expiresAt: number };
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300);
    expect((await get(`/api/asset/get/${textId}?token=${token}`, {})).body).toBe(text);
    expect((await get(`/api/asset/text/${textId}?token=${token}`, {})).body).toBe(text);
    expect((await get(`/api/asset/get/${otherId}?token=${token}`, {})).statusCode).toBe(401);
  });

  it('given the session token in the URL should refuse it', async () => {
    expect((await get(`/api/asset/get/${textId}?token=${ada}`, {})).statusCode).toBe(401);
  });

  it('given an asset token after its expiry should refuse it', async () => {
    const minted = await server.app.inject({
      method: 'POST',
      url: `/api/asset/token/${textId}`,
      headers: { authorization: `Bearer ${ada}` },
    });
    const { token } = minted.json() as { token: string };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    try {
      expect((await get(`/api/asset/get/${textId}?token=${token}`, {})).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('given GET /api/asset/text of a non-text asset should answer 404', async () => {
    const pngId = await created(upload(pngBytes(), { type: 'image/png', filename: 'a.png' }));
    expect((await get(`/api/asset/text/${pngId}`)).statusCode).toBe(404);
    const textReply = await get(`/api/asset/text/${textId}`);
    expect(textReply.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
