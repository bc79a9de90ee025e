import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, Collapsible } from './collapsible.tsx';

const meta = {
  title: 'Disclosure/Collapsible',
  component: Collapsible,
  args: { summary: <p>Northwind Analytics</p>, children: <p>Built the forecasting platform used by 40 retailers.</p> },
} satisfies Meta<typeof Collapsible>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreLess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    await expect(canvas.getByText(/forecasting platform/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'less' })).toBeInTheDocument();
  },
};

export const Faq: StoryObj<typeof Accordion> = {
  render: () => (
    <Accordion
      items={[
        { value: 'credits', title: 'What is a credit?', content: 'A unit that pays for task runs.' },
        {
          value: 'plans',
          title: 'Can I change plans?',
          content: 'Yes: upgrades apply at once, downgrades at period end.',
        },
        { value: 'data', title: 'Who sees my results?', content: 'Only you, unless you share them.' },
      ]}
    />
  ),
};
