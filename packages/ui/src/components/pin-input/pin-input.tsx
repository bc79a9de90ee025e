import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as styles from './pin-input.css.ts';

/** spec §9: a PIN has 6 digits. */
export const pinLength = 6;

export interface PinInputProps {
  /** The group's label, read before each digit ("PIN", "Verification code"). */
  label: string;
  /** Called with the whole PIN once all digits are in (spec §5: auto-submit). */
  onComplete: (pin: string) => void;
  /** Called on every change with the digits so far. */
  onChange?: (pin: string) => void;
  /** An error under the digits; showing one clears them and puts focus on the first (spec §4). */
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

const empty = () => Array.from({ length: pinLength }, () => '');

/**
 * The six-digit PIN of spec §4 and §5: digits only, one per box, pasting a numeric PIN fills every
 * box, the PIN is submitted as soon as it is complete, and an error clears it.
 */
export function PinInput({ label, onComplete, onChange, error, disabled = false, autoFocus = false }: PinInputProps) {
  const [digits, setDigits] = useState<string[]>(empty);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();

  const focus = (index: number) => inputs.current[Math.max(0, Math.min(pinLength - 1, index))]?.focus();

  // An error appearing clears the digits so the user can type the PIN again. Keyed on its
  // presence, not its identity: an error given as a new element on every render must not wipe
  // each digit as it is typed (remount the input to clear it for a second error in a row).
  const hasError = Boolean(error);
  useEffect(() => {
    if (!hasError) return;
    setDigits(empty());
    inputs.current[0]?.focus();
  }, [hasError]);

  const update = (next: string[]) => {
    setDigits(next);
    const pin = next.join('');
    onChange?.(pin);
    if (next.every((digit) => digit !== '')) onComplete(pin);
  };

  const typeAt = (index: number, text: string) => {
    const typed = text.replace(/\D/g, '');
    if (typed === '') return;
    const next = [...digits];
    for (let offset = 0; offset < typed.length && index + offset < pinLength; offset += 1) {
      next[index + offset] = typed[offset] as string;
    }
    update(next);
    focus(index + typed.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
      } else if (index > 0) {
        next[index - 1] = '';
        focus(index - 1);
      }
      update(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    // spec §5: a pasted PIN must be numeric; anything else is ignored.
    if (!/^\d+$/.test(text)) return;
    typeAt(text.length >= pinLength ? 0 : index, text.slice(0, pinLength));
  };

  return (
    <div>
      <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>{label}</legend>
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder, so their index is a stable key.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.digit}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={pinLength}
            aria-label={`${label} digit ${index + 1} of ${pinLength}`}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the PIN step is the only thing to do on screen
            autoFocus={autoFocus && index === 0}
            onChange={(event) => typeAt(index, event.target.value.slice(digit ? 1 : 0) || event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
