import { describe, expect, it } from 'vitest';
import { metricTrend } from './metric-trend.ts';

describe('metricTrend', () => {
  it.each<{ given: string; want: 1 | -1 | undefined }>([
    { given: 'The average first response time fell from six hours to three hours.', want: 1 },
    { given: 'Support tickets in the first month fell by a third.', want: 1 },
    { given: 'The programme cut the time to a first order from nine days to four.', want: 1 },
    { given: 'Finance noted that the programme cost less than planned.', want: 1 },
    { given: 'We cut costs by ten percent.', want: 1 },
    { given: 'Revenue fell by 8 % in the third quarter.', want: -1 },
    { given: 'Sales grew in every region.', want: 1 },
    { given: 'Complaints rose after the price change.', want: -1 },
    { given: 'Costs did not fall this year.', want: -1 },
    { given: 'The team fell behind on nothing.', want: undefined },
    { given: 'Customers praise the friendly support team.', want: undefined },
    { given: 'At the same time, sales grew.', want: 1 },
  ])('given "$given" should be $want', ({ given, want }) => {
    expect(metricTrend(given)).toBe(want);
  });
});
