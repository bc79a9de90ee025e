import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './select.tsx';

const options = ['Formal', 'Friendly', 'Persuasive', 'Playful', 'Technical', 'Warm', 'Direct', 'Neutral', 'Bold'].map(
  (label) => ({ value: label.toLowerCase(), label }),
);

const audiences: SelectProps['options'] = [
  { value: 'public', label: 'Everyone (public)' },
  {
    label: 'Members of one of your organizations',
    options: [
      { value: 'acme', label: 'Members of Acme' },
      { value: 'globex', label: 'Members of Globex' },
    ],
  },
];

function Demo({
  disabled = false,
  grouped = false,
  invalid = false,
}: {
  disabled?: boolean;
  grouped?: boolean;
  invalid?: boolean;
}) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <div style={{ maxWidth: 280, minHeight: 300 }}>
      <Select
        label={grouped ? 'Who can buy it' : 'Tone'}
        options={grouped ? audiences : options}
        value={value}
        onValueChange={setValue}
        disabled={disabled}
        error={invalid && value === undefined ? 'Choose a tone.' : undefined}
      />
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

/** Choices under a heading: the keyboard moves through the groups as through one list. */
export const Grouped: Story = {
  args: { grouped: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Who can buy it' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox');
    const group = within(listbox).getByRole('group', { name: 'Members of one of your organizations' });
    await expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Members of Acme', 'Members of Globex']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('Chosen: globex')).toBeInTheDocument());
  },
};

/** An invalid choice: marked, and the reason read out with the control. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Tone' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Choose a tone.');
  },
};

export const Disabled: Story = { args: { disabled: true } };
