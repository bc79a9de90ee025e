import { randomUUID } from 'node:crypto';
import { getContractValidator } from '@taskwell/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundary, upload } from '../testing/multipart.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const validator = getContractValidator();
let server: TestServer;
let ada: string;
let grace: string;

beforeAll(async () => {
  server = await startTestServer();
  ada = await server.signIn('ada@example.com');
  grace = await server.signIn('grace@example.com');
});
afterAll(() => server.close());

async function newAsset(): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { authorization: `Bearer ${ada}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: upload('A result to rate.'),
  });
  return (response.json() as { assetId: string }).assetId;
}

async function feedback(assetId: string, body: Record<string, unknown>, token = ada) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/asset/feedback/${assetId}?_=${Date.now()}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  const checked = await validator.validateResponse(
    'saveFeedback',
    new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } }),
  );
  expect(checked.errors).toEqual([]);
  return response;
}

describe('POST /api/asset/feedback/{assetId}', () => {
  it('given a rating, then a comment with the feedback id, should save both and then be final', async () => {
    const assetId = await newAsset();
    const first = await feedback(assetId, { rating: 'up' });
    expect(first.statusCode).toBe(200);
    const { feedbackId, updatedAssetId, metadata } = first.json();
    expect(updatedAssetId).toBe(assetId);
    expect(metadata.feedback).toEqual({ id: feedbackId, rating: 'up' });

    const second = await feedback(assetId, { id: feedbackId, comment: '  Clear and short.  ' });
    expect(second.statusCode).toBe(200);
    expect(second.json().feedbackId).toBe(feedbackId);
    expect(second.json().metadata.feedback).toEqual({ id: feedbackId, rating: 'up', comment: 'Clear and short.' });

    const change = await feedback(assetId, { id: feedbackId, rating: 'down' });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ status: 409, code: 'feedback_final' });
    expect((await feedback(assetId, { id: feedbackId, comment: 'Another comment' })).statusCode).toBe(409);
    // Sending the same again changes nothing, so it is not a conflict.
    expect((await feedback(assetId, { id: feedbackId, rating: 'up' })).statusCode).toBe(200);
  });

  it('given a rating change before a comment should update the rating', async () => {
    const assetId = await newAsset();
    const { feedbackId } = (await feedback(assetId, { rating: 'up' })).json();
    const changed = await feedback(assetId, { id: feedbackId, rating: 'down' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().metadata.feedback).toEqual({ id: feedbackId, rating: 'down' });
  });

  it('given a call without the id when feedback exists should update that same feedback', async () => {
    const assetId = await newAsset();
    const { feedbackId } = (await feedback(assetId, { rating: 'down' })).json();
    const again = await feedback(assetId, { comment: 'Too long.' });
    expect(again.json().feedbackId).toBe(feedbackId);
  });

  it('given a NUL in the comment or in the asset id should answer 400 and say which, before anything is stored (issue 29)', async () => {
    const assetId = await newAsset();
    const comment = await feedback(assetId, { comment: 'Good\u0000 enough' });
    expect([comment.statusCode, comment.json().details]).toEqual([
      400,
      [{ path: '/body/comment', message: 'must not hold control characters (tabs and line breaks are fine)' }],
    ]);
    const id = await feedback('%00', { rating: 'up' });
    expect([id.statusCode, id.json().details]).toEqual([
      400,
      [{ path: '/params/assetId', message: 'must match format "uuid"' }],
    ]);
    // Line breaks and tabs are words' company, not control characters to refuse.
    expect((await feedback(assetId, { comment: 'Clear.\n\tShort.' })).statusCode).toBe(200);
  });

  it('given an unknown feedback id should answer 404', async () => {
    const assetId = await newAsset();
    await feedback(assetId, { rating: 'up' });
    expect((await feedback(assetId, { id: randomUUID(), rating: 'down' })).statusCode).toBe(404);
  });

  it("given someone else's asset should answer 404", async () => {
    const assetId = await newAsset();
    expect((await feedback(assetId, { rating: 'up' }, grace)).statusCode).toBe(404);
  });

  it.each([
    { given: 'neither rating nor comment', body: {} },
    { given: 'a rating that is not up or down', body: { rating: 'sideways' } },
    { given: 'a comment over 2000 characters', body: { comment: 'x'.repeat(2001) } },
  ])('given $given should answer 400', async ({ body }) => {
    const assetId = await newAsset();
    expect((await feedback(assetId, body)).statusCode).toBe(400);
  });

  it('given two calls racing to complete the feedback should let one win and refuse the other', async () => {
    const assetId = await newAsset();
    const { feedbackId } = (await feedback(assetId, { rating: 'up' })).json();
    const replies = await Promise.all([
      feedback(assetId, { id: feedbackId, comment: 'First' }),
      feedback(assetId, { id: feedbackId, comment: 'Second' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
  });
});
