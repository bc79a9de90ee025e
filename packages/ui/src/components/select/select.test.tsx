import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

// Opening and choosing run in Chromium (the ChooseWithKeyboard and Grouped stories): the popper needs layout.
describe('Select', () => {
  const options = [
    { value: 'formal', label: 'Formal' },
    { value: 'friendly', label: 'Friendly' },
  ];

  it('should be a labelled combobox showing the chosen option', () => {
    render(<Select label="Tone" options={options} value="friendly" onValueChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Friendly');
  });

  it('should show the placeholder, and be disabled on request', () => {
    render(<Select label="Tone" options={options} value={undefined} onValueChange={vi.fn()} disabled />);
    const box = screen.getByRole('combobox', { name: 'Tone' });
    expect(box).toHaveTextContent('Choose…');
    expect(box).toBeDisabled();
  });

  it('should show the chosen option of a group', () => {
    render(
      <Select
        label="Who can buy it"
        options={[
          { value: 'public', label: 'Everyone' },
          { label: 'Your organizations', options: [{ value: 'acme', label: 'Members of Acme' }] },
        ]}
        value="acme"
        onValueChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Who can buy it' })).toHaveTextContent('Members of Acme');
  });

  it('given an error should be invalid and described by it and its note', () => {
    render(
      <Select
        label="Tone"
        options={options}
        value={undefined}
        onValueChange={vi.fn()}
        description="How the text sounds."
        error="Choose a tone."
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Tone' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('How the text sounds. Choose a tone.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a tone.');
  });

  it('without an error should not be marked invalid', () => {
    render(<Select label="Tone" options={options} value="formal" onValueChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Tone' })).not.toHaveAttribute('aria-invalid');
  });

  it('inside a form should send its choice under its name', () => {
    const { container } = render(
      <form>
        <Select label="Sort by" name="sort" options={options} value="friendly" onValueChange={vi.fn()} />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('sort')).toBe('friendly');
  });
});
