import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, Tile } from './card.tsx';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: {
    as: 'article',
    children: (
      <>
        <h2>Summarise a Text</h2>
        <p>Key points of a long text in seconds.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Light: Story = { globals: { theme: 'light' } };

export const CategoryTile: StoryObj<typeof Tile> = {
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Tile {...args} />
    </div>
  ),
  args: { title: 'Business Tasks', description: 'Reports, briefs and summaries.', onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Business Tasks/ }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};
