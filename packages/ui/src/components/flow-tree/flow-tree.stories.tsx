import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { creatorFlow, longFlow } from '../../screens/testing/creator-flow.ts';
import { phoneGlobals, phoneWidth } from '../../screens/testing/phone.tsx';
import { FlowTree } from './flow-tree.tsx';

const meta = {
  title: 'Creator/FlowTree',
  component: FlowTree,
  args: { flow: creatorFlow },
} satisfies Meta<typeof FlowTree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithProblems: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: /^How it runs/ });
    await expect(within(figure).getAllByText(/needs fixing/)).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { flow: { kind: 'sequence', children: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No steps yet. Add a step to start the flow.')).toBeInTheDocument();
  },
};

export const LongText: Story = { args: { flow: longFlow } };

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: { flow: longFlow },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figure')?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
