import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ImageView } from './image-view.tsx';

const chart =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120"%3E%3Crect width="240" height="120" fill="%23ffffff"/%3E%3Crect x="20" y="60" width="40" height="50" fill="%235a3fd9"/%3E%3Crect x="80" y="30" width="40" height="80" fill="%235a3fd9"/%3E%3Crect x="140" y="45" width="40" height="65" fill="%235a3fd9"/%3E%3C/svg%3E';

const meta = {
  title: 'Results/ImageView',
  component: ImageView,
  args: { src: chart, alt: 'Keyword chart' },
} satisfies Meta<typeof ImageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Failed: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error loading content'));
  },
};
