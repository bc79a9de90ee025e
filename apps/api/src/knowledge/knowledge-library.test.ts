import type { KnowledgeCollection, KnowledgeDocument, KnowledgePage, KnowledgeSearchResult } from '@taskwell/api-sdk';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationCalls, setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { knowledgeCalls, pdfOf, signInOnPlan } from './testing/knowledge-calls.ts';

testsInOrder('collections and documents made by one test are renamed and deleted by the next');

let server: TestServer;
let ada: ReturnType<typeof knowledgeCalls>;
let adaToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adaToken = await signInOnPlan(server, 'ada@example.com');
  ada = knowledgeCalls(server.app, adaToken);
});

afterAll(async () => {
  await server.close();
});

describe('collections (issue 28)', () => {
  it('given a new name should make it, list it by name with its count, and refuse the same name in any case', async () => {
    const made = await ada.createCollection('  Policies ');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Policies', documents: 0, mine: true, shared: false });
    await ada.createCollection('Contracts');
    const taken = await ada.createCollection('POLICIES');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('collection_name_taken');
    const listed = (await ada.collections()).json().collections as KnowledgeCollection[];
    expect(listed.map((each) => each.name)).toEqual(['Contracts', 'Policies']);
  });

  it('after a rename to a name taken should answer 409, and after delete should list it no more', async () => {
    const made = (await ada.createCollection('Drafts')).json() as KnowledgeCollection;
    expect((await ada.updateCollection(made.id, { name: 'contracts' })).statusCode).toBe(409);
    const renamed = await ada.updateCollection(made.id, { name: 'Old drafts' });
    expect(renamed.json()).toMatchObject({ id: made.id, name: 'Old drafts' });
    expect((await ada.deleteCollection(made.id)).statusCode).toBe(204);
    expect((await ada.deleteCollection(made.id)).statusCode).toBe(404);
    const names = ((await ada.collections()).json().collections as KnowledgeCollection[]).map((each) => each.name);
    expect(names).not.toContain('Old drafts');
  });

  it('given no organization should refuse to share (409); given one should share with its members only', async () => {
    const made = (await ada.createCollection('Team handbook')).json() as KnowledgeCollection;
    const refused = await ada.updateCollection(made.id, { shared: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('no_organization');

    await setPlan(server.app, 'ada@example.com', 'Enterprise');
    const adaOrganization = organizationCalls(server.app, adaToken);
    const organizationId = (await adaOrganization.create({ name: 'Ada Ltd', accentColour: '#336699' })).json()
      .organizationId as string;
    const invitation = (await adaOrganization.invite(organizationId, 'grace@example.com')).json();
    const graceToken = await signInOnPlan(server, 'grace@example.com');
    await organizationCalls(server.app, graceToken).accept(invitation.invitationId);
    const grace = knowledgeCalls(server.app, graceToken);
    const pasted = (await ada.paste(made.id, 'Leave', 'Holidays are booked two weeks ahead.')).json();
    await ada.settled(pasted.id);
    // Not shared yet: Grace does not see it.
    expect((await grace.collections()).json().collections).toEqual([]);
    expect((await grace.document(pasted.id)).statusCode).toBe(404);

    expect((await ada.updateCollection(made.id, { shared: true })).json()).toMatchObject({ shared: true });
    const seen = (await grace.collections()).json().collections as KnowledgeCollection[];
    expect(seen).toEqual([
      expect.objectContaining({ id: made.id, mine: false, shared: true, ownerName: 'ada@example.com' }),
    ]);
    expect((await grace.document(pasted.id)).json()).toMatchObject({ mine: false });
    const found = (await grace.search('when are holidays booked')).json() as KnowledgeSearchResult;
    expect(found.passages.map((passage) => passage.documentId)).toEqual([pasted.id]);
    // Read, never changed, by a member.
    expect((await grace.rename(pasted.id, 'Mine now')).statusCode).toBe(404);
    expect((await grace.deleteDocument(pasted.id)).statusCode).toBe(404);
    expect((await grace.updateCollection(made.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await grace.paste(made.id, 'Sneaky', 'Added by someone else.')).statusCode).toBe(404);

    await ada.updateCollection(made.id, { shared: false });
    expect((await grace.search('when are holidays booked')).json().passages).toEqual([]);
  });
});

describe('documents (issue 28)', () => {
  let collectionId: string;
  beforeAll(async () => {
    collectionId = ((await ada.createCollection('Library')).json() as KnowledgeCollection).id;
  });

  it('given text, markdown and a PDF should answer 202 queued, then index each to ready with its pages', async () => {
    const text = await ada.upload(collectionId, 'Invoices are paid within thirty days.', { filename: 'terms.txt' });
    expect(text.statusCode).toBe(202);
    expect(text.json()).toMatchObject({ status: 'queued', title: 'terms', fileName: 'terms.txt', mine: true });
    const markdown = await ada.upload(collectionId, '# Refunds\n\nA **refund** takes five days.', {
      filename: 'refunds.md',
      type: 'application/octet-stream',
    });
    expect(markdown.json()).toMatchObject({ contentType: 'text/markdown' });
    const pdf = await ada.upload(
      collectionId,
      await pdfOf([['The first page speaks of apples.'], ['The second page speaks of pears.']]),
      { filename: 'fruit.pdf', type: 'application/pdf' },
    );
    expect(pdf.json()).toMatchObject({ contentType: 'application/pdf' });

    const ready = await Promise.all([text, markdown, pdf].map((reply) => ada.settled(reply.json().id)));
    expect(ready.map((document) => [document.status, document.pages, document.indexed === document.total])).toEqual([
      ['ready', 1, true],
      ['ready', 1, true],
      ['ready', 2, true],
    ]);
    // The embedded database's indexing takes what this process adds with no job row (decision 200).
    const jobs = await server.app.taskwell.database.executeSql(
      "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'knowledge-index'",
    );
    expect(jobs.rows).toEqual([{ jobs: 0 }]);
    const page = (await ada.page(markdown.json().id, 1)).json() as KnowledgePage;
    // Markdown is kept as the text a reader sees, so a citation's offsets point into it.
    expect(page).toMatchObject({ page: 1, pages: 1, text: 'Refunds\n\nA refund takes five days.' });
    expect((await ada.page(pdf.json().id, 2)).json().text).toBe('The second page speaks of pears.');
    expect((await ada.page(pdf.json().id, 3)).statusCode).toBe(404);
  });

  it('given a file that is not text or PDF should refuse it by its content (415), whatever its name', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
    const refused = await ada.upload(collectionId, png, { filename: 'notes.txt', type: 'text/plain' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toMatch(/File type must be/);
    const unknown = await ada.upload('0190b7c8-0000-7000-8000-000000000000', 'Text.', { filename: 'a.txt' });
    expect(unknown.statusCode).toBe(404);
  });

  it('given pasted text should index it, then list, filter, page, rename and delete it', async () => {
    const pasted = await ada.paste(collectionId, 'Travel policy', 'Trains are booked in second class.');
    expect(pasted.statusCode).toBe(202);
    const id = (pasted.json() as KnowledgeDocument).id;
    expect(pasted.json()).not.toHaveProperty('fileName');
    await ada.settled(id);
    const filtered = (await ada.documents(`?collectionId=${collectionId}&q=TRAVEL`)).json();
    expect(filtered.items.map((item: KnowledgeDocument) => item.id)).toEqual([id]);
    const first = (await ada.documents(`?collectionId=${collectionId}&limit=2`)).json();
    expect(first.items).toHaveLength(2);
    const second = (await ada.documents(`?collectionId=${collectionId}&limit=2&cursor=${first.nextCursor}`)).json();
    const ids = [...first.items, ...second.items].map((item: KnowledgeDocument) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await ada.rename(id, 'Travel rules')).json()).toMatchObject({ title: 'Travel rules' });
    expect((await ada.search('trains')).json().passages[0]).toMatchObject({
      documentId: id,
      documentTitle: 'Travel rules',
    });
    expect((await ada.deleteDocument(id)).statusCode).toBe(204);
    expect((await ada.document(id)).statusCode).toBe(404);
    expect((await ada.search('trains')).json().passages).toEqual([]);
  });
});

describe('search (issue 28)', () => {
  it('given a question in plain language should find the passage that answers it, with its place', async () => {
    const collectionId = ((await ada.createCollection('Support')).json() as KnowledgeCollection).id;
    const a = (await ada.paste(collectionId, 'Shipping', 'Parcels ship from Lyon every weekday morning.')).json();
    const b = (
      await ada.paste(collectionId, 'Returns', 'Returned goods are refunded within five working days.')
    ).json();
    await Promise.all([ada.settled(a.id), ada.settled(b.id)]);
    const found = (await ada.search('How long does a refund take?', `&collectionId=${collectionId}`)).json();
    expect(found.mode).toBe('lexical');
    expect(found.passages[0]).toMatchObject({ documentId: b.id, page: 1, start: 0, collectionId });
    const page = (await ada.page(b.id, 1)).json() as KnowledgePage;
    const best = found.passages[0];
    expect(page.text.slice(best.start, best.end)).toBe(best.text);
    expect((await ada.search('refund', '&limit=1')).json().passages).toHaveLength(1);
    expect((await ada.search('refund', '&collectionId=0190b7c8-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});
