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
    await expect(canvas.getByText(/forecasting platform/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('more'));
    await expect(canvas.getByText(/forecasting platform/)).toBeVisible();
    await expect(canvas.getByText('more')).not.toBeVisible();
    await userEvent.click(canvas.getByText('less'));
    await expect(canvas.getByText(/forecasting platform/)).not.toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('heading', { name: 'What is a credit?' }));
    await expect(canvas.getByText('A unit that pays for task runs.').closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText('A unit that pays for task runs.')).toBeVisible();
    // One answer at a time: opening the next closes the first.
    await userEvent.click(canvas.getByRole('heading', { name: 'Can I change plans?' }));
    await expect(canvas.getByText(/upgrades apply at once/).closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText('A unit that pays for task runs.').closest('details')).not.toHaveAttribute('open');
    await expect(canvas.getByText(/upgrades apply at once/)).toBeVisible();
    await expect(canvas.getByText('A unit that pays for task runs.')).not.toBeVisible();
  },
};
