import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Loader } from './alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: 'Results are machine-generated', children: 'They come with no warranty; check them before use.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Positive: Story = { args: { tone: 'positive', title: 'Profile updated successfully!', children: null } };
export const Critical: Story = {
  args: { tone: 'critical', title: 'Failed to update profile.', children: 'Try again.' },
};
export const Light: Story = { globals: { theme: 'light' } };
export const Spinner: StoryObj<typeof Loader> = { render: () => <Loader label="Loading tasks" showLabel /> };
