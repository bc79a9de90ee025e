import { seededCollectionId, seededPolicyId } from '@taskwell/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { findModal } from '../../testing/find-modal.ts';
import { routeTestApi } from '../../testing/route-test-api.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import { typeAtOnce, watchCommits } from '../../testing/watch-commits.tsx';
import KnowledgeRoute, { action, ErrorBoundary, loader } from './route.tsx';

const api = routeTestApi();
const { mockApi } = api;

const ada = 'ada@taskwell.dev';
const newcomer = 'newcomer@example.com';

function renderKnowledge(email: string, entry = '/knowledge', Page: ComponentType = KnowledgeRoute) {
  const token = mockApi.context.issueSession(email);
  renderSignedInRoute(api, token, { path: 'knowledge', Component: Page, ErrorBoundary, loader, action }, { entry });
}

/** The paste form's panel, once its tab is open. */
const pastePanel = () => screen.getByRole('tabpanel', { name: 'Paste text' });

/** The paste form's fields as they are now. */
function pasteFields() {
  const panel = within(pastePanel());
  return {
    title: (panel.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value,
    text: (panel.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value,
  };
}

const documentsOf = (collectionId: string) =>
  [...mockApi.context.knowledgeDocuments.values()].filter((document) => document.collectionId === collectionId);

describe('the Well of Knowledge route', () => {
  it("given Ada on Explorer, should show her library's use against Pro's limits and the plan that keeps more", async () => {
    renderKnowledge(ada);
    expect(
      await screen.findByRole('heading', { name: 'Pro personalization on Explorer', level: 2 }),
    ).toBeInTheDocument();
    const kept = [...mockApi.context.knowledgeDocuments.values()].filter((each) => each.owner === ada).length;
    expect(screen.getByText(`${kept} of 1,000`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Collections used' })).toBeInTheDocument();
    expect(screen.getByText(/Creator \(Ultra\) keeps more/)).toBeInTheDocument();
  });

  it('given a user without collections, should say so, and a new collection should be chosen at once', async () => {
    const user = userEvent.setup();
    renderKnowledge(newcomer);
    expect(await screen.findByText(/Your Well of Knowledge is empty/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'New collection' }), 'Policies');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    // Free has no library of its own (issue 43): the refusal names the plan that has one, and the
    // name typed stays for the next try.
    expect(await screen.findByText(/Discovery \(Nano\) keeps up to 3 collections/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New collection' })).toHaveValue('Policies');
    mockApi.context.accountFor(newcomer).profile.plan = 'Discovery';
    const create = screen.getByRole('button', { name: 'Create collection' });
    await waitFor(() => expect(create).not.toHaveAttribute('aria-busy'));
    await user.click(create);

    expect(await screen.findByRole('heading', { name: 'Policies', level: 2 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Collections' });
    expect(within(nav).getByRole('link', { name: /Policies/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('No documents here yet. Upload a file or paste a text below.')).toBeInTheDocument();
    expect([...mockApi.context.knowledgeCollections.values()].filter((each) => each.owner === newcomer)).toHaveLength(
      1,
    );
  });

  it('given a name already taken, should say so and make nothing', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.type(await screen.findByRole('textbox', { name: 'New collection' }), 'company HANDBOOK');
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(
      await screen.findByText('You already have a collection called "company HANDBOOK". Choose another name.'),
    ).toBeInTheDocument();
    expect(mockApi.context.knowledgeCollections.size).toBe(1);
  });

  it('given a pasted text, should show its indexing progress until it is ready', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.click(await screen.findByRole('tab', { name: 'Paste text' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Parking rules');
    const text = Array.from({ length: 6 }, (_, index) => `Rule ${index + 1}: park in bay ${index + 1}.`).join('\n\n');
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Add text' }));

    expect(await screen.findByText('Parking rules was added and is being indexed.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Documents' });
    // The mock indexes one step per read: half the passages, then all of them.
    expect(await within(list).findByText('Indexing… 3 of 6 passages')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: 'Indexing progress of Parking rules' })).toHaveAttribute(
      'value',
      '3',
    );
    expect(await within(list).findByText('Ready · 6 passages', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(list).queryByRole('progressbar')).toBeNull();
    const [added] = documentsOf(seededCollectionId).filter((document) => document.title === 'Parking rules');
    expect(added?.pageTexts).toEqual([text]);
  });

  it('given a pasted text added, should empty the form in the render that says so, and add the next text typed then', async () => {
    const user = userEvent.setup();
    const page = watchCommits(KnowledgeRoute);
    const seeded = new Set(documentsOf(seededCollectionId).map((document) => document.id));
    renderKnowledge(ada, '/knowledge', page.Page);
    await user.click(await screen.findByRole('tab', { name: 'Paste text' }));
    const added = 'Parking rules was added and is being indexed.';
    // In the render that first shows the message: what the form holds, and the next title typed at
    // once, as a quick user does (before any effect of that render).
    const atMessage = page.atFirstCommit(
      () => screen.queryByText(added) !== null,
      () => {
        const held = pasteFields();
        typeAtOnce(within(pastePanel()).getByRole('textbox', { name: 'Title' }), 'Visitor rules');
        return held;
      },
    );
    await user.type(within(pastePanel()).getByRole('textbox', { name: 'Title' }), 'Parking rules');
    await user.type(within(pastePanel()).getByRole('textbox', { name: 'Text' }), 'Park in bay 4.');
    await user.click(within(pastePanel()).getByRole('button', { name: 'Add text' }));

    expect(await screen.findByText(added)).toBeInTheDocument();
    expect(atMessage.seen?.value).toEqual({ title: '', text: '' });
    const panel = within(pastePanel());
    expect(panel.getByRole('button', { name: 'Add text' })).toHaveFocus();
    expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue('Visitor rules');
    await user.type(panel.getByRole('textbox', { name: 'Text' }), 'Visitors park in bay 9.');
    await user.click(panel.getByRole('button', { name: 'Add text' }));
    expect(await screen.findByText('Visitor rules was added and is being indexed.')).toBeInTheDocument();
    const pasted = documentsOf(seededCollectionId)
      .filter((document) => !seeded.has(document.id))
      .map((document) => [document.title, document.pageTexts]);
    expect(pasted).toEqual([
      ['Parking rules', ['Park in bay 4.']],
      ['Visitor rules', ['Visitors park in bay 9.']],
    ]);
  });

  it('given a pasted text sent with Enter from its title, should keep the focus in the title field, empty', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.click(await screen.findByRole('tab', { name: 'Paste text' }));
    await user.type(within(pastePanel()).getByRole('textbox', { name: 'Text' }), 'Park in bay 4.');
    await user.type(within(pastePanel()).getByRole('textbox', { name: 'Title' }), 'Parking rules{Enter}');

    expect(await screen.findByText('Parking rules was added and is being indexed.')).toBeInTheDocument();
    const title = within(pastePanel()).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('');
    expect(title).toHaveFocus();
  });

  it('given a pasted text the API fails to add, should say so and keep the title and text', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.click(await screen.findByRole('tab', { name: 'Paste text' }));
    const panel = within(pastePanel());
    await user.type(panel.getByRole('textbox', { name: 'Title' }), 'Parking rules');
    await user.type(panel.getByRole('textbox', { name: 'Text' }), 'Park in bay 4.');
    mockApi.failNext('pasteKnowledgeText', 'server-error');
    await user.click(panel.getByRole('button', { name: 'Add text' }));

    const refusal = await panel.findByRole('alert');
    const button = panel.getByRole('button', { name: 'Add text' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(refusal).toHaveTextContent('Your knowledge could not be changed right now.');
    expect(pasteFields()).toEqual({ title: 'Parking rules', text: 'Park in bay 4.' });
    expect(documentsOf(seededCollectionId)).toHaveLength(2);
  });

  it('given a file that is not text, Markdown or PDF, should refuse it before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderKnowledge(ada);
    const input = await screen.findByLabelText(/PDF up to 50 MB/);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await user.upload(input, new File([png], 'policy.pdf', { type: 'application/pdf' }));

    expect(
      await screen.findByText('This file is not text, Markdown or PDF. Choose a .txt, .md or .pdf file.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(documentsOf(seededCollectionId)).toHaveLength(2);

    await user.upload(input, new File(['# Notes\n\nPark in bay 4.'], 'notes.md', { type: 'text/markdown' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    expect(screen.queryByText(/This file is not text/)).toBeNull();
  });

  // The browser's multipart body does not survive the test router's hand-over, so the action is
  // given the request a browser sends, as the organization logo's test does.
  const uploadRequest = async (email: string, file: { name: string; type: string; content: string }) => {
    const boundary = 'knowledge-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="intent"',
      '',
      'upload',
      `--${boundary}`,
      'Content-Disposition: form-data; name="collectionId"',
      '',
      seededCollectionId,
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="${file.name}"`,
      `Content-Type: ${file.type}`,
      '',
      file.content,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    return signedInRequest('http://studio.test/knowledge', mockApi.context.issueSession(email), {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('given a Markdown file, should add it to the collection, queued for indexing', async () => {
    const request = await uploadRequest(ada, {
      name: 'notes.md',
      type: 'text/markdown',
      content: '# Notes\n\nPark in bay 4.',
    });
    const reply = (await action({ request, params: {}, context: {} })) as unknown as {
      data: { status: string; message: string; document?: { status: string; contentType: string } };
    };
    expect(reply.data).toMatchObject({
      status: 'done',
      message: 'notes was added and is being indexed.',
      document: { status: 'queued', contentType: 'text/markdown' },
    });
    expect(documentsOf(seededCollectionId).map((document) => document.fileName)).toContain('notes.md');
  });

  it('given a file whose content is not a document, should give the API’s reason', async () => {
    const request = await uploadRequest(ada, {
      name: 'scan.pdf',
      type: 'application/pdf',
      content: '\u0000\u0001binary',
    });
    const reply = (await action({ request, params: {}, context: {} })) as unknown as {
      data: { status: string; message: string };
    };
    expect(reply.data).toEqual({
      status: 'refused',
      intent: 'upload',
      message: 'This file is not text, Markdown or PDF. Choose a .txt, .md or .pdf file.',
    });
    expect(documentsOf(seededCollectionId)).toHaveLength(2);
  });

  it('given an upload whose declared length is over 50 MB, should answer 413 with the limits in words, unread', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(1024));
          if (pulled === 1000) controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = await signedInRequest('http://studio.test/knowledge', mockApi.context.issueSession(ada), {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      duplex: 'half',
    } as RequestInit);
    const headers = new Headers(request.headers);
    headers.set('content-length', String(60 * 1024 * 1024));
    Object.defineProperty(request, 'headers', { value: headers });
    const reply = (await action({ request, params: {}, context: {} })) as unknown as {
      init: { status: number };
      data: { status: string; intent: string; message: string };
    };
    expect(reply.init.status).toBe(413);
    expect(reply.data).toEqual({
      status: 'refused',
      intent: 'upload',
      message: 'A file can be up to 50 MB (text and Markdown up to 5 MB).',
    });
    expect(pulled).toBe(0);
  });

  it('given no session, should answer 401 before reading the form', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new TextEncoder().encode('intent=paste&'));
          if (pulled === 1000) controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://studio.test/knowledge', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    const reply = (await action({ request, params: {}, context: {} })) as unknown as { init: { status: number } };
    expect(reply.init.status).toBe(401);
    expect(pulled).toBe(0);
  });

  it('should delete a document only after the confirmation', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.click(await screen.findByRole('button', { name: 'Delete Travel and expenses policy' }));
    const confirm = await findModal('Are you sure?');
    expect(confirm).toHaveTextContent('Delete Travel and expenses policy? Its passages are removed');
    expect(mockApi.context.knowledgeDocuments.has(seededPolicyId)).toBe(true);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(mockApi.context.knowledgeDocuments.has(seededPolicyId)).toBe(false));
    const list = screen.getByRole('list', { name: 'Documents' });
    await waitFor(() => expect(within(list).queryByText('Travel and expenses policy')).toBeNull());
    expect(within(list).getByText('Onboarding checklist')).toBeInTheDocument();
  });

  it('should rename a document', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.click(await screen.findByRole('button', { name: 'Rename Onboarding checklist' }));
    const dialog = await findModal('Rename document');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'First days');
    await user.click(within(dialog).getByRole('button', { name: 'Save title' }));
    expect(await screen.findByRole('link', { name: 'First days' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should list the passages a question finds, each linked to its page and place', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.type(await screen.findByRole('searchbox', { name: 'Question or words' }), 'meals paid a day');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const found = await screen.findByRole('list', { name: 'Passages found' });
    const [best] = within(found).getAllByRole('listitem');
    expect(best).toHaveTextContent('Meals are paid up to 45 euros a day. Alcohol is not refunded.');
    const link = within(best as HTMLElement).getByRole('link', { name: 'Travel and expenses policy, page 2' });
    const page = mockApi.context.knowledgeDocuments.get(seededPolicyId)?.pageTexts[1] ?? '';
    const start = page.indexOf('Meals are paid');
    expect(link).toHaveAttribute(
      'href',
      `/knowledge/documents/${seededPolicyId}?page=2&start=${start}&end=${start + 61}`,
    );
  });

  it('given a question nothing answers, should say so', async () => {
    renderKnowledge(ada, '/knowledge?ask=submarine');
    expect(
      await screen.findByText('Nothing in your knowledge answers “submarine”. Try other words.'),
    ).toBeInTheDocument();
  });

  it('given a collection shared by a colleague, should mark it and offer no changes', async () => {
    const handbook = mockApi.context.knowledgeCollections.get(seededCollectionId);
    if (!handbook) throw new Error('the mocks have no seeded handbook');
    handbook.shared = true;
    mockApi.context.organizations.set('org-1', {
      organization: { organizationId: 'org-1', name: 'Acme', accentColour: '#336699', logo: null, createdAt: '' },
      members: new Map([
        [ada, { role: 'owner', joinedAt: '' }],
        [newcomer, { role: 'member', joinedAt: '' }],
      ]),
      invitations: new Map(),
    });
    renderKnowledge(newcomer);
    expect(await screen.findByText('Shared by Ada Lovelace · read-only')).toBeInTheDocument();
    expect(screen.getByText('Travel and expenses policy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Paste text' })).toBeNull();
  });

  it('given a document that cannot be read, should follow it until it fails and say why, keeping it', async () => {
    mockApi.context.knowledgeDocuments.set('0193f2a0-0000-7000-8000-0000000000f1', {
      id: '0193f2a0-0000-7000-8000-0000000000f1',
      collectionId: seededCollectionId,
      owner: ada,
      title: 'Scanned contract',
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
      size: 2048,
      pageTexts: [],
      status: 'queued',
      indexed: 0,
      total: 0,
      unreadable: 'This PDF has no text we can read: its pages may be scanned images.',
      createdAt: Date.parse('2026-11-26T09:00:00Z'),
    });
    renderKnowledge(ada);
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getByText('Waiting to be indexed…')).toBeInTheDocument();
    expect(await within(list).findByText('Could not be indexed', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(list).getByText(/its pages may be scanned images\. The document is kept/)).toBeInTheDocument();
    expect(mockApi.context.knowledgeDocuments.get('0193f2a0-0000-7000-8000-0000000000f1')?.status).toBe('failed');
  });

  it('should delete a collection with its documents only after the confirmation', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.click(await screen.findByRole('button', { name: 'Delete collection' }));
    const confirm = await findModal('Are you sure?');
    expect(confirm).toHaveTextContent('Delete Company handbook with its 2 documents?');
    expect(mockApi.context.knowledgeCollections.has(seededCollectionId)).toBe(true);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(/Your Well of Knowledge is empty/)).toBeInTheDocument();
    expect(mockApi.context.knowledgeCollections.has(seededCollectionId)).toBe(false);
    expect(mockApi.context.knowledgeDocuments.size).toBe(0);
  });

  it('should rename a collection', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    await user.click(await screen.findByRole('button', { name: 'Rename collection' }));
    const dialog = await findModal('Rename collection');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Handbook 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'Handbook 2026', level: 2 })).toBeInTheDocument();
    expect(mockApi.context.knowledgeCollections.get(seededCollectionId)?.name).toBe('Handbook 2026');
  });

  it('should share a collection with the organization, and say why not on a plan without it or without one', async () => {
    const user = userEvent.setup();
    renderKnowledge(ada);
    // Ada is on Explorer (Pro): sharing comes with Ultra (issue 43).
    await user.click(await screen.findByRole('button', { name: 'Share with my organization' }));
    expect(await screen.findByText(/Creator \(Ultra\) includes it: upgrade to use it\./)).toBeInTheDocument();
    mockApi.context.accountFor(ada).profile.plan = 'Creator';
    const share = screen.getByRole('button', { name: 'Share with my organization' });
    // The refusal shows while the page reloads; the button takes clicks again once it has.
    await waitFor(() => expect(share).not.toHaveAttribute('aria-busy'));
    await user.click(share);
    expect(
      await screen.findByText('Join or make an organization first: a collection is shared with its members.'),
    ).toBeInTheDocument();
    expect(mockApi.context.knowledgeCollections.get(seededCollectionId)?.shared).toBe(false);

    mockApi.context.organizations.set('org-1', {
      organization: { organizationId: 'org-1', name: 'Acme', accentColour: '#336699', logo: null, createdAt: '' },
      members: new Map([[ada, { role: 'owner', joinedAt: '' }]]),
      invitations: new Map(),
    });
    await waitFor(() => expect(share).not.toHaveAttribute('aria-busy'));
    await user.click(share);
    expect(
      await screen.findByText('Members of your organization can now read and search Company handbook.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Shared with your organization')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop sharing' })).toBeInTheDocument();
    expect(mockApi.context.knowledgeCollections.get(seededCollectionId)?.shared).toBe(true);
  });

  it('given a failed document, should say why and keep it', async () => {
    const kept = mockApi.context.knowledgeDocuments.get(seededPolicyId);
    if (!kept) throw new Error('the mocks have no seeded policy');
    Object.assign(kept, { status: 'failed', message: 'This PDF has no text we can read.' });
    renderKnowledge(ada);
    expect(await screen.findByText('Could not be indexed')).toBeInTheDocument();
    expect(screen.getByText(/This PDF has no text we can read\. The document is kept/)).toBeInTheDocument();
  });
});
