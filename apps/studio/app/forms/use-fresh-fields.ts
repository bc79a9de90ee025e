import { type FocusEvent, useState } from 'react';

/** The name of a form's field, or undefined for what has none (a button, a select's trigger). */
function fieldName(target: EventTarget): string | undefined {
  const name = (target as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * A form's fields, emptied in the render that receives `made`: an answer saying that what the form
 * sent was made (undefined otherwise). From that render on the fields' keys are new (`key` for a
 * group of fields, `keyOf(name)` for a field among other elements), so React puts new, empty fields
 * in place of the filled ones in the very render that shows the answer. Emptied in an effect after
 * it instead, they were cleared of what a quick user typed into them in between. `renewed` runs in
 * that render too, for the form's own state that goes with the fields (a render may set its own
 * component's state).
 *
 * The field that had the focus has it again, as a form's reset left it: `formFocus` goes on the
 * form, `autoFocus(name)` on each field renewed.
 */
export function useFreshFields(made: object | undefined, renewed?: () => void) {
  const [key, setKey] = useState(0);
  const [received, setReceived] = useState(made);
  const [focused, setFocused] = useState<string>();
  if (made !== received) {
    setReceived(made);
    if (made) {
      setKey((current) => current + 1);
      renewed?.();
    }
  }
  return {
    /** New in the render that receives a new `made`: the key of a group of fields renewed together. */
    key,
    /** The key of the field `name`, for fields renewed each on its own among other elements. */
    keyOf: (name: string) => `${name} ${key}`,
    formFocus: {
      onFocus: (event: FocusEvent<HTMLFormElement>) => setFocused(fieldName(event.target)),
      onBlur: () => setFocused(undefined),
    },
    /** Whether the renewed field `name` takes the focus: the field it replaces had it. */
    autoFocus: (name: string) => focused === name,
  };
}
