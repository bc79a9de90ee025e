import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton, DownloadButton } from './copy-button.tsx';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { text: 'The summary of the report.' },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Copy: Story = {
  args: { text: async () => 'The summary of the report.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    // Headless Chromium may refuse the clipboard; either way the button must say what happened.
    await waitFor(() => expect(button.textContent).toMatch(/Copied|Copy failed/));
    if (button.textContent?.includes('Copied')) {
      await waitFor(() => expect(button).toHaveTextContent(/^Copy$/), { timeout: 3000 });
    }
  },
};

export const Download: StoryObj<typeof DownloadButton> = {
  render: () => <DownloadButton onDownload={() => new Promise((resolve) => setTimeout(resolve, 300))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await canvas.findByRole('button', { name: 'Download: done' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const CopyImage: Story = {
  args: { blob: async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    // Headless Chromium may refuse the clipboard; either way the button must say what happened.
    await waitFor(() => expect(button.textContent).toMatch(/Copied|Copy failed/));
  },
};
