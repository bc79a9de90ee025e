import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from './link-button.tsx';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { href: '#pricing', children: 'See pricing' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See pricing' });
    await expect(link).toHaveAttribute('href', '#pricing');
  },
};
export const Outline: Story = { args: { variant: 'outline' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Light: Story = { globals: { theme: 'light' } };
