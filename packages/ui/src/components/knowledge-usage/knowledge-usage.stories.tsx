import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KnowledgeUsage } from './knowledge-usage.tsx';

const meta = {
  title: 'Data display/KnowledgeUsage',
  component: KnowledgeUsage,
  args: {
    plan: 'Explorer',
    level: 'Pro',
    limits: { collections: 20, documents: 1000, storageBytes: 2 * 1024 ** 3 },
    used: { collections: 3, documents: 140, storageBytes: 48 * 1024 ** 2 },
    upgrade: { plan: 'Creator', level: 'Ultra' },
    plansHref: '/pricing',
  },
} satisfies Meta<typeof KnowledgeUsage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Documents used' })).toHaveAttribute('value', '140');
  },
};
export const Full: Story = {
  args: {
    plan: 'Discovery',
    level: 'Nano',
    limits: { collections: 3, documents: 50, storageBytes: 100 * 1024 ** 2 },
    used: { collections: 3, documents: 50, storageBytes: 12 * 1024 ** 2 },
    upgrade: { plan: 'Explorer', level: 'Pro' },
  },
};
export const Free: Story = {
  args: {
    plan: 'Free',
    level: 'none',
    limits: { collections: 0, documents: 0, storageBytes: 0 },
    used: { collections: 0, documents: 0, storageBytes: 0 },
    upgrade: { plan: 'Discovery', level: 'Nano' },
  },
};
export const Ultra: Story = {
  args: {
    plan: 'Enterprise',
    level: 'Ultra',
    limits: { collections: 100, documents: 20000, storageBytes: 20 * 1024 ** 3 },
    used: { collections: 12, documents: 4210, storageBytes: 3 * 1024 ** 3 },
    upgrade: undefined,
  },
};
