import type { Meta, StoryObj } from '@storybook/react-vite';
import { planDefinitions } from '@taskwell/domain';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { PricingCard } from './pricing-card.tsx';

const explorer = planDefinitions.find((plan) => plan.key === 'explorer') ?? planDefinitions[0];
const free = planDefinitions[0];

const meta = {
  title: 'Payments/PricingCard',
  component: PricingCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: explorer?.name ?? 'Explorer',
    price: '$9',
    period: 'per month',
    favorite: true,
    features: explorer?.features ?? [],
  },
} satisfies Meta<typeof PricingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: no action (spec §2: buttons only when signed in and the status is loaded). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Explorer' });
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

export const Annual: Story = { args: { price: '$7.50', period: 'per month, billed yearly' } };

export const FreeHidesNotOffered: Story = {
  args: { name: 'Free', price: '$0', period: 'forever', favorite: false, features: free?.features ?? [] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Free features' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list).not.toHaveTextContent('n/a');
  },
};

export const Purchase: Story = { args: { action: <Button>Purchase</Button> } };

export const Upgrade: Story = { args: { action: <Button>Upgrade</Button> } };

export const Downgrade: Story = { args: { action: <Button variant="outline">Downgrade</Button> } };

export const Cancel: Story = {
  args: { name: 'Free', price: '$0', period: 'forever', favorite: false, features: free?.features ?? [] },
  render: (args) => <PricingCard {...args} action={<Button variant="outline">Cancel</Button>} />,
};

export const CurrentPlan: Story = {
  args: {
    current: true,
    action: (
      <Button variant="outline" disabled>
        Current Plan
      </Button>
    ),
  },
};

export const Downgrading: Story = {
  args: {
    current: true,
    action: <Button variant="outline">Downgrading 01/31/2027</Button>,
    note: 'Moves to Discovery on 01/31/2027.',
  },
};

export const FutureDowngrade: Story = {
  args: {
    action: (
      <Button variant="outline" disabled>
        Future Downgrade
      </Button>
    ),
  },
};

export const Waitlist: Story = {
  args: {
    action: (
      <Button variant="outline" disabled>
        Waitlist
      </Button>
    ),
  },
};
