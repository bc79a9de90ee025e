import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FindingsReview } from './findings-review.tsx';

const meta = {
  title: 'Data display/FindingsReview',
  component: FindingsReview,
  args: {
    findings: [
      { phrase: 'manpower', start: 10, end: 18, why: 'It names a gender where the gender does not matter.' },
      {
        phrase: 'chairman',
        start: 40,
        end: 48,
        why: 'It names a gender.',
        dismissed: { reason: 'The title of the board member as registered' },
      },
    ],
    onDismiss: fn(async () => {}),
    onRestore: fn(async () => {}),
  },
} satisfies Meta<typeof FindingsReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Folded: Story = {};
export const Dismissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Review findings (1 dismissed)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss “manpower”' }));
    await expect(canvas.getByRole('textbox', { name: 'Why is “manpower” not a finding here?' })).toHaveFocus();
  },
};
