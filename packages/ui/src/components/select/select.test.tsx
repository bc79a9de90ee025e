import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

// Opening and choosing run in Chromium (the ChooseWithKeyboard story): the popper needs layout.
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
});
