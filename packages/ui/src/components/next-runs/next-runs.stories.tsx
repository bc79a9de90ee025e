import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NextRuns } from './next-runs.tsx';

const meta = {
  title: 'Data display/NextRuns',
  component: NextRuns,
  args: {
    label: 'Next runs',
    timeZone: 'Europe/London',
    emptyText: 'Not scheduled.',
    // Across the spring change: 09:00 local on both sides.
    moments: [
      '2026-03-27T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
    ],
  },
} satisfies Meta<typeof NextRuns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AcrossDaylightSaving: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '27 Mar 2026, 09:00',
      '28 Mar 2026, 09:00',
      '29 Mar 2026, 09:00',
      '30 Mar 2026, 09:00',
      '31 Mar 2026, 09:00',
    ]);
  },
};

export const NotScheduled: Story = {
  args: { moments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not scheduled.')).toBeInTheDocument();
  },
};
