import { type ApiClient, createApiClient } from '@taskwell/api-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passagesOfPage, seededCollectionId, seededPolicyId } from './fixtures/knowledge.ts';
import { setupMockServer } from './node.ts';

const baseUrl = 'http://api.test';
const mock = setupMockServer();
let token: string | undefined;
const client: ApiClient = createApiClient({ baseUrl, getToken: () => token });
const signIn = (email: string) => {
  token = mock.context.issueSession(email);
};
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

/** A PDF with one uncompressed content stream per page, each showing its text with Tj. */
function pdfOf(pages: string[]): File {
  const objects = pages.map((text) => `<< /Type /Page >>\nstream\nBT (${text}) Tj ET\nendstream`);
  return new File([`%PDF-1.4\n${objects.join('\n')}\n%%EOF`], 'report.pdf', { type: 'application/pdf' });
}

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mock.reset();
  token = undefined;
});
afterAll(() => mock.server.close());

describe('passagesOfPage', () => {
  it.each([
    { given: 'one line', text: 'Book early.', want: [[0, 11]] },
    {
      given: 'two paragraphs',
      text: 'First one.\n\nSecond one.',
      want: [
        [0, 10],
        [12, 23],
      ],
    },
    {
      given: 'spaces around',
      text: '  Lead.\n\n\n  Tail.  ',
      want: [
        [2, 7],
        [12, 17],
      ],
    },
  ])('given $given, should cut passages whose offsets point at their text', ({ text, want }) => {
    const passages = passagesOfPage(text, 1);
    expect(passages.map((passage) => [passage.start, passage.end])).toEqual(want);
    for (const passage of passages) expect(text.slice(passage.start, passage.end)).toBe(passage.text);
  });

  it('given a paragraph longer than a passage, should cut it at spaces', () => {
    const text = Array.from({ length: 200 }, (_, index) => `word${index}`).join(' ');
    const passages = passagesOfPage(text, 2);
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.page).toBe(2);
      expect(text.slice(passage.start, passage.end)).toBe(passage.text);
      expect(passage.text.length).toBeLessThanOrEqual(600);
    }
  });
});

/** Puts an account on a plan. */
function onPlan(email: string, plan: string) {
  mock.context.accountFor(email).profile.plan = plan;
}

describe('the Well of Knowledge in the mock API', () => {
  it('given Ada, should list her seeded handbook and find the cited passage on its page', async () => {
    signIn('ada@taskwell.dev');
    expect((await client.listKnowledgeCollections()).collections.map((each) => each.name)).toEqual([
      'Company handbook',
    ]);
    const found = await client.searchKnowledge({ q: 'How much is paid for meals?' });
    const best = found.passages[0];
    expect(best).toMatchObject({ documentId: seededPolicyId, page: 2 });
    const page = await client.getKnowledgeDocumentPage(seededPolicyId, 2);
    expect(page.text.slice(best?.start, best?.end)).toBe(best?.text);
  });

  it("given another user, should never show Ada's collections, documents or passages", async () => {
    signIn('someone@example.com');
    expect((await client.listKnowledgeCollections()).collections).toEqual([]);
    expect((await client.listKnowledgeDocuments()).items).toEqual([]);
    expect((await client.searchKnowledge({ q: 'meals hotels travel' })).passages).toEqual([]);
    expect(await statusOf(client.getKnowledgeDocument(seededPolicyId))).toBe(404);
    expect(await statusOf(client.getKnowledgeDocumentPage(seededPolicyId, 1))).toBe(404);
    expect(await statusOf(client.listKnowledgeDocuments({ collectionId: seededCollectionId }))).toBe(404);
    expect(await statusOf(client.deleteKnowledgeCollection(seededCollectionId))).toBe(404);
  });

  it('given a collection shared in an organization, should let a member read it but not change it', async () => {
    signIn('ada@taskwell.dev');
    onPlan('ada@taskwell.dev', 'Creator');
    mock.context.organizations.set('org-1', {
      organization: { organizationId: 'org-1', name: 'Acme', accentColour: '#336699', logo: null, createdAt: '' },
      members: new Map([
        ['ada@taskwell.dev', { role: 'owner', joinedAt: '' }],
        ['grace@taskwell.dev', { role: 'member', joinedAt: '' }],
      ]),
      invitations: new Map(),
    });
    await client.updateKnowledgeCollection(seededCollectionId, { shared: true });
    signIn('grace@taskwell.dev');
    const [shared] = (await client.listKnowledgeCollections()).collections;
    expect(shared).toMatchObject({ name: 'Company handbook', mine: false, shared: true, ownerName: 'Ada Lovelace' });
    expect((await client.searchKnowledge({ q: 'meals' })).passages.length).toBeGreaterThan(0);
    expect(await statusOf(client.renameKnowledgeDocument(seededPolicyId, { title: 'Mine now' }))).toBe(404);
    expect(await statusOf(client.pasteKnowledgeText({ collectionId: seededCollectionId, title: 'x', text: 'y' }))).toBe(
      404,
    );
  });

  it('given an uploaded PDF, should read its pages and index them over successive reads', async () => {
    signIn('someone@example.com');
    onPlan('someone@example.com', 'Explorer');
    const collection = await client.createKnowledgeCollection({ name: 'Reports' });
    const document = await client.uploadKnowledgeDocument({
      collectionId: collection.id,
      file: pdfOf(['Revenue grew in spring.', 'Costs fell in autumn.']),
    });
    expect(document).toMatchObject({ status: 'queued', indexed: 0, total: 0, title: 'report' });
    expect(await client.getKnowledgeDocument(document.id)).toMatchObject({ status: 'indexing', indexed: 1, total: 2 });
    expect(await client.getKnowledgeDocument(document.id)).toMatchObject({ status: 'ready', indexed: 2, pages: 2 });
    expect((await client.getKnowledgeDocumentPage(document.id, 2)).text).toBe('Costs fell in autumn.');
    const [best] = (await client.searchKnowledge({ q: 'costs' })).passages;
    expect(best).toMatchObject({ documentId: document.id, page: 2 });
    await client.deleteKnowledgeDocument(document.id);
    expect((await client.searchKnowledge({ q: 'costs' })).passages).toEqual([]);
  });

  it('given a PDF without text, should end failed with a reason and keep the document', async () => {
    signIn('someone@example.com');
    onPlan('someone@example.com', 'Explorer');
    const collection = await client.createKnowledgeCollection({ name: 'Scans' });
    const scan = new File(['%PDF-1.4\n<< /Type /Page >>\n%%EOF'], 'scan.pdf', { type: 'application/pdf' });
    const document = await client.uploadKnowledgeDocument({ collectionId: collection.id, file: scan });
    await client.getKnowledgeDocument(document.id);
    const failed = await client.getKnowledgeDocument(document.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/no text we can read/);
    expect((await client.listKnowledgeDocuments({ collectionId: collection.id })).items.map((each) => each.id)).toEqual(
      [document.id],
    );
  });

  it('given a file over the size limit, should refuse it with 413', async () => {
    signIn('someone@example.com');
    onPlan('someone@example.com', 'Explorer');
    const collection = await client.createKnowledgeCollection({ name: 'Big' });
    const big = new File(['a'.repeat(5_242_881)], 'big.txt', { type: 'text/plain' });
    expect(await statusOf(client.uploadKnowledgeDocument({ collectionId: collection.id, file: big }))).toBe(413);
  });

  it('given the plans, should say the allowance of each and refuse what goes past it, naming the plan with more', async () => {
    signIn('someone@example.com');
    expect(await client.getKnowledgeAllowance()).toMatchObject({
      plan: 'Free',
      level: 'none',
      limits: { collections: 0, documents: 0 },
      upgrade: { plan: 'Discovery', level: 'Nano' },
    });
    const refused = await client.createKnowledgeCollection({ name: 'Notes' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403 });
    expect(String((refused as Error).message)).toMatch(/Discovery \(Nano\)/);
    onPlan('someone@example.com', 'Explorer');
    const collection = await client.createKnowledgeCollection({ name: 'Notes' });
    expect(await statusOf(client.updateKnowledgeCollection(collection.id, { shared: true }))).toBe(403);
    expect((await client.getKnowledgeAllowance()).used).toEqual({ collections: 1, documents: 0, storageBytes: 0 });
  });
});
