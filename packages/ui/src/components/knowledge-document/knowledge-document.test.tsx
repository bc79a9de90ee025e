import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KnowledgeDocumentView } from './indexing-status.tsx';
import { KnowledgeDocumentRow } from './knowledge-document.tsx';

const document: KnowledgeDocumentView = {
  id: 'd-1',
  title: 'Travel policy',
  contentType: 'text/markdown',
  size: 2048,
  pages: 1,
  status: 'ready',
  indexed: 4,
  total: 4,
  mine: true,
};

function renderRow(overrides: Partial<KnowledgeDocumentView> = {}, props: { busy?: boolean; error?: string } = {}) {
  const onRename = vi.fn();
  const onDelete = vi.fn();
  render(
    <ul>
      <KnowledgeDocumentRow
        document={{ ...document, ...overrides }}
        href="/knowledge/documents/d-1?page=1"
        onRename={onRename}
        onDelete={onDelete}
        {...props}
      />
    </ul>,
  );
  return { onRename, onDelete, row: screen.getByRole('listitem') };
}

describe('KnowledgeDocumentRow', () => {
  it('should link a read document to its first page and describe its type, pages and size', () => {
    const { row } = renderRow();

    expect(within(row).getByRole('link', { name: 'Travel policy' })).toHaveAttribute(
      'href',
      '/knowledge/documents/d-1?page=1',
    );
    expect(row).toHaveTextContent('Markdown · 1 page · 2 KB');
    expect(row).toHaveTextContent('Ready · 4 passages');
  });

  it.each([
    { status: 'queued', pages: 0, want: 'Waiting to be indexed…', link: false },
    { status: 'indexing', pages: 3, want: 'Indexing… 2 of 5 passages', link: true },
    { status: 'failed', pages: 0, want: 'Could not be indexed', link: false },
  ] as const)('given $status, should say "$want"', ({ status, pages, want, link }) => {
    const { row } = renderRow({ status, pages, indexed: 2, total: 5 });

    expect(row).toHaveTextContent(want);
    expect(within(row).queryByRole('link') !== null).toBe(link);
  });

  it('should call back on Rename and Delete, from the keyboard too', async () => {
    const { onRename, onDelete } = renderRow();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Travel policy' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('should offer no actions on a document that is not the viewer’s', () => {
    renderRow({ mine: false });

    expect(screen.queryByRole('button')).toBeNull();
  });

  it('should show a refusal and mark Delete busy while it is sent', () => {
    renderRow({}, { busy: true, error: 'That title is taken.' });

    expect(screen.getByRole('alert')).toHaveTextContent('That title is taken.');
    expect(screen.getByRole('button', { name: 'Delete Travel policy' })).toHaveAttribute('aria-busy', 'true');
  });
});
