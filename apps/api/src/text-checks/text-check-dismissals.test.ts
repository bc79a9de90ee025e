import type { TextCheck } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundary, upload } from '../testing/multipart.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 43: the owner of a text result dismisses a finding with a reason; it is kept, marked, and
// counted again when restored. Nobody else can, and a place without a finding is not found.

let server: TestServer;
let owner: string;
let other: string;
let assetId: string;

const text = 'The chairman opens the meeting. Our manpower plan follows.';

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([server.signIn('dismisser@example.com'), server.signIn('nosy@example.com')]);
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: upload(text, { type: 'text/plain', filename: 'minutes.txt' }),
  });
  assetId = created.json().assetId;
});

afterAll(async () => {
  await server.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const check = async (token = owner) =>
  server.app.inject({ method: 'GET', url: `/api/asset/check/${assetId}`, headers: as(token) });
const dismiss = (body: Record<string, unknown>, token = owner) =>
  server.app.inject({
    method: 'POST',
    url: `/api/asset/check/${assetId}/dismissals`,
    headers: as(token),
    payload: body,
  });
const restore = (place: { start: number; end: number }, token = owner) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/asset/check/${assetId}/dismissals?start=${place.start}&end=${place.end}`,
    headers: as(token),
  });

describe('dismissing a finding (issue 43)', () => {
  it('given a finding and a reason should keep it marked, the other counted, and each with its category', async () => {
    const before = (await check()).json() as TextCheck;
    const chairman = before.findings.find((finding) => finding.phrase.toLowerCase() === 'chairman');
    expect(chairman).toMatchObject({ start: text.indexOf('chairman'), category: 'gender' });
    if (!chairman) return;
    const reply = await dismiss({ start: chairman.start, end: chairman.end, reason: '  The title in our bylaws. ' });
    expect(reply.statusCode).toBe(200);
    const after = (await check()).json() as TextCheck;
    expect(after.findings).toHaveLength(before.findings.length);
    const marked = after.findings.find((finding) => finding.start === chairman.start);
    expect(marked?.dismissed?.reason).toBe('The title in our bylaws.');
    expect(after.findings.filter((finding) => !finding.dismissed).length).toBe(before.findings.length - 1);
  });

  it('given the finding restored should count it again, and a second restore changes nothing', async () => {
    const start = text.indexOf('chairman');
    const place = { start, end: start + 'chairman'.length };
    expect(((await restore(place)).json() as TextCheck).findings.every((finding) => !finding.dismissed)).toBe(true);
    expect((await restore(place)).statusCode).toBe(200);
  });

  it.each([
    {
      name: 'a place without a finding',
      body: { start: 0, end: 3, reason: 'Nothing here.' },
      token: 'owner',
      want: 404,
    },
    { name: 'another account', body: { start: 4, end: 12, reason: 'Not mine.' }, token: 'other', want: 404 },
    { name: 'a reason too short', body: { start: 4, end: 12, reason: 'ok' }, token: 'owner', want: 400 },
    { name: 'no place', body: { reason: 'Where?' }, token: 'owner', want: 400 },
  ])('given $name should answer $want and keep the check as it was', async ({ body, token, want }) => {
    // Compared with the check as this test found it: another test may have dismissed a finding.
    const before = (await check()).json() as TextCheck;
    const reply = await dismiss(body, token === 'owner' ? owner : other);
    expect(reply.statusCode).toBe(want);
    expect(((await check()).json() as TextCheck).findings).toEqual(before.findings);
  });
});
