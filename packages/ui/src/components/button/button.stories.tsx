import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Run task', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Run task' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Outline: Story = { args: { variant: 'outline' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Run task/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#pricing">See pricing</a> },
};
