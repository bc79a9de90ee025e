import { formatDate, formatDateTime, formatRelative, formatTime, type Moment } from '@taskwell/domain';
import { useMemo } from 'react';
import { useHydrated } from '../task-run/use-hydrated.ts';

/** The house formats of dates (packages/domain), bound to where the page is read. */
export interface ReaderDates {
  /** A day: "3 Sep 2026". A calendar day ("2026-09-03") is the same day in every zone. */
  date: (at: Moment) => string;
  /** A moment: "3 Sep 2026, 14:05". */
  dateTime: (at: Moment) => string;
  /** A time of day: "14:05". */
  time: (at: Moment) => string;
  /** How long ago: "just now", "4 min ago", "2 h ago", then the day. */
  relative: (at: Moment, now: number) => string;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** The house formats in a zone (undefined: the runtime's own). */
export function readerDates(timeZone: string | undefined): ReaderDates {
  return {
    date: (at) => formatDate(at, { timeZone: typeof at === 'string' && calendarDay.test(at) ? 'UTC' : timeZone }),
    dateTime: (at) => formatDateTime(at, { timeZone }),
    time: (at) => formatTime(at, { timeZone }),
    relative: (at, now) => formatRelative(at, { now, timeZone }),
  };
}

/**
 * The studio's one way to show a date (issue 39: five formats across its pages): the house
 * formats, in the reader's time zone once the page is hydrated. The server cannot know that zone,
 * so its render, and the hydration that must match it, show UTC and say so ("14:05 UTC").
 */
export function useReaderDates(): ReaderDates {
  const hydrated = useHydrated();
  return useMemo(() => readerDates(hydrated ? undefined : 'UTC'), [hydrated]);
}
