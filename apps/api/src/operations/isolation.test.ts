import type { AssetPage, RunPage } from '@taskwell/api-sdk';
import { listOperations } from '@taskwell/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHistoryTestServer } from '../runtime/testing/history-test-server.ts';
import type { Probe } from '../runtime/testing/probe-services.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { boundary, upload } from '../testing/multipart.ts';
import type { TestServer } from '../testing/test-server.ts';

// Acceptance 3 (issue 18): a second user finds no way to list, read, cancel, retry or delete the
// first user's runs and assets. Every operation of the contract that names a run or an asset is
// tried (the list is read from the contract, so a new one without a case fails), and the lists.

let server: TestServer;
let probe: Probe;
let owner: string;
let intruder: string;
/** The owner's runs: one going on (blocked in its second step), one ended. */
let liveRun: string;
let endedRun: string;
let ownerUpload: string;
let ownerResult: string;

beforeAll(async () => {
  ({ server, probe } = await startHistoryTestServer());
  owner = await server.signIn('owner@example.com');
  intruder = await server.signIn('intruder@example.com');
  const client = runClient(server.app, owner);
  const ended = await client.execute('quick', { text: 'mine' });
  endedRun = ended.document.requestId;
  const done = await client.settle(endedRun);
  ownerResult = done.results[0]?.parameter.value[0]?.data ?? '';
  const live = await client.execute('blocks', { text: 'mine too' });
  liveRun = live.document.requestId;
  const until = Date.now() + 20_000;
  while (!probe.running.has('b2') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  const uploaded = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: upload('Private notes.', { filename: 'private.txt' }),
  });
  ownerUpload = (uploaded.json() as { assetId: string }).assetId;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Attempt = () => Promise<{ statusCode: number }>;

const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

/** Each operation that names a run or an asset, tried by the intruder on the owner's. */
const attempts = (): Record<string, Attempt[]> => ({
  getRequestResults: [() => as(intruder, 'GET', `/api/request/results/${liveRun}?_=1`)],
  resumeRequest: [() => as(intruder, 'POST', `/api/request/resume/${liveRun}?_=1`, { parameters: [] })],
  streamRequestEvents: [() => as(intruder, 'GET', `/api/request/events/${endedRun}`)],
  getRun: [() => as(intruder, 'GET', `/api/runs/${liveRun}`), () => as(intruder, 'GET', `/api/runs/${endedRun}`)],
  cancelRun: [() => as(intruder, 'POST', `/api/runs/${liveRun}/cancel`)],
  retryRun: [() => as(intruder, 'POST', `/api/runs/${endedRun}/retry`)],
  // Issue 40: the owner's result as a document, in a format every plan has.
  downloadRunResult: [
    () => as(intruder, 'GET', `/api/runs/${endedRun}/results/${ownerResult}/document?format=markdown`),
  ],
  getAsset: [
    () => as(intruder, 'GET', `/api/asset/get/${ownerUpload}`),
    () => as(intruder, 'GET', `/api/asset/get/${ownerResult}`),
  ],
  getAssetText: [() => as(intruder, 'GET', `/api/asset/text/${ownerResult}`)],
  createAssetToken: [() => as(intruder, 'POST', `/api/asset/token/${ownerUpload}`)],
  saveFeedback: [() => as(intruder, 'POST', `/api/asset/feedback/${ownerResult}?_=1`, { rating: 'down' })],
  getTextCheck: [
    () => as(intruder, 'GET', `/api/asset/check/${ownerResult}`),
    () => as(intruder, 'GET', `/api/asset/check/${ownerUpload}`),
  ],
  dismissTextCheckFinding: [
    () => as(intruder, 'POST', `/api/asset/check/${ownerResult}/dismissals`, { start: 0, end: 1, reason: 'Not mine.' }),
  ],
  restoreTextCheckFinding: [() => as(intruder, 'DELETE', `/api/asset/check/${ownerResult}/dismissals?start=0&end=1`)],
  deleteAsset: [
    () => as(intruder, 'DELETE', `/api/asset/${ownerUpload}`),
    () => as(intruder, 'DELETE', `/api/asset/${ownerResult}`),
  ],
  // Public sample items are served by task; a user's asset is never one of them.
  getTaskSampleAsset: [() => as(intruder, 'GET', `/api/tasks/quick/sample/${ownerResult}`)],
  // A listing's sample items are the items of its check's test run; a user's asset is never one of them.
  getStoreListingSampleAsset: [
    () => as(intruder, 'GET', `/api/store/listings/${crypto.randomUUID()}/sample/${ownerResult}`),
    () => as(intruder, 'GET', `/api/store/listings/${crypto.randomUUID()}/sample/${ownerUpload}`),
  ],
});

describe("given a second user and the first user's runs and files", () => {
  it('should try every operation of the contract that names a run or an asset', () => {
    const named = listOperations()
      .filter((operation) => /\{(requestId|assetId)\}/.test(operation.path))
      .map((operation) => operation.operationId)
      .sort();
    expect(Object.keys(attempts()).sort()).toEqual(named);
  });

  it.each(Object.keys(attempts()))('%s: should answer 404, as for an unknown id', async (operationId) => {
    for (const attempt of attempts()[operationId] ?? []) expect((await attempt()).statusCode).toBe(404);
  });

  it("should list none of the first user's runs or files", async () => {
    const runs = (await as(intruder, 'GET', '/api/runs?limit=100')).json() as RunPage;
    expect(runs.items).toEqual([]);
    const files = (await as(intruder, 'GET', '/api/assets?limit=100')).json() as AssetPage;
    expect(files.items).toEqual([]);
  });

  it("should leave the first user's runs and files as they were, and still theirs", async () => {
    const mine = (await as(owner, 'GET', '/api/runs?limit=100')).json() as RunPage;
    expect(mine.items.map((run) => [run.requestId, run.status])).toEqual([
      [liveRun, 'IN_PROGRESS'],
      [endedRun, 'COMPLETED'],
    ]);
    const files = (await as(owner, 'GET', '/api/assets?limit=100')).json() as AssetPage;
    expect(files.items.map((file) => file.assetId)).toEqual(expect.arrayContaining([ownerUpload, ownerResult]));
    expect((await as(owner, 'POST', `/api/runs/${liveRun}/cancel`)).statusCode).toBe(200);
    expect((await as(owner, 'DELETE', `/api/asset/${ownerUpload}`)).statusCode).toBe(204);
  });
});
