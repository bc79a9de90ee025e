import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AudioPlayer } from '../audio-player/audio-player.tsx';
import { ImageView } from '../image-view/image-view.tsx';
import { MarkdownView } from '../markdown-view/markdown-view.tsx';
import { ResultCard } from './result-card.tsx';

const card =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"%3E%3Crect width="320" height="180" fill="%231e1b4b"/%3E%3Ctext x="24" y="96" fill="%23ffffff" font-size="20"%3EGood service is a promise kept.%3C/text%3E%3C/svg%3E';

const meta = {
  title: 'Results/ResultCard',
  component: ResultCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Summary',
    source: 'text.summary',
    created: '24 Nov 2026, 10:42',
    children: (
      <MarkdownView
        markdown={'## Summary\n\nThe onboarding programme cut the time to a first order **from nine days to four**.'}
      />
    ),
    copyText: async () => 'The onboarding programme cut the time to a first order from nine days to four.',
    onDownload: fn(async () => undefined),
    feedback: { value: {}, onSave: fn(async () => ({ feedbackId: 'fb-1' })) },
  },
} satisfies Meta<typeof ResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement, args }) => {
    const result = within(canvasElement).getByRole('article', { name: 'Summary' });
    await userEvent.click(within(result).getByRole('button', { name: 'Poor: rate Summary' }));
    await expect(args.feedback?.onSave).toHaveBeenCalledWith({ rating: 'down', comment: undefined, id: undefined });
    await expect(await within(result).findByRole('textbox', { name: 'Comment on Summary (optional)' })).toBeVisible();
  },
};

export const TextLoading: Story = { args: { children: <MarkdownView status="loading" /> } };

export const TextFailed: Story = { args: { children: <MarkdownView status="error" /> } };

export const Image: Story = {
  args: {
    title: 'Quote card',
    source: 'image.quote-card',
    children: <ImageView src={card} alt="Quote card" />,
    copyText: undefined,
    copyBlob: async () => new Blob(['png'], { type: 'image/png' }),
  },
};

export const Audio: Story = {
  args: {
    title: 'Spoken summary',
    source: 'speech_en_gb',
    children: <AudioPlayer src="" title="speech_en_gb" />,
  },
};

export const FeedbackGiven: Story = {
  args: { feedback: { value: { id: 'fb-1', rating: 'up', comment: 'Clear and short.' }, onSave: fn() } },
};

export const Sample: Story = {
  args: { copyText: undefined, onDownload: undefined, feedback: undefined, created: undefined },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
