import { randomUUID } from 'node:crypto';
import type { AssetPage, AssetSummary } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../db/schema.ts';
import { startHistoryTestServer } from '../runtime/testing/history-test-server.ts';
import type { Probe } from '../runtime/testing/probe-services.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { boundary, pdfBytes, pngBytes, upload } from '../testing/multipart.ts';
import type { TestServer } from '../testing/test-server.ts';

testsInOrder("one user's files, listed, then filtered, then deleted in turn");

let server: TestServer;
let probe: Probe;
let token: string;
const email = 'librarian@example.com';

beforeAll(async () => {
  ({ server, probe } = await startHistoryTestServer());
  token = await server.signIn(email);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const headers = () => ({ authorization: `Bearer ${token}` });
const list = async (query: string) => {
  const reply = await server.app.inject({ method: 'GET', url: `/api/assets?${query}`, headers: headers() });
  expect(reply.statusCode).toBe(200);
  return reply.json() as AssetPage;
};
const remove = (assetId: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/asset/${assetId}`, headers: headers() });
async function put(data: Buffer | string, filename: string, type: string): Promise<string> {
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: upload(data, { filename, type }),
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { assetId: string }).assetId;
}
async function waitFor(condition: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

describe('given uploads and results of one user', () => {
  let notes: string;
  let picture: string;
  let paper: string;
  let result: AssetSummary | undefined;
  let runId: string;

  beforeAll(async () => {
    notes = await put('Budget: 100% spent.', 'Budget 100%.txt', 'text/plain');
    picture = await put(pngBytes(300), 'harbour.png', 'image/png');
    paper = await put(pdfBytes(300), 'report.pdf', 'application/pdf');
    const client = runClient(server.app, token);
    const started = await client.execute('quick', { text: 'hello' });
    runId = started.document.requestId;
    expect((await client.settle(runId)).status).toBe('COMPLETED');
    result = (await list('limit=100')).items.find((item) => item.origin === 'result');
  });

  it('should list them newest first with type, family, size and the lineage of a result', async () => {
    const page = await list('limit=100');
    expect(page.items.map((item) => item.fileName)).toEqual(['q1.txt', 'report.pdf', 'harbour.png', 'Budget 100%.txt']);
    expect(page.nextCursor).toBeNull();
    expect(page.items[2]).toMatchObject({ assetId: picture, family: 'image', contentType: 'image/png', size: 300 });
    expect(page.items[2]?.lineage).toBeUndefined();
    expect(result).toMatchObject({
      family: 'text',
      origin: 'result',
      lineage: {
        requestId: runId,
        taskId: 'quick',
        taskName: 'Task quick',
        stepId: 'q1',
        stepNumber: 1,
        outputName: 'Output q1',
        inputs: [{ name: 'text', contentType: 'text/plain', value: 'hello' }],
      },
    });
  });

  it('should filter by family and search names, wildcards taken literally', async () => {
    expect((await list('family=image')).items.map((item) => item.assetId)).toEqual([picture]);
    expect((await list('family=document')).items.map((item) => item.assetId)).toEqual([paper]);
    expect((await list('family=audio')).items).toEqual([]);
    expect((await list(`q=${encodeURIComponent('100%')}`)).items.map((item) => item.assetId)).toEqual([notes]);
    expect((await list(`q=${encodeURIComponent('%')}`)).items.map((item) => item.assetId)).toEqual([notes]);
    expect((await list('q=HARBOUR')).items.map((item) => item.assetId)).toEqual([picture]);
    expect((await list('q=_')).items).toEqual([]);
    expect((await list('family=text&q=budget')).items.map((item) => item.assetId)).toEqual([notes]);
  });

  it('should delete an asset and its bytes, and then not find it', async () => {
    const [row] = await server.app.taskwell.db.select().from(assets).where(eq(assets.id, picture));
    const { blobs } = server.app.taskwell.assets;
    // An upload is kept as a blob (only small run outputs live in their row), in the folder or the bucket.
    const name = row?.storageName;
    if (!name) throw new Error('the uploaded picture has no blob');
    expect(await blobs.sizeOf(name)).toBe(row?.size);
    expect((await remove(picture)).statusCode).toBe(204);
    expect(await blobs.sizeOf(name)).toBeUndefined();
    expect((await remove(picture)).statusCode).toBe(404);
    const read = await server.app.inject({ method: 'GET', url: `/api/asset/get/${picture}`, headers: headers() });
    expect(read.statusCode).toBe(404);
    expect((await list('family=image')).items).toEqual([]);
  });

  it('should answer 409 for an output a running run goes on from, and delete it once the run ended', async () => {
    const started = await runClient(server.app, token).execute('blocks', { text: 'keep' });
    const blocked = started.document.requestId;
    await waitFor(() => probe.running.has('b2'), 20_000, 'the second step started');
    // The second step may start before the first one's checkpoint is written (decision 060).
    await waitFor(async () => (await list('q=b1')).items.length > 0, 20_000, "the first step's output was written");
    const first = (await list('q=b1')).items[0];
    expect(first?.lineage?.requestId).toBe(blocked);
    const refused = await remove(first?.assetId ?? '');
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { code: string }).code).toBe('asset_in_use');
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/api/runs/${blocked}/cancel`,
      headers: headers(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await remove(first?.assetId ?? '')).statusCode).toBe(204);
  });
});

describe('given many assets listed page by page (acceptance 2)', () => {
  it('should list each exactly once while new files are added between pages', async () => {
    const owner = 'many-files@example.com';
    const ownerToken = await server.signIn(owner);
    const base = Date.parse('2026-10-01T00:00:00Z');
    const row = (at: number) => ({
      id: randomUUID() as string,
      ownerEmail: owner,
      fileName: 'file.txt',
      contentType: 'text/plain',
      size: 1,
      storageName: randomUUID(),
      metadata: {},
      createdAt: new Date(at),
    });
    const seeded = Array.from({ length: 45 }, (_, index) => row(base + Math.floor(index / 2) * 1000));
    await server.app.taskwell.db.insert(assets).values(seeded);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/assets?limit=8${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const reply = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ownerToken}` } });
      const page = reply.json() as AssetPage;
      seen.push(...page.items.map((item) => item.assetId));
      cursor = page.nextCursor;
      await server.app.taskwell.db.insert(assets).values(row(Date.now()));
    } while (cursor);
    const ids = seeded.map((asset) => asset.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });
});
