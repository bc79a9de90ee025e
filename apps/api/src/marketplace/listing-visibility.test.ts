import type { StoreListing, StoreListingPage } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationCalls } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { as, publishedTask, sellableTask, setAccount, storeServices } from './testing/store-scenario.ts';

// Issue 39, point 2: a PUT of a listing that leaves `visibility` out keeps the listing's current
// audience (a first listing is public). An API client that only changes a price never publishes an
// organization's private listing to everyone.

let server: TestServer;
let token: string;
let strangerToken: string;
let organizationId: string;
const owner = 'owner@visibility.test';
const stranger = 'stranger@visibility.test';

beforeAll(async () => {
  server = await startTestServer({ services: storeServices(), catalogue: [] });
  token = await server.signIn(owner);
  strangerToken = await server.signIn(stranger);
  await setAccount(server, owner, { plan: 'Enterprise', balance: 100 });
  const made = await organizationCalls(server.app, token).create({ name: 'Visibility Ltd', accentColour: '#225588' });
  expect(made.statusCode, made.body).toBe(201);
  organizationId = made.json().organizationId;
}, 120_000);
afterAll(() => server?.close());

const put = (creatorTaskId: string, body: object) =>
  as(server, token, 'PUT', `/api/creator/tasks/${creatorTaskId}/listing`, body);

async function publicListingIds(): Promise<string[]> {
  const page = await as(server, token, 'GET', '/api/store/listings');
  expect(page.statusCode, page.body).toBe(200);
  return (page.json() as StoreListingPage).listings.map((listing) => listing.listingId);
}

describe('a listing put without its visibility', () => {
  it("should keep an organization's private listing private when only its price changes", async () => {
    const taskId = await publishedTask(server, token, sellableTask({ name: 'Private price check' }));
    // A lower price applies at once (a higher one of a live listing is announced first, issue 41).
    const listed = await put(taskId, { price: 9, visibility: 'organization', organizationId });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ status: 'live', visibility: 'organization', organizationId });

    const repriced = await put(taskId, { price: 3 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json() as StoreListing).toMatchObject({
      price: 3,
      visibility: 'organization',
      organizationId,
      status: 'live',
    });
    expect(await publicListingIds()).not.toContain(listed.json().listingId);
    const outsider = await as(server, strangerToken, 'GET', `/api/store/listings/${listed.json().listingId}`);
    expect(outsider.statusCode).toBe(404);
  });

  it('should keep a public listing public, and list a first listing publicly', async () => {
    const taskId = await publishedTask(server, token, sellableTask({ name: 'Public price check' }));
    const first = await put(taskId, { price: 5 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ visibility: 'public', organizationId: null, status: 'live' });
    const repriced = await put(taskId, { price: 4 });
    expect(repriced.json()).toMatchObject({ price: 4, visibility: 'public', organizationId: null });
    expect(await publicListingIds()).toContain(first.json().listingId);
  });

  it('should still move a private listing to the public store when asked to, in words', async () => {
    const taskId = await publishedTask(server, token, sellableTask({ name: 'Going public' }));
    await put(taskId, { price: 2, visibility: 'organization', organizationId });
    const moved = await put(taskId, { price: 2, visibility: 'public' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ visibility: 'public', organizationId: null });
  });

  it('should refuse a kept private listing to an owner who left its organization, as if it did not exist', async () => {
    const leaver = await server.signIn('leaver@visibility.test');
    await setAccount(server, 'leaver@visibility.test', { plan: 'Explorer', balance: 100 });
    const invited = await organizationCalls(server.app, token).invite(organizationId, 'leaver@visibility.test');
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = server.mailer.invitations.filter((each) => each.to === 'leaver@visibility.test').at(-1);
    const accepted = await organizationCalls(server.app, leaver).accept(mail?.invitationId ?? '');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const taskId = await publishedTask(server, leaver, sellableTask({ name: 'Leaver task' }));
    const listed = await as(server, leaver, 'PUT', `/api/creator/tasks/${taskId}/listing`, {
      price: 3,
      visibility: 'organization',
      organizationId,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const removed = await organizationCalls(server.app, token).remove(organizationId, 'leaver@visibility.test');
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const repriced = await as(server, leaver, 'PUT', `/api/creator/tasks/${taskId}/listing`, { price: 8 });
    expect(repriced.statusCode, repriced.body).toBe(404);
    const kept = await as(server, leaver, 'GET', `/api/creator/tasks/${taskId}/listing`);
    expect(kept.json()).toMatchObject({ price: 3, visibility: 'organization', organizationId });
  });
});
