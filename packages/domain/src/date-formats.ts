/**
 * The house formats of dates (issue 39: five formats across the studio's pages). One per kind:
 * a day ("3 Sep 2026"), a moment ("3 Sep 2026, 14:05"), a time of day ("14:05"), and how long
 * ago ("just now", "4 min ago", "2 h ago", then the day). English month names are written here,
 * not taken from the runtime's locale data, which changes from one ICU to the next ("Sept" or
 * "Sep"): a page rendered on the server must read the same once a browser takes it over.
 */

/** A moment: an ISO text, milliseconds since 1970, or a `Date`. */
export type Moment = string | number | Date;

/** Where the day and the time are read. */
export interface DateFormatOptions {
  /**
   * An IANA time zone (`UTC`, `Europe/Paris`); the runtime's own when left out. A page the server
   * renders passes `UTC` (the server cannot know the reader's zone), and then says so.
   */
  timeZone?: string | undefined;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar parts of a moment in a zone, as numbers (the runtime's locale data is not read). */
function partsOf(at: Moment, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = partsFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    partsFormats.set(key, format);
  }
  const found: Record<string, number> = {};
  for (const part of format.formatToParts(toDate(at))) {
    if (part.type !== 'literal') found[part.type] = Number(part.value);
  }
  return {
    year: found.year ?? 0,
    month: found.month ?? 1,
    day: found.day ?? 1,
    // Some runtimes write midnight as 24 even with h23.
    hour: (found.hour ?? 0) % 24,
    minute: found.minute ?? 0,
  };
}

function toDate(at: Moment): Date {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(at)}`);
  return date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const zoneSuffix = (timeZone: string | undefined) => (timeZone === 'UTC' ? ' UTC' : '');

/** A day: "3 Sep 2026". */
export function formatDate(at: Moment, options: DateFormatOptions = {}): string {
  const { day, month, year } = partsOf(at, options.timeZone);
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/**
 * A calendar month, `YYYY-MM` (a statement's or a payout's month, the same in every zone):
 * "Nov 2026". Anything else is a RangeError.
 */
export function formatMonth(month: string): string {
  const found = /^(\d{4})-(\d{2})$/.exec(month);
  const name = found ? monthNames[Number(found[2]) - 1] : undefined;
  if (!found || !name) throw new RangeError(`Not a month: ${month}`);
  return `${name} ${found[1]}`;
}

/** A time of day, on the 24-hour clock: "14:05" ("14:05 UTC" in UTC). */
export function formatTime(at: Moment, options: DateFormatOptions = {}): string {
  const { hour, minute } = partsOf(at, options.timeZone);
  return `${twoDigits(hour)}:${twoDigits(minute)}${zoneSuffix(options.timeZone)}`;
}

/** A moment: "3 Sep 2026, 14:05" ("3 Sep 2026, 14:05 UTC" in UTC). */
export function formatDateTime(at: Moment, options: DateFormatOptions = {}): string {
  return `${formatDate(at, options)}, ${formatTime(at, options)}`;
}

/** What {@link formatRelative} needs. */
export interface RelativeFormatOptions extends DateFormatOptions {
  /** The moment it is read from (milliseconds since 1970). */
  now: number;
}

/**
 * How long ago, as a user reads it at a glance: "just now" (under 45 s, or a moment a clock a
 * little ahead put in the future), "4 min ago", "2 h ago", then the day ({@link formatDate}).
 */
export function formatRelative(at: Moment, options: RelativeFormatOptions): string {
  const seconds = Math.max(0, Math.round((options.now - toDate(at).getTime()) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return formatDate(at, options);
}
