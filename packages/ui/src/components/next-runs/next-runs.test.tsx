import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NextRuns } from './next-runs.tsx';

describe('NextRuns', () => {
  it.each([
    { timeZone: 'Europe/London', moment: '2026-03-29T08:00:00.000Z', want: '29 Mar 2026, 09:00' },
    { timeZone: 'America/New_York', moment: '2026-03-09T13:00:00.000Z', want: '9 Mar 2026, 09:00' },
    { timeZone: 'Australia/Sydney', moment: '2026-04-04T23:00:00.000Z', want: '5 Apr 2026, 09:00' },
  ])('should show $moment as $want in $timeZone, and name the zone', ({ timeZone, moment, want }) => {
    render(<NextRuns label="Next runs" moments={[moment]} timeZone={timeZone} emptyText="Not scheduled." />);
    const region = screen.getByRole('region', { name: 'Next runs' });
    expect(within(region).getByRole('listitem')).toHaveTextContent(want);
    expect(within(region).getByRole('listitem').querySelector('time')).toHaveAttribute('datetime', moment);
    expect(region).toHaveTextContent(`Times in ${timeZone}`);
  });

  it('should say so when nothing is scheduled', () => {
    render(<NextRuns label="Next runs" moments={[]} timeZone="UTC" emptyText="Not scheduled." />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Not scheduled.')).toBeInTheDocument();
  });
});
