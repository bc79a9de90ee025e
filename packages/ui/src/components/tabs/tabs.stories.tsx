import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Run',
    items: [
      { value: 'task', label: 'TASK', content: <p>Fill in the form and run the task.</p> },
      { value: 'result', label: 'RESULT', content: <p>Results appear here.</p> },
      { value: 'history', label: 'HISTORY', content: <p>Earlier runs.</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'TASK' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Results appear here.');
  },
};

export const Pill: Story = {
  args: {
    variant: 'pill',
    label: 'Categories',
    items: [
      { value: 'business', label: 'Business Tasks', content: <p>Summaries, briefs and reports.</p> },
      { value: 'marketing', label: 'Content Creation', content: <p>Copy, images and audio.</p> },
      { value: 'demo', label: 'Demo', content: <p>Try Taskwell.</p> },
    ],
  },
};

export const Light: Story = { globals: { theme: 'light' } };
