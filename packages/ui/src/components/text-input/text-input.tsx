import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import * as styles from './text-input.css.ts';

export interface FieldProps {
  label: string;
  /** A note under the label ("This field can't be changed due to security policy."). */
  description?: ReactNode;
  /** An error under the field; marks it invalid. */
  error?: ReactNode;
}

function useFieldIds(description: unknown, error: unknown) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function FieldText({ id, description, error }: { id: string; description?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {description ? (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}

export type TextInputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled one-line input with an optional description and error. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, description, error, ...rest },
  ref,
) {
  const { id, describedBy } = useFieldIds(description, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.control}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      <FieldText id={id} description={description} error={error} />
    </div>
  );
});

export type TextareaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'rows'> & {
    /** The least number of rows shown (spec §5: a contact message has at least 8). */
    minRows?: number;
  };

/** A labelled multi-line input, at least `minRows` high. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, description, error, minRows = 3, ...rest },
  ref,
) {
  const { id, describedBy } = useFieldIds(description, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={minRows}
        className={styles.control}
        style={{ minHeight: `calc(${minRows} * 1.6em + 1rem)` }}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      <FieldText id={id} description={description} error={error} />
    </div>
  );
});
