import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DownloadFormats } from './download-formats.tsx';

const formats = [
  { id: 'markdown', label: 'Markdown', available: true },
  { id: 'docx', label: 'Word (DOCX)', available: true },
  { id: 'pdf', label: 'PDF', available: true },
  { id: 'html', label: 'Web page (HTML)', available: false, plan: 'Creator' },
  { id: 'txt', label: 'Plain text', available: false, plan: 'Creator' },
];

const meta = {
  title: 'Actions/DownloadFormats',
  component: DownloadFormats,
  args: {
    formats,
    subject: 'Summary',
    upgradeHref: '/pricing',
    onDownload: () => new Promise<void>((resolve) => setTimeout(resolve, 300)),
  },
} satisfies Meta<typeof DownloadFormats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Explorer: Markdown, DOCX and PDF; HTML and plain text named with the Creator plan. */
export const ByPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Summary as PDF' }));
    await expect(await canvas.findByText('PDF')).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Creator plan' })).toHaveLength(2);
  },
};

/** A document that could not be made says so beside the buttons. */
export const Failing: Story = {
  args: { onDownload: () => Promise.reject(new Error('The PDF could not be made right now.')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Summary as Markdown' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The PDF could not be made right now.');
  },
};
