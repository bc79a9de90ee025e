import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatRelative, formatTime } from './date-formats.ts';

// Issue 39 §4.9: one house format per kind, the same on the server and in any browser.
describe('formatDate', () => {
  it.each([
    { given: '2026-09-03T10:00:00Z', zone: 'UTC', want: '3 Sep 2026' },
    { given: '2026-01-31T23:30:00Z', zone: 'UTC', want: '31 Jan 2026' },
    // The day is the zone's: half past eleven in London is already tomorrow in Tokyo.
    { given: '2026-01-31T23:30:00Z', zone: 'Asia/Tokyo', want: '1 Feb 2026' },
    { given: '2026-12-01T00:30:00Z', zone: 'America/New_York', want: '30 Nov 2026' },
    { given: Date.UTC(2027, 4, 9, 12), zone: 'UTC', want: '9 May 2027' },
    { given: new Date(Date.UTC(2026, 6, 14)), zone: 'UTC', want: '14 Jul 2026' },
  ])('$given in $zone should read $want', ({ given, zone, want }) => {
    expect(formatDate(given, { timeZone: zone })).toBe(want);
  });

  it('should refuse what is not a date rather than print "Invalid Date"', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError);
  });
});

describe('formatMonth', () => {
  it.each([
    ['2026-11', 'Nov 2026'],
    ['2027-01', 'Jan 2027'],
    ['2026-09', 'Sep 2026'],
  ])('should write %s as %s', (given, want) => {
    expect(formatMonth(given)).toBe(want);
  });

  it.each(['2026-13', '2026-00', '26-11', '2026-11-01', ''])('should refuse %j', (given) => {
    expect(() => formatMonth(given)).toThrow(RangeError);
  });
});

describe('formatTime and formatDateTime', () => {
  it.each([
    { given: '2026-09-03T14:05:00Z', zone: 'UTC', time: '14:05 UTC', both: '3 Sep 2026, 14:05 UTC' },
    { given: '2026-09-03T00:00:00Z', zone: 'UTC', time: '00:00 UTC', both: '3 Sep 2026, 00:00 UTC' },
    { given: '2026-09-03T14:05:00Z', zone: 'Europe/Paris', time: '16:05', both: '3 Sep 2026, 16:05' },
    { given: '2026-09-03T23:59:00Z', zone: 'Asia/Kolkata', time: '05:29', both: '4 Sep 2026, 05:29' },
  ])('$given in $zone should read $both', ({ given, zone, time, both }) => {
    expect(formatTime(given, { timeZone: zone })).toBe(time);
    expect(formatDateTime(given, { timeZone: zone })).toBe(both);
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-09-03T12:00:00Z');
  it.each([
    { given: '2026-09-03T12:00:00Z', want: 'just now' },
    { given: '2026-09-03T12:00:30Z', want: 'just now' },
    { given: '2026-09-03T11:59:16Z', want: 'just now' },
    { given: '2026-09-03T11:59:15Z', want: '1 min ago' },
    { given: '2026-09-03T11:56:00Z', want: '4 min ago' },
    { given: '2026-09-03T11:00:31Z', want: '59 min ago' },
    { given: '2026-09-03T10:00:00Z', want: '2 h ago' },
    { given: '2026-09-02T12:31:00Z', want: '23 h ago' },
    { given: '2026-09-01T08:00:00Z', want: '1 Sep 2026' },
  ])('$given should read $want', ({ given, want }) => {
    expect(formatRelative(given, { now, timeZone: 'UTC' })).toBe(want);
  });
});
