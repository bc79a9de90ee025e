import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './select.tsx';

const options = ['Formal', 'Friendly', 'Persuasive', 'Playful', 'Technical', 'Warm', 'Direct', 'Neutral', 'Bold'].map(
  (label) => ({ value: label.toLowerCase(), label }),
);

function Demo({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <div style={{ maxWidth: 280, minHeight: 300 }}>
      <Select label="Tone" options={options} value={value} onValueChange={setValue} disabled={disabled} />
      <p>{`Chosen: ${value ?? 'nothing'}`}</p>
    </div>
  );
}

const meta = { title: 'Forms/Select', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Tone' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(options.length);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(222);
    await userEvent.click(page.getByRole('option', { name: 'Friendly' }));
    await waitFor(() => expect(canvas.getByText('Chosen: friendly')).toBeInTheDocument());
  },
};

export const Disabled: Story = { args: { disabled: true } };
