import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationGroups } from '@taskwell/domain';
import { expect, within } from 'storybook/test';
import { NavIcon } from './nav-icon.tsx';

const meta = { title: 'Layout/NavIcon', component: NavIcon, args: { name: 'tasks' } } satisfies Meta<typeof NavIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

/** Every item of the navigation with its glyph. */
export const EveryItem: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', display: 'grid', gap: '0.5rem', padding: 0 }}>
      {navigationGroups.flatMap((group) =>
        group.items.map((item) => (
          <li key={item.link} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <NavIcon name={item.icon} />
            {item.label}
          </li>
        )),
      )}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBe(navigationGroups.reduce((sum, group) => sum + group.items.length, 0));
    for (const item of items) await expect(item.querySelector('svg')).not.toBeNull();
  },
};
