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

function Filters() {
  const [on, setOn] = useState<string | null>(null);
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
