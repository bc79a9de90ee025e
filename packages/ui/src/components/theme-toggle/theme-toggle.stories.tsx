import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './theme-toggle.tsx';

const meta = { title: 'Theme/ThemeToggle', component: ThemeToggle } satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light theme' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
