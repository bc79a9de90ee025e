import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './weekday-picker.css.ts';

/** The days of the week, Monday first, as the API names them. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

const names: Record<Weekday, { short: string; long: string }> = {
  mon: { short: 'Mon', long: 'Monday' },
  tue: { short: 'Tue', long: 'Tuesday' },
  wed: { short: 'Wed', long: 'Wednesday' },
  thu: { short: 'Thu', long: 'Thursday' },
  fri: { short: 'Fri', long: 'Friday' },
  sat: { short: 'Sat', long: 'Saturday' },
  sun: { short: 'Sun', long: 'Sunday' },
};

/** Props of {@link WeekdayPicker}. */
export interface WeekdayPickerProps {
  /** The question the days answer ("Days"). */
  label: string;
  /** The days chosen. */
  value: readonly Weekday[];
  /** The days chosen after a change, Monday first. */
  onValueChange: (days: Weekday[]) => void;
  /** Why the choice was refused, shown under the days. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Days of the week to choose any of (a weekly schedule's days): native checkboxes, one tab stop
 * each, Space toggles; the short names on a 390 px phone fit one row, the full names are what a
 * screen reader says.
 */
export function WeekdayPicker({ label, value, onValueChange, error, disabled }: WeekdayPickerProps) {
  const errorId = useId();
  const toggle = (day: Weekday, on: boolean) =>
    onValueChange(weekdays.filter((each) => (each === day ? on : value.includes(each))));
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.days}>
        {weekdays.map((day) => (
          <label key={day} className={styles.day}>
            <input
              type="checkbox"
              className={styles.input}
              value={day}
              aria-label={names[day].long}
              checked={value.includes(day)}
              onChange={(event) => toggle(day, event.currentTarget.checked)}
            />
            <span aria-hidden>{names[day].short}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
