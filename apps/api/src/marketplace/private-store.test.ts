import type { StoreListingPage, StoreListingView, TaskSample } from '@taskwell/api-sdk';
import { operationTable } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationCalls, setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { as, publishedTask, sellableTask, setAccount, storeServices } from './testing/store-scenario.ts';

// Issue 26, acceptance 4: an organization's private store shows its members the listings published
// to it, under its brand; a non-member, a removed member and an outsider who has the listing's id
// get 404 from every store operation that takes the listing, as for a listing that does not exist.

let server: TestServer;
let organizationId: string;
let listingId: string;
let sampleAssetId: string;
const tokens: Record<string, string> = {};

async function joined(ownerToken: string, organization: string, email: string): Promise<void> {
  const invited = await organizationCalls(server.app, ownerToken).invite(organization, email);
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = server.mailer.invitations.filter((each) => each.to === email).at(-1);
  if (!mail) throw new Error(`No invitation was mailed to ${email}`);
  const accepted = await organizationCalls(server.app, tokens[email] ?? '').accept(mail.invitationId);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  for (const email of [
    'owner@acme.test',
    'member@acme.test',
    'removed@acme.test',
    'other@globex.test',
    'outsider@x.test',
  ]) {
    tokens[email] = await server.signIn(email);
    await setAccount(server, email, { plan: 'Explorer', balance: 100 });
  }
  await setPlan(server.app, 'owner@acme.test', 'Enterprise');
  await setPlan(server.app, 'other@globex.test', 'Enterprise');
  const made = await organizationCalls(server.app, tokens['owner@acme.test'] ?? '').create({
    name: 'Acme Trading',
    accentColour: '#AA3300',
  });
  expect(made.statusCode, made.body).toBe(201);
  organizationId = made.json().organizationId;
  const other = await organizationCalls(server.app, tokens['other@globex.test'] ?? '').create({
    name: 'Globex',
    accentColour: '#003366',
  });
  expect(other.statusCode, other.body).toBe(201);
  await joined(tokens['owner@acme.test'] ?? '', organizationId, 'member@acme.test');
  await joined(tokens['owner@acme.test'] ?? '', organizationId, 'removed@acme.test');

  // The member lists a task to the organization's store (Explorer, below the selling plan: private listings need none).
  const memberToken = tokens['member@acme.test'] ?? '';
  const taskId = await publishedTask(server, memberToken, sellableTask({ name: 'Acme price check' }));
  const put = await as(server, memberToken, 'PUT', `/api/creator/tasks/${taskId}/listing`, {
    price: 3,
    visibility: 'organization',
    organizationId,
  });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json()).toMatchObject({ status: 'live', visibility: 'organization', organizationId });
  listingId = put.json().listingId;
  const sample = await as(server, tokens['owner@acme.test'] ?? '', 'GET', `/api/store/listings/${listingId}/sample`);
  expect(sample.statusCode, sample.body).toBe(200);
  sampleAssetId = (sample.json() as TaskSample).results[0]?.parameter.value[0]?.data ?? '';
  expect(sampleAssetId).not.toBe('');
  const removed = await organizationCalls(server.app, tokens['owner@acme.test'] ?? '').remove(
    organizationId,
    'removed@acme.test',
  );
  expect(removed.statusCode, removed.body).toBeLessThan(300);
}, 120_000);
afterAll(() => server?.close());

/** The contract's store operations that take a listing, each as a request for this test's listing. */
const listingOperations = Object.entries(operationTable)
  .filter(([, operation]) => operation.path.startsWith('/api/store/') && operation.path.includes('{listingId}'))
  .map(([operationId, operation]) => ({ operationId, method: operation.method, path: operation.path }));

function urlOf(path: string): string {
  return path.replace('{listingId}', listingId).replace('{assetId}', sampleAssetId);
}

const buyBody = {
  parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Price of tea?' } },
  expectedPrice: 3,
};

describe('the private store', () => {
  it('should cover every store operation that takes a listing', () => {
    expect(listingOperations.map((each) => each.operationId).sort()).toEqual(
      expect.arrayContaining([
        'buyStoreRun',
        'getStoreListingForBuyer',
        'getStoreListingSample',
        'getStoreListingSampleAsset',
        'saveStoreListing',
      ]),
    );
  });

  it('should show a member the listing under the organization brand, in its store only', async () => {
    const token = tokens['member@acme.test'] ?? '';
    const view = await as(server, token, 'GET', `/api/store/listings/${listingId}`);
    expect(view.statusCode, view.body).toBe(200);
    expect((view.json() as StoreListingView).brand).toEqual({
      organizationId,
      name: 'Acme Trading',
      accentColour: '#aa3300',
      hasLogo: false,
    });
    const store = await as(server, token, 'GET', `/api/store/listings?organizationId=${organizationId}`);
    expect(store.statusCode, store.body).toBe(200);
    const page = store.json() as StoreListingPage;
    expect(page.brand?.name).toBe('Acme Trading');
    expect(page.listings.map((each) => each.listingId)).toEqual([listingId]);
    const open = (await as(server, token, 'GET', '/api/store/listings')).json() as StoreListingPage;
    expect(open.listings.map((each) => each.listingId)).not.toContain(listingId);
    expect(open.brand).toBeNull();
  });

  it.each(['owner@acme.test', 'member@acme.test'])('should answer %s on every listing operation', async (email) => {
    for (const operation of listingOperations) {
      const reply = await as(
        server,
        tokens[email] ?? '',
        operation.method,
        urlOf(operation.path),
        operation.method === 'post' ? buyBody : undefined,
      );
      // Saving and unsaving answer 204 (no content) where the others answer 200; the member who
      // listed it cannot buy their own listing (issue 41), the organization's other members can.
      const own = email === 'member@acme.test' && operation.operationId === 'buyStoreRun';
      const want = own ? 403 : operation.method === 'put' || operation.method === 'delete' ? 204 : 200;
      expect(reply.statusCode, `${operation.operationId}: ${reply.body}`).toBe(want);
    }
  });

  describe.each([
    { given: 'a member of another organization', email: 'other@globex.test' },
    { given: 'a removed member', email: 'removed@acme.test' },
    { given: 'an outsider with the listing id', email: 'outsider@x.test' },
  ])('given $given', ({ email }) => {
    it('should answer 404 on every store operation that takes the listing', async () => {
      for (const operation of listingOperations) {
        const reply = await as(
          server,
          tokens[email] ?? '',
          operation.method,
          urlOf(operation.path),
          operation.method === 'post' ? buyBody : undefined,
        );
        expect(reply.statusCode, `${operation.operationId}: ${reply.body}`).toBe(404);
      }
    });

    it('should answer 404 to a search of the private store, as for an unknown organization, and not show it in the public store', async () => {
      const token = tokens[email] ?? '';
      const search = await as(server, token, 'GET', `/api/store/listings?organizationId=${organizationId}`);
      const unknown = await as(
        server,
        token,
        'GET',
        '/api/store/listings?organizationId=0190a5a4-0000-7000-8000-000000000000',
      );
      expect(search.statusCode).toBe(404);
      const { requestId: _one, ...refusal } = search.json();
      const { requestId: _two, ...unknownRefusal } = unknown.json();
      expect(refusal).toEqual(unknownRefusal);
      const open = (await as(server, token, 'GET', '/api/store/listings?q=price')).json() as StoreListingPage;
      expect(open.listings.map((each) => each.listingId)).not.toContain(listingId);
    });

    it('should answer 404 when listing a task to the organization', async () => {
      const token = tokens[email] ?? '';
      const made = await as(server, token, 'POST', '/api/creator/tasks', { definition: sellableTask() });
      const put = await as(server, token, 'PUT', `/api/creator/tasks/${made.json().creatorTaskId}/listing`, {
        price: 1,
        visibility: 'organization',
        organizationId,
      });
      expect(put.statusCode).toBe(404);
    });
  });
});
