import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountSummary } from './account-summary.tsx';

const meta = {
  title: 'Account/AccountSummary',
  component: AccountSummary,
  args: { credits: 1250, plan: 'Explorer', name: 'Ada' },
} satisfies Meta<typeof AccountSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,250')).toBeVisible();
    await expect(canvas.getByText('Explorer')).toBeVisible();
    await expect(canvas.getByText('Welcome, Ada')).toBeVisible();
  },
};
export const NoFirstName: Story = { args: { name: 'ada@taskwell.dev', credits: 25, plan: 'Free' } };
export const Unavailable: Story = { args: { credits: undefined, plan: undefined } };
export const Light: Story = { globals: { theme: 'light' } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,250')).toBeVisible();
    await expect(canvas.getByText('Welcome, Ada')).not.toBeVisible();
  },
};
