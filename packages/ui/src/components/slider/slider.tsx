import * as RadixSlider from '@radix-ui/react-slider';
import { useId } from 'react';
import * as styles from './slider.css.ts';

export interface SliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** spec §9: 0, 100 and 1 by default. */
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Shows the value next to the label (default true). */
  showValue?: boolean;
  /** How the value is read out and shown; by default with the step's decimals. */
  format?: (value: number) => string;
}

/** The number of decimals of a step (0.25 → 2), so values show as precisely as they move. */
export function decimalsOf(step: number): number {
  const text = String(step);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

/** spec §9: a value kept within [min, max] and on the step grid, at the step's precision. */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const clamped = Math.min(max, Math.max(min, value));
  const snapped = min + Math.round((clamped - min) / step) * step;
  return Number(Math.min(max, snapped).toFixed(decimalsOf(step)));
}

/**
 * A slider (Radix Slider) with the rules of spec §9: arrows move one step, Home and End go to the
 * ends, the value is clamped and shown with the step's precision.
 */
export function Slider({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  disabled = false,
  showValue = true,
  format,
}: SliderProps) {
  const labelId = useId();
  const current = clampToStep(value, min, max, step);
  const text = format ? format(current) : current.toFixed(decimalsOf(step));
  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <span id={labelId}>{label}</span>
        {showValue ? <output aria-hidden>{text}</output> : null}
      </div>
      <RadixSlider.Root
        className={styles.root}
        value={[current]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(clampToStep(next, min, max, step));
        }}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb className={styles.thumb} aria-labelledby={labelId} aria-valuetext={text} />
      </RadixSlider.Root>
    </div>
  );
}
