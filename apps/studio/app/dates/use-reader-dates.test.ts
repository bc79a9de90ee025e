import { describe, expect, it } from 'vitest';
import { readerDates } from './use-reader-dates.ts';

describe('readerDates', () => {
  const utc = readerDates('UTC');
  const tokyo = readerDates('Asia/Tokyo');
  it("should say UTC where the zone is not the reader's", () => {
    expect(utc.dateTime('2026-09-03T14:05:00Z')).toBe('3 Sep 2026, 14:05 UTC');
    expect(tokyo.dateTime('2026-09-03T14:05:00Z')).toBe('3 Sep 2026, 23:05');
  });
  it('should keep a calendar day the same day in every zone', () => {
    expect(readerDates('America/New_York').date('2026-11-20')).toBe('20 Nov 2026');
    expect(tokyo.date('2026-11-20T20:00:00Z')).toBe('21 Nov 2026');
  });
  it('should say how long ago, then the day', () => {
    const now = Date.parse('2026-09-03T12:00:00Z');
    expect(utc.relative('2026-09-03T11:56:00Z', now)).toBe('4 min ago');
    expect(utc.relative('2026-09-01T11:56:00Z', now)).toBe('1 Sep 2026');
  });
});
