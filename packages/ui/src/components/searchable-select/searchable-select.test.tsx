import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchableSelect, type SelectOption } from './searchable-select.tsx';

const options: SelectOption[] = [
  { value: 'en-gb', label: 'English (United Kingdom)' },
  { value: 'en-us', label: 'English (United States)' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
];

function Harness({ limit }: { limit?: number }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <>
      <SearchableSelect
        label="Language"
        options={options}
        value={value}
        onChange={setValue}
        {...(limit ? { limit } : {})}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const listed = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('SearchableSelect', () => {
  it.each([
    { query: 'eng', want: ['English (United Kingdom)', 'English (United States)'] },
    { query: 'states eng', want: ['English (United States)'] },
    { query: 'ing', want: ['English (United Kingdom)'] },
    { query: 'man', want: ['German'] },
    { query: 'english french', want: [] },
  ])('typing "$query" should list $want (spec §5)', async ({ query, want }) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Language' }), query);
    expect(listed()).toEqual(want);
  });

  it('should choose with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Language' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('fr');
    expect(box).toHaveValue('French');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('should choose with the mouse and close on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Language' });
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'German' }));
    expect(screen.getByRole('status')).toHaveTextContent('de');
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('should list every option by default and honour a limit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    expect(listed()).toHaveLength(4);
    unmount();
    render(<Harness limit={2} />);
    await user.click(screen.getByRole('combobox'));
    expect(listed()).toHaveLength(2);
  });

  it('should say when nothing matches, and be disabled on request', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SearchableSelect label="Voice" options={options} value={undefined} onChange={() => undefined} />,
    );
    await user.type(screen.getByRole('combobox'), 'zz');
    expect(screen.getByRole('listbox')).toHaveTextContent('Nothing found');
    rerender(
      <SearchableSelect label="Voice" options={options} value={undefined} onChange={() => undefined} disabled />,
    );
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});
