import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SearchableSelect } from './searchable-select.tsx';

const options = [
  { value: 'en-gb', label: 'English (United Kingdom)' },
  { value: 'en-us', label: 'English (United States)' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'es', label: 'Spanish' },
  { value: 'it', label: 'Italian' },
  { value: 'nl', label: 'Dutch' },
  { value: 'pt', label: 'Portuguese' },
];

function Demo({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <div style={{ maxWidth: 320, minHeight: 280 }}>
      <SearchableSelect label="Language" options={options} value={value} onChange={setValue} disabled={disabled} />
    </div>
  );
}

const meta = { title: 'Forms/SearchableSelect', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Language' }), 'states eng');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['English (United States)']);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox')).toHaveValue('English (United States)');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Light: Story = { globals: { theme: 'light' } };
