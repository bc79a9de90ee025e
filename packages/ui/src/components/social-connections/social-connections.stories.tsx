import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type SocialConnection, SocialConnections } from './social-connections.tsx';

const comingSoon: SocialConnection[] = [
  { network: 'x', name: 'X', state: 'coming-soon' },
  { network: 'facebook', name: 'Facebook', state: 'coming-soon' },
  { network: 'youtube', name: 'YouTube', state: 'coming-soon' },
];

const meta = {
  title: 'Account/SocialConnections',
  component: SocialConnections,
  args: {
    connections: [{ network: 'linkedin', name: 'LinkedIn', state: 'available' }, ...comingSoon],
    onConnect: fn(),
  },
} satisfies Meta<typeof SocialConnections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect LinkedIn' }));
    await expect(args.onConnect).toHaveBeenCalledWith('linkedin');
    await expect(canvas.getAllByText('Coming Soon')).toHaveLength(3);
  },
};
export const Connecting: Story = { args: { connecting: 'linkedin' } };
export const Connected: Story = {
  args: { connections: [{ network: 'linkedin', name: 'LinkedIn', state: 'connected' }, ...comingSoon] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Connected')).toBeVisible();
  },
};
export const NotConfigured: Story = {
  args: {
    connections: [
      {
        network: 'linkedin',
        name: 'LinkedIn',
        state: 'not-configured',
        note: 'Linking a LinkedIn account is not set up on this Taskwell installation yet.',
      },
      ...comingSoon,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Connect LinkedIn' })).toBeDisabled();
  },
};
export const Light: Story = { globals: { theme: 'light' }, args: NotConfigured.args };
