import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  seededKnowledgeCollections,
  seededKnowledgeDocuments,
  seededKnowledgeOwner,
} from '@taskwell/mocks/fixtures/knowledge';
import { expect, fn, within } from 'storybook/test';
import { Alert, Loader } from '../components/alert/alert.tsx';
import type { KnowledgeDocumentView } from '../components/knowledge-document/indexing-status.tsx';
import { KnowledgeDocumentRow } from '../components/knowledge-document/knowledge-document.tsx';
import { Title } from '../components/typography/typography.tsx';
import { phoneGlobals, phoneWidth } from './testing/phone.tsx';

const documents: KnowledgeDocumentView[] = seededKnowledgeDocuments().map((document) => ({
  ...document,
  pages: document.pageTexts.length,
  mine: document.owner === seededKnowledgeOwner,
}));
const collection = seededKnowledgeCollections()[0]?.name ?? 'Company handbook';

interface KnowledgeScreenProps {
  documents: readonly KnowledgeDocumentView[];
  loading?: boolean;
  error?: string;
  onRename: () => void;
  onDelete: () => void;
}

/** The Well of Knowledge's library as its route composes it: a collection's documents, fed by the mocks. */
function KnowledgeScreen({ documents, loading = false, error, onRename, onDelete }: KnowledgeScreenProps) {
  return (
    <section style={{ display: 'grid', gap: '1rem', overflowWrap: 'anywhere' }}>
      <Title order={1}>Well of Knowledge</Title>
      <Title order={2}>{collection}</Title>
      {error ? (
        <Alert tone="critical" title="The library could not be read">
          {error}
        </Alert>
      ) : loading ? (
        <Loader label="Loading the documents" showLabel />
      ) : documents.length === 0 ? (
        <Alert tone="info">No documents here yet. Upload a file or paste a text below.</Alert>
      ) : (
        <ul aria-label="Documents" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
          {documents.map((document) => (
            <KnowledgeDocumentRow
              key={document.id}
              document={document}
              href={`#/knowledge/documents/${document.id}?page=1`}
              onRename={onRename}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const [first] = documents;
if (!first) throw new Error('The mocks seed at least one knowledge document.');

const meta = {
  title: 'Screens/Knowledge',
  component: KnowledgeScreen,
  args: { documents, onRename: fn(), onDelete: fn() },
} satisfies Meta<typeof KnowledgeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Library: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Documents' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(documents.length);
  },
};

export const Indexing: Story = {
  args: {
    documents: [
      { ...first, status: 'indexing', indexed: 3, total: 9 },
      { ...first, id: 'queued', title: 'Price list 2027', status: 'queued', pages: 0, indexed: 0, total: 0 },
      { ...first, id: 'failed', title: 'Scanned contract', status: 'failed', message: 'The PDF has no text layer.' },
    ],
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No documents here yet.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the documents');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The service is busy. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The library could not be read');
  },
};

const longDocuments: KnowledgeDocumentView[] = [
  {
    ...first,
    id: 'long',
    title: 'Employee-handbook-2026-final-final-v7-approved-by-legal-and-works-council-DO-NOT-EDIT.pdf',
    contentType: 'application/pdf',
    size: 48_213_004,
    pages: 412,
  },
  ...documents,
];

export const LongText: Story = { args: { documents: longDocuments } };

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: { documents: longDocuments },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
