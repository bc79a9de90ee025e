import { seededPolicyId } from '@taskwell/mocks';
import { setupMockServer } from '@taskwell/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import KnowledgeDocumentRoute, { ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

function renderDocument(email: string, entry: string) {
  const token = mockApi.context.issueSession(email);
  renderSignedInRoute(
    { mockApi },
    token,
    { path: 'knowledge/documents/:documentId', Component: KnowledgeDocumentRoute, ErrorBoundary, loader },
    { entry, siblings: [{ path: 'knowledge', Component: () => <h1>Well of Knowledge</h1> }] },
  );
}

const pageText = (page: number) => mockApi.context.knowledgeDocuments.get(seededPolicyId)?.pageTexts[page - 1] ?? '';

describe('the knowledge document view', () => {
  it('given a citation, should highlight exactly the cited passage on its page and focus it', async () => {
    const text = pageText(2);
    const start = text.indexOf('Meals are paid');
    const end = text.indexOf('refunded.') + 'refunded.'.length;
    renderDocument('ada@taskwell.dev', `/knowledge/documents/${seededPolicyId}?page=2&start=${start}&end=${end}`);

    expect(await screen.findByRole('heading', { name: 'Travel and expenses policy', level: 1 })).toBeInTheDocument();
    const page = screen.getByRole('article', { name: 'Page 2 of Travel and expenses policy' });
    const marks = page.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe('Meals are paid up to 45 euros a day. Alcohol is not refunded.');
    expect(page.textContent).toBe(text);
    // The focus is given by an effect after the page is drawn: wait for it, not for time.
    await waitFor(() => expect(marks[0]).toHaveFocus());
    expect(screen.getByText(/the cited passage is highlighted/)).toBeInTheDocument();
  });

  it('should move between pages, without a highlight', async () => {
    const user = userEvent.setup();
    renderDocument('ada@taskwell.dev', `/knowledge/documents/${seededPolicyId}?page=2&start=0&end=5`);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    const last = await screen.findByRole('article', { name: 'Page 3 of Travel and expenses policy' });
    expect(last.textContent).toBe(pageText(3));
    expect(last.querySelector('mark')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      `/knowledge/documents/${seededPolicyId}?page=2`,
    );
  });

  it('given offsets that no longer fit the page, should show the page and say the place is gone', async () => {
    renderDocument('ada@taskwell.dev', `/knowledge/documents/${seededPolicyId}?page=1&start=10&end=999999`);
    const page = await screen.findByRole('article', { name: 'Page 1 of Travel and expenses policy' });
    expect(page.querySelector('mark')).toBeNull();
    expect(screen.getByText(/the cited place is not on this page any more/)).toBeInTheDocument();
  });

  it("given another user's document, should say it was not found", async () => {
    renderDocument('someone@example.com', `/knowledge/documents/${seededPolicyId}?page=1`);
    expect(
      await screen.findByRole('heading', { name: 'This document or page was not found', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Well of Knowledge' })).toHaveAttribute('href', '/knowledge');
  });
});
