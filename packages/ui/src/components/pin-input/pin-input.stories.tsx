import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinInput } from './pin-input.tsx';

const meta = {
  title: 'Forms/PinInput',
  component: PinInput,
  args: { label: 'PIN', onComplete: fn(), onChange: fn() },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PasteAutoSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'PIN digit 1 of 6' }));
    await userEvent.paste('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('textbox', { name: 'PIN digit 6 of 6' })).toHaveValue('6');
  },
};

export const TypingIgnoresLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'PIN digit 1 of 6' }));
    await userEvent.keyboard('1x2y3');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const WithError: Story = { args: { error: 'Invalid Pin' } };

export const Disabled: Story = { args: { disabled: true } };
