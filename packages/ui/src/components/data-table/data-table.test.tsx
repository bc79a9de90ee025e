import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table.tsx';

interface Payout {
  id: string;
  month: string;
  credits: number;
  status: string;
}

const columns: readonly [DataTableColumn<Payout>, ...DataTableColumn<Payout>[]] = [
  { header: 'Month', cell: (row) => row.month },
  { header: 'Credits', cell: (row) => row.credits, align: 'end' },
  { header: 'Status', cell: (row) => row.status },
];

const rows: Payout[] = [
  { id: 'a', month: 'October 2026', credits: 120, status: 'Paid 1 Nov 2026' },
  { id: 'b', month: 'November 2026', credits: 7, status: 'Pending' },
];

describe('DataTable', () => {
  it.each([
    {
      given: rows,
      want: { rowHeaders: ['October 2026', 'November 2026'], cells: ['120', 'Paid 1 Nov 2026', '7', 'Pending'] },
    },
    { given: rows.slice(1), want: { rowHeaders: ['November 2026'], cells: ['7', 'Pending'] } },
  ])('given $given.length rows, should head each row with its first column', ({ given, want }) => {
    render(
      <DataTable
        label="Payouts made"
        columns={columns}
        rows={given}
        rowKey={(row) => row.id}
        empty="No payouts yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'Payouts made' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Credits', 'Status']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(want.rowHeaders);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(want.cells);
  });

  it('should name its scrolling box and let the keyboard reach it', () => {
    render(
      <DataTable label="Payouts made" columns={columns} rows={rows} rowKey={(row) => row.id} empty="No payouts yet." />,
    );
    expect(screen.getByRole('region', { name: 'Payouts made' })).toHaveAttribute('tabindex', '0');
  });

  it('should say what is empty and draw no table when there are no rows', () => {
    render(
      <DataTable label="Payouts made" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No payouts yet." />,
    );
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
