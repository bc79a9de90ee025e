import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from 'lucide-react';
import { ActionIcon } from './action-icon.tsx';

const meta = {
  title: 'Actions/ActionIcon',
  component: ActionIcon,
  args: { label: 'Settings', icon: <Settings size={18} /> },
} satisfies Meta<typeof ActionIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
