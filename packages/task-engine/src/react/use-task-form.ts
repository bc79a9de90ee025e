import type { TaskParameter } from '@taskwell/api-sdk';
import { useCallback, useMemo, useState } from 'react';
import {
  canSubmit,
  changeValue,
  type FormValues,
  isParameterDisabled,
  type LookupOption,
  missingParameters,
  optionsFor,
} from '../parameters.ts';

export interface TaskFormField {
  parameter: TaskParameter;
  value: string;
  /** A dependent list whose parent has no value yet. */
  disabled: boolean;
  /** The options of a list. */
  options: LookupOption[];
}

export interface TaskForm {
  values: FormValues;
  fields: TaskFormField[];
  /** Names of required parameters still empty. */
  missing: string[];
  /** Whether Use (or Continue) may be pressed. */
  canSubmit: boolean;
  setValue(name: string, value: string): void;
  reset(): void;
}

/**
 * The parameter form of a task (spec §4, §5): values by parameter name, dependent lists cleared when
 * their parent changes and disabled until it has a value, every parameter with a ui required.
 */
export function useTaskForm(parameters: readonly TaskParameter[], options: { running?: boolean } = {}): TaskForm {
  const [values, setValues] = useState<FormValues>({});
  const running = options.running ?? false;

  const setValue = useCallback(
    (name: string, value: string) => setValues((current) => changeValue(parameters, current, name, value)),
    [parameters],
  );
  const reset = useCallback(() => setValues({}), []);

  return useMemo(() => {
    const fields = parameters
      .filter((parameter) => parameter.ui !== undefined)
      .map((parameter) => ({
        parameter,
        value: values[parameter.name] ?? '',
        disabled: running || isParameterDisabled(parameter, values),
        options: parameter.ui?.type === 'list' ? optionsFor(parameter, values) : [],
      }));
    return {
      values,
      fields,
      missing: missingParameters(parameters, values),
      canSubmit: canSubmit(parameters, values, running),
      setValue,
      reset,
    };
  }, [parameters, values, running, setValue, reset]);
}
