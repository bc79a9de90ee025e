import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeedbackThumbs } from './feedback-thumbs.tsx';

const meta = {
  title: 'Feedback/FeedbackThumbs',
  component: FeedbackThumbs,
  args: { value: {}, subject: 'the summary', onSave: async () => ({ feedbackId: 'fb-1' }) },
} satisfies Meta<typeof FeedbackThumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RateThenComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Good: rate the summary' }));
    await userEvent.type(await canvas.findByRole('textbox'), 'Clear and short.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Your comment: Clear and short.')).toBeInTheDocument();
  },
};
export const ReadOnly: Story = { args: { value: { id: 'fb-1', rating: 'down', comment: 'Too long.' } } };
