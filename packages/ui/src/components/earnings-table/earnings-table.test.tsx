import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type EarningsDayView, earningsByTask } from './earnings-by-task.ts';
import { EarningsTable } from './earnings-table.tsx';

const day = (listingId: string, date: string, runs: number, extra: Partial<EarningsDayView> = {}): EarningsDayView => ({
  day: date,
  listingId,
  name: listingId === 'a' ? 'Digest' : 'Replies',
  runs,
  completed: runs,
  refunded: 0,
  creditsEarned: runs * 5,
  ...extra,
});

describe('earningsByTask', () => {
  it.each([
    { given: [], want: [] },
    {
      given: [day('a', '2026-11-27', 2), day('b', '2026-11-27', 1), day('a', '2026-11-28', 3, { refunded: 1 })],
      want: [
        { name: 'Digest', days: 2, total: { runs: 5, refunded: 1, creditsEarned: 25, promptTokens: 0 } },
        { name: 'Replies', days: 1, total: { runs: 1, refunded: 0, creditsEarned: 5, promptTokens: 0 } },
      ],
    },
    {
      given: [day('a', '2026-11-27', 1, { promptTokens: 100, completionTokens: 7 }), day('a', '2026-11-28', 1)],
      want: [{ name: 'Digest', days: 2, total: { runs: 2, refunded: 0, creditsEarned: 10, promptTokens: 100 } }],
    },
  ])('given $given.length days, should group them by task in order of first appearance', ({ given, want }) => {
    const got = earningsByTask(given).map((task) => ({
      name: task.name,
      days: task.days.length,
      total: {
        runs: task.total.runs,
        refunded: task.total.refunded,
        creditsEarned: task.total.creditsEarned,
        promptTokens: task.total.promptTokens,
      },
    }));
    expect(got).toEqual(want);
  });
});

describe('EarningsTable', () => {
  it("should show each task's days in the house format and its totals", () => {
    render(<EarningsTable days={[day('a', '2026-11-27', 2, { promptTokens: 40 }), day('a', '2026-11-28', 3)]} />);

    const table = within(screen.getByRole('region', { name: 'Digest by day' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day', 'Runs', 'Completed', 'Refunded', 'Credits earned', 'Tokens sent', 'Tokens written'],
      ['27 Nov 2026', '2', '2', '0', '10', '40', '0'],
      ['28 Nov 2026', '3', '3', '0', '15', '0', '0'],
      ['Total', '5', '5', '0', '25', '40', '0'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Digest' })).toBeInTheDocument();
  });

  it.each([
    { state: 'empty', props: { days: [] }, role: 'status', text: 'No sales yet' },
    { state: 'loading', props: { days: [], loading: true }, role: 'status', text: 'Reading your earnings…' },
    { state: 'error', props: { days: [day('a', '2026-11-27', 1)], error: 'Busy.' }, role: 'alert', text: 'Busy.' },
  ] as const)('given $state, should say so instead of the tables', ({ props, role, text }) => {
    render(<EarningsTable {...props} />);

    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  it("should put each task's name in a heading of the level given", () => {
    render(<EarningsTable days={[day('a', '2026-11-27', 1)]} headingLevel={3} />);

    expect(screen.getByRole('heading', { level: 3, name: 'Digest' })).toBeInTheDocument();
  });
});
