import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, FilterBadge } from './badge.tsx';

const meta = { title: 'Data display/Badge', component: Badge, args: { children: '12 credits' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'uncategorized' } };
export const Positive: Story = { args: { tone: 'positive', children: 'Connected' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Failed' } };

function Filters({ initial = null }: { initial?: string | null }) {
  const [on, setOn] = useState<string | null>(initial);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {['Business', 'Marketing'].map((name) => (
        <FilterBadge key={name} pressed={on === name} onClick={() => setOn(on === name ? null : name)}>
          {name}
        </FilterBadge>
      ))}
      {on ? (
        <FilterBadge tone="neutral" pressed={false} onClick={() => setOn(null)}>
          Clear Filter
        </FilterBadge>
      ) : null}
    </div>
  );
}

export const ClickableFilter: StoryObj<typeof Filters> = {
  render: () => <Filters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Marketing' }));
    await expect(canvas.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filter' }));
    await expect(canvas.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A filter on, so the neutral Clear Filter badge is there when axe checks the story's contrast. */
export const FilterOn: StoryObj<typeof Filters> = {
  render: () => <Filters initial="Business" />,
  play: async ({ canvasElement }) => {
    const clear = within(canvasElement).getByRole('button', { name: 'Clear Filter' });
    // A <button> keeps the browser's grey unless the badge clears it; its light text would then be unreadable.
    await expect(getComputedStyle(clear).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};
