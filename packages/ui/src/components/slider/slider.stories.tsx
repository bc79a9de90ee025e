import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Slider } from './slider.tsx';

function Demo({ step = 1, start = 50, disabled = false }: { step?: number; start?: number; disabled?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <div style={{ maxWidth: 320 }}>
      <Slider label="Creativity" value={value} onChange={setValue} step={step} disabled={disabled} />
    </div>
  );
}

const meta = { title: 'Forms/Slider', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSteps: Story = {
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Creativity' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '51');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '49');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
  },
};

export const FineSteps: Story = {
  args: { step: 0.25, start: 2.5 },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Creativity' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '2.75');
  },
};

export const Disabled: Story = { args: { disabled: true } };
