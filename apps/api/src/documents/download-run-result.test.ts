import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../organizations/testing/organization-calls.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 40, output formats through the API: a text result of the caller's run as a document of a
// format the caller's plan has (403 naming the plan that has it otherwise), never another's (404).

let server: TestServer;
let token: string;
let runId: string;
let assetId: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('formats@example.com');
  const client = runClient(server.app, token);
  const started = await client.execute('summarise-text', {
    text: 'The new office opens in May. It has room for forty people. The team moves in on the first Monday.',
    length: 'short',
  });
  runId = started.document.requestId;
  const ended = await client.settle(runId, 60_000);
  expect(ended.status, ended.message).toBe('COMPLETED');
  assetId = ended.results[0]?.parameter.value[0]?.data ?? '';
}, 120_000);
afterAll(() => server?.close());

const download = (as: string, format: string, ids = { runId, assetId }) =>
  server.app.inject({
    method: 'GET',
    url: `/api/runs/${ids.runId}/results/${ids.assetId}/document?format=${format}`,
    headers: { authorization: `Bearer ${as}` },
  });

describe('downloading a text result as a document', () => {
  it.each([
    { plan: 'Free', format: 'markdown', want: 200 },
    { plan: 'Free', format: 'docx', want: 403 },
    { plan: 'Discovery', format: 'pdf', want: 403 },
    { plan: 'Explorer', format: 'pdf', want: 200 },
    { plan: 'Explorer', format: 'html', want: 403 },
    { plan: 'Creator', format: 'txt', want: 200 },
  ])('given the $plan plan and $format should answer $want', async ({ plan, format, want }) => {
    await setPlan(server.app, 'formats@example.com', plan);
    const reply = await download(token, format);
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(want);
    if (want === 403) expect(reply.json()).toMatchObject({ code: 'plan_required' });
    if (want === 200) expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="summary\.\w+"/);
  });

  it("should name the plan that has a format, and put the run's task name in a DOCX's properties", async () => {
    await setPlan(server.app, 'formats@example.com', 'Free');
    expect((await download(token, 'docx')).json()).toMatchObject({
      message: 'Your Free plan downloads results as Markdown; Word (DOCX) comes with the Explorer plan and above.',
    });
    await setPlan(server.app, 'formats@example.com', 'Explorer');
    const docx = await download(token, 'docx');
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const core = strFromU8(unzipSync(new Uint8Array(docx.rawPayload))['docProps/core.xml'] as Uint8Array);
    expect(core).toContain('<dc:title>Summarise a Text</dc:title>');
  });

  it("should answer 404 to another account, and for an item that is not the run's", async () => {
    const other = await server.signIn('formats-other@example.com');
    expect((await download(other, 'markdown')).statusCode).toBe(404);
    expect((await download(token, 'markdown', { runId, assetId: runId })).statusCode).toBe(404);
  });
});
