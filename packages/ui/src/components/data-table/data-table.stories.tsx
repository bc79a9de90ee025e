import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneGlobals, phoneWidth } from '../../screens/testing/phone.tsx';
import { Badge } from '../badge/badge.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';

interface Delivery {
  id: string;
  lastTry: string;
  by: string;
  status: 'Delivered' | 'Failed';
  tries: number;
  reason?: string;
}

const columns: readonly [DataTableColumn<Delivery>, ...DataTableColumn<Delivery>[]] = [
  { header: 'Last try', cell: (row) => row.lastTry },
  { header: 'By', cell: (row) => row.by },
  {
    header: 'Status',
    cell: (row) => (
      <>
        <Badge tone={row.status === 'Delivered' ? 'positive' : 'critical'}>{row.status}</Badge>{' '}
        {row.tries === 1 ? '1 try' : `${row.tries} tries`}
        {row.reason ? <p>{row.reason}</p> : null}
      </>
    ),
  },
];

const deliveries: Delivery[] = [
  { id: 'd1', lastTry: '23 Dec 2026, 09:00', by: 'E-mail', status: 'Delivered', tries: 1 },
  {
    id: 'd2',
    lastTry: '16 Dec 2026, 09:00',
    by: 'Webhook',
    status: 'Failed',
    tries: 5,
    reason: 'The receiving server answered 503 Service Unavailable five times; the last try was 16 Dec 2026.',
  },
];

/** Stories take the table typed by its row. */
function DeliveriesTable(props: Omit<DataTableProps<Delivery>, 'columns' | 'rowKey'>) {
  return <DataTable {...props} columns={columns} rowKey={(row) => row.id} />;
}

const meta = {
  title: 'Data/DataTable',
  component: DeliveriesTable,
  args: { label: 'Deliveries of Weekly digest', rows: deliveries, empty: 'Nothing delivered yet.' },
} satisfies Meta<typeof DeliveriesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['23 Dec 2026, 09:00', '16 Dec 2026, 09:00']);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing delivered yet.')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

const long: Delivery[] = [
  {
    id: 'long',
    lastTry: '1 Jan 2027, 23:59',
    by: 'Webhook to https://hooks.example.com/automation/receivers/quarterly-board-pack-narratives',
    status: 'Failed',
    tries: 12,
    reason:
      'The receiving server closed the connection before answering on every one of the twelve tries spread over the last three days; check that it accepts requests from Taskwell.',
  },
  ...deliveries,
];

export const LongText: Story = { args: { rows: long } };

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: { rows: long },
  play: async ({ canvasElement }) => {
    // The table scrolls sideways inside its own box, reached by the keyboard; the page does not.
    const box = within(canvasElement).getByRole('region', { name: 'Deliveries of Weekly digest' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
