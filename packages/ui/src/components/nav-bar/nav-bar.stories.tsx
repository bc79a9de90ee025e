import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavBar } from './nav-bar.tsx';

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  args: {
    onGroupChange: fn(),
    activeGroupId: 'public',
    currentPath: '/pricing',
    groups: [
      {
        id: 'public',
        label: 'Taskwell',
        items: [
          { link: '/home', label: 'Home' },
          { link: '/how-it-works', label: 'How It Works', disabled: true },
          { link: '/pricing', label: 'Pricing' },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <nav aria-label="Main" style={{ width: 300 }}>
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneGroup: Story = {};

export const TwoGroups: Story = {
  args: {
    activeGroupId: 'studio',
    currentPath: '/tasks',
    groups: [
      { id: 'public', label: 'Taskwell', items: [{ link: '/home', label: 'Home' }] },
      {
        id: 'studio',
        label: 'My Studio',
        items: [
          { link: '/tasks', label: 'My Tasks' },
          { link: '/profile', label: 'Profile | Explorer' },
          { link: '/billing', label: 'Billing | 1,250 credits' },
        ],
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Taskwell' }));
    await expect(args.onGroupChange).toHaveBeenCalledWith('public');
  },
};
