import type { Meta, StoryObj } from '@storybook/react-vite';
import { seededKnowledgeDocuments, seededKnowledgeOwner } from '@taskwell/mocks/fixtures/knowledge';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals } from '../../screens/testing/phone.tsx';
import type { KnowledgeDocumentView } from './indexing-status.tsx';
import { KnowledgeDocumentRow } from './knowledge-document.tsx';

const [seeded] = seededKnowledgeDocuments().map(
  (document): KnowledgeDocumentView => ({
    ...document,
    pages: document.pageTexts.length,
    mine: document.owner === seededKnowledgeOwner,
  }),
);
if (!seeded) throw new Error('The mocks seed at least one knowledge document.');

const meta = {
  title: 'Knowledge/KnowledgeDocumentRow',
  component: KnowledgeDocumentRow,
  decorators: [
    // The row is a list item: at a phone's width the list itself is 390 px wide.
    (Story, context) => (
      <ul
        aria-label="Documents"
        style={{ listStyle: 'none', padding: 0, width: context.globals.viewport?.value === 'phone' ? 390 : undefined }}
      >
        <Story />
      </ul>
    ),
  ],
  args: { document: seeded, href: '#/knowledge/documents/1?page=1', onRename: fn(), onDelete: fn() },
} satisfies Meta<typeof KnowledgeDocumentRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: { document: { ...seeded, status: 'ready', indexed: 12, total: 12 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: seeded.title })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${seeded.title}` }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Not read yet: no pages, so the title is no link. */
export const Empty: Story = {
  name: 'Queued, no pages yet',
  args: { document: { ...seeded, status: 'queued', pages: 0, indexed: 0, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Indexing',
  args: { document: { ...seeded, status: 'indexing', indexed: 5, total: 12 }, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: `Indexing progress of ${seeded.title}` })).toHaveAttribute(
      'value',
      '5',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    document: { ...seeded, status: 'failed', message: 'The PDF is protected by a password.' },
    error: 'A document of that title is already in this collection.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('already in this collection');
  },
};

export const SharedWithMe: Story = {
  name: 'Shared, not mine',
  args: { document: { ...seeded, mine: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    document: {
      ...seeded,
      title: 'Employee-handbook-2026-final-final-v7-approved-by-legal-and-works-council-DO-NOT-EDIT.pdf',
      contentType: 'application/pdf',
      size: 48_213_004,
      pages: 412,
    },
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  args: LongText.args,
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('listitem');
    await expect(row.scrollWidth).toBeLessThanOrEqual(390);
  },
};
