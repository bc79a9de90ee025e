import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoEmbed } from './video-embed.tsx';

const meta = {
  title: 'Media/VideoEmbed',
  component: VideoEmbed,
  args: { src: 'https://player.example.com/embed/abc', title: 'Taskwell in two minutes' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof VideoEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player is not loaded in the catalogue (no network); the poster is what visitors see first. */
export const Poster: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Play video: Taskwell in two minutes' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
export const Unavailable: Story = { args: { src: 'http://insecure.example.com/v' } };
