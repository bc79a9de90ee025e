import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskCard } from './task-card.tsx';

const icon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44"%3E%3Crect width="44" height="44" rx="10" fill="%237c6cf0"/%3E%3C/svg%3E';

const meta = {
  title: 'Tasks/TaskCard',
  component: TaskCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Summarise a Text',
    heading: 'Key points of a long text in seconds',
    description:
      'Reads a report, an e-mail thread or minutes, writes a short summary with its key points and keywords, and checks the summary for biased wording.',
    iconSrc: icon,
    fee: 2,
    access: 'use',
    onUse: fn(),
    onUpgrade: fn(),
    onSample: fn(),
  },
} satisfies Meta<typeof TaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Usable: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Summarise a Text' });
    await expect(within(card).getByText('2 credits')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Use' }));
    await expect(args.onUse).toHaveBeenCalledTimes(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Sample' }));
    await expect(args.onSample).toHaveBeenCalledTimes(1);
  },
};

export const AbovePlan: Story = {
  args: { name: 'Brief from a PDF', fee: 8, access: 'upgrade' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Brief from a PDF' });
    await expect(within(card).queryByRole('button', { name: 'Use' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Upgrade' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

export const Visitor: Story = { args: { access: 'sign-in' } };

export const LongDescription: Story = {
  args: {
    description: Array.from({ length: 8 }, () => 'A long description that scrolls inside the card.').join(' '),
  },
};

export const WithoutIcon: Story = { args: { iconSrc: undefined } };

export const Light: Story = { globals: { theme: 'light' } };
