import type { Meta, StoryObj } from '@storybook/react-vite';
import { seededCreatorEarnings } from '@taskwell/mocks/fixtures/earnings';
import { expect, within } from 'storybook/test';
import type { EarningsDayView } from '../components/earnings-table/earnings-by-task.ts';
import { EarningsTable } from '../components/earnings-table/earnings-table.tsx';
import { TextInput } from '../components/text-input/text-input.tsx';
import { Title } from '../components/typography/typography.tsx';
import { phoneGlobals, phoneWidth } from './testing/phone.tsx';

interface EarningsScreenProps {
  days: readonly EarningsDayView[];
  loading?: boolean;
  error?: string;
}

/** The creator's Earnings page as its route composes it (range, CSV, tables per task), fed by the mocks. */
function EarningsScreen({ days, loading, error }: EarningsScreenProps) {
  const { from, to } = seededCreatorEarnings;
  return (
    <section
      aria-labelledby="earnings-title"
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Title order={1} id="earnings-title">
        Earnings
      </Title>
      <p>
        <a href="#/creator">Back to Creator Studio</a>
      </p>
      <form
        aria-label="Date range"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}
      >
        <TextInput label="From" type="date" defaultValue={from} max={to} />
        <TextInput label="To" type="date" defaultValue={to} min={from} />
        <a href={`#/api/creator/earnings?from=${from}&to=${to}&format=csv`}>Download CSV</a>
      </form>
      <EarningsTable days={days} loading={loading} error={error} />
    </section>
  );
}

const meta = {
  title: 'Screens/Earnings',
  component: EarningsScreen,
  args: { days: seededCreatorEarnings.days },
} satisfies Meta<typeof EarningsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sales: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Earnings' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No sales yet');
  },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your earnings could not be read');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
