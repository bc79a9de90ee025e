import type { Meta, StoryObj } from '@storybook/react-vite';
import { seededCreatorEarnings } from '@taskwell/mocks/fixtures/earnings';
import { expect, within } from 'storybook/test';
import { phoneGlobals, phoneWidth } from '../../screens/testing/phone.tsx';
import type { EarningsDayView } from './earnings-by-task.ts';
import { EarningsTable } from './earnings-table.tsx';

const meta = {
  title: 'Earnings/EarningsTable',
  component: EarningsTable,
  args: { days: seededCreatorEarnings.days },
} satisfies Meta<typeof EarningsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tasks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    const digest = canvas.getByRole('region', { name: 'Meeting notes digest by day' });
    await expect(within(digest).getByRole('rowheader', { name: '26 Nov 2026' })).toBeInTheDocument();
    // 12 + 19 + 7 runs over the three seeded days.
    const total = within(digest).getByRole('row', { name: 'Total' });
    await expect([...total.children].slice(0, 2).map((cell) => cell.textContent)).toEqual(['Total', '38']);
  },
};

export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No sales yet');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reading your earnings…');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your earnings could not be read');
  },
};

const longDays: EarningsDayView[] = [
  {
    day: '2026-11-28',
    listingId: 'long',
    name: 'Quarterly board-pack narrative writer for multi-entity holding companies with regional subsidiaries',
    runs: 1_204_551,
    completed: 1_203_998,
    refunded: 553,
    creditsEarned: 98_112_004,
    promptTokens: 2_981_455_120,
    completionTokens: 611_004_371,
  },
  ...seededCreatorEarnings.days,
];

export const LongText: Story = { args: { days: longDays } };

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: { days: longDays },
  play: async ({ canvasElement }) => {
    // The tables scroll sideways inside their own boxes, reached by the keyboard; the page does not.
    const [box] = within(canvasElement).getAllByRole('region', { name: / by day$/ });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
