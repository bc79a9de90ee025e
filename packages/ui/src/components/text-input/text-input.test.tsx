import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea, TextInput } from './text-input.tsx';

describe('TextInput', () => {
  it('should be labelled, described, and typed into', async () => {
    render(
      <TextInput
        label="Email"
        description="This field can't be changed due to security policy."
        readOnly
        value="ada@taskwell.dev"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription("This field can't be changed due to security policy.");
    expect(input).toHaveValue('ada@taskwell.dev');
  });

  it('should mark an error and read it out', async () => {
    render(<TextInput label="First Name" error="Please enter your first name." />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your first name.');
    await userEvent.setup().type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });
});

describe('Textarea', () => {
  it('should show at least the minimum rows', () => {
    render(<Textarea label="Message" minRows={8} required />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('rows', '8');
    expect(area).toBeRequired();
  });
});
