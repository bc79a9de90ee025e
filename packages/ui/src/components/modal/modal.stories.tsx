import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ConfirmDialog, Modal } from './modal.tsx';

function ModalDemo({ size }: { size?: 'normal' | 'wide' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the task</Button>
      <Modal open={open} onOpenChange={setOpen} title="Summarise a Text" size={size ?? 'normal'}>
        <label>
          Text <input />
        </label>
      </Modal>
    </>
  );
}

function ConfirmDemo() {
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Close the run</Button>
      <p>{closed ? 'Run closed' : 'Run open'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        message="Please confirm that all input values and generated results will be lost."
        onConfirm={() => setClosed(true)}
      />
    </>
  );
}

const meta = { title: 'Overlays/Modal', component: ModalDemo } satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open the task' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Summarise a Text' });
    // Visible once its opening transition has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Wide: Story = { args: { size: 'wide' } };

export const Confirm: StoryObj<typeof ConfirmDemo> = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the run' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(canvas.getByText('Run closed')).toBeVisible();
  },
};
