import type { components, TaskParameter } from '@taskwell/api-sdk';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import * as styles from './editor.css.ts';

export type TestCheck = components['schemas']['TestCheck'];
export type TestCaseInput = components['schemas']['TestCaseInput'];
type TestCaseResult = components['schemas']['TestCaseResult'];

/** The kinds of check, in words, and the fields each asks for. */
export const checkKinds: readonly { kind: TestCheck['kind']; label: string; fields: readonly CheckField[] }[] = [
  { kind: 'contains', label: 'Contains the text', fields: ['text'] },
  { kind: 'notContains', label: 'Does not contain the text', fields: ['text'] },
  { kind: 'matches', label: 'Matches a pattern', fields: ['pattern'] },
  { kind: 'json', label: 'Is JSON of a shape', fields: ['schema'] },
  { kind: 'length', label: 'Length within bounds', fields: ['min', 'max'] },
  { kind: 'number', label: 'A number within a range', fields: ['min', 'max'] },
  { kind: 'noBias', label: 'No inclusive-language finding', fields: [] },
  { kind: 'judged', label: 'Judged by AI against a rubric', fields: ['rubric'] },
];

type CheckField = 'text' | 'pattern' | 'schema' | 'min' | 'max' | 'rubric';

const fieldLabels: Record<CheckField, string> = {
  text: 'Text',
  pattern: 'Pattern (RE2)',
  schema: 'JSON Schema',
  min: 'At least',
  max: 'At most',
  rubric: 'Rubric',
};

const statusWords: Record<
  TestCaseResult['status'],
  { text: string; tone: 'neutral' | 'positive' | 'critical' | 'accent' }
> = {
  not_run: { text: 'Not run on this draft', tone: 'neutral' },
  running: { text: 'Running…', tone: 'accent' },
  passed: { text: 'Passed', tone: 'positive' },
  failed: { text: 'Failed', tone: 'critical' },
};

/** A check's field as the form keeps it: text for every kind (numbers and the schema are read when sent). */
function fieldValue(check: TestCheck, field: CheckField): string {
  const value = check[field];
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The check with one field changed from the form's text. */
function withField(check: TestCheck, field: CheckField, text: string): TestCheck {
  const next: TestCheck = { ...check };
  if (text.trim() === '') {
    delete next[field];
    return next;
  }
  if (field === 'min' || field === 'max') next[field] = Number(text);
  else if (field === 'schema') {
    try {
      next.schema = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Kept as typed until it reads as JSON: the server refuses a case whose schema is missing.
      return next;
    }
  } else next[field] = text;
  return next;
}

/** One test case: its name, the form's values, the answers to its pauses, its checks and its last result. */
export function TestCaseCard({
  index,
  value,
  result,
  parameters,
  asks,
  steps,
  judgeAvailable,
  onChange,
  onRemove,
  onRun,
  running,
}: {
  index: number;
  value: TestCaseInput;
  result: TestCaseResult | undefined;
  parameters: readonly TaskParameter[];
  asks: readonly TaskParameter[];
  steps: readonly { step: string; output: string }[];
  judgeAvailable: boolean;
  onChange: (next: TestCaseInput) => void;
  onRemove: () => void;
  onRun: (() => void) | undefined;
  running: boolean;
}) {
  const id = useId();
  const setCheck = (at: number, check: TestCheck) =>
    onChange({ ...value, checks: value.checks.map((each, place) => (place === at ? check : each)) });
  const status = result ? statusWords[result.status] : undefined;
  return (
    <li className={styles.item} aria-label={`Test case ${index + 1}: ${value.name || 'unnamed'}`}>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>{`Test case ${index + 1}`}</p>
        {status ? <Badge tone={status.tone}>{status.text}</Badge> : null}
        <span className={styles.itemActions}>
          {onRun ? (
            <Button type="button" size="sm" variant="outline" loading={running} onClick={onRun}>
              Run this case
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onRemove}
            aria-label={`Remove test case ${index + 1}`}
          >
            <Trash2 aria-hidden size={16} />
          </Button>
        </span>
      </div>
      <TextInput
        label="Name"
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
      />
      {parameters.map((parameter) => (
        <TextInput
          key={`p-${parameter.name}`}
          label={`Form: ${parameter.ui?.placeholder || parameter.name}`}
          value={value.parameters[parameter.name]?.value ?? ''}
          onChange={(event) =>
            onChange({
              ...value,
              parameters: {
                ...value.parameters,
                [parameter.name]: { metadata: { 'Content-Type': parameter.valueType }, value: event.target.value },
              },
            })
          }
        />
      ))}
      {asks.map((ask) => (
        <TextInput
          key={`a-${ask.name}`}
          label={`Answer to: ${ask.ui?.placeholder || ask.name}`}
          value={value.answers?.[ask.name] ?? ''}
          onChange={(event) => onChange({ ...value, answers: { ...value.answers, [ask.name]: event.target.value } })}
        />
      ))}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Checks</legend>
        {value.checks.map((check, at) => {
          const kind = checkKinds.find((each) => each.kind === check.kind);
          const outcome = result?.checks[at];
          return (
            // Checks have no id of their own: a check is its place in the case.
            <div key={at} className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-kind-${at}`}>{`Check ${at + 1}`}</label>
              <select
                id={`${id}-kind-${at}`}
                className={styles.control}
                value={check.kind}
                onChange={(event) =>
                  setCheck(at, {
                    kind: event.target.value as TestCheck['kind'],
                    ...(check.step ? { step: check.step } : {}),
                  })
                }
              >
                {checkKinds
                  .filter((each) => each.kind !== 'judged' || judgeAvailable || check.kind === 'judged')
                  .map((each) => (
                    <option key={each.kind} value={each.kind}>
                      {each.label}
                    </option>
                  ))}
              </select>
              <label className={styles.label} htmlFor={`${id}-step-${at}`}>
                Result of
              </label>
              <select
                id={`${id}-step-${at}`}
                className={styles.control}
                value={check.step ?? ''}
                onChange={(event) => {
                  const { step: _step, ...rest } = check;
                  setCheck(at, event.target.value ? { ...rest, step: event.target.value } : rest);
                }}
              >
                <option value="">Every text result</option>
                {steps.map((step) => (
                  <option key={step.step} value={step.step}>
                    {step.output}
                  </option>
                ))}
              </select>
              {kind?.fields.map((field) => (
                <TextInput
                  key={field}
                  label={fieldLabels[field]}
                  inputMode={field === 'min' || field === 'max' ? 'decimal' : undefined}
                  defaultValue={fieldValue(check, field)}
                  onChange={(event) => setCheck(at, withField(check, field, event.target.value))}
                />
              ))}
              {check.kind === 'judged' ? (
                <p className={styles.hint}>Judged by the AI service: marked as judged.</p>
              ) : null}
              {outcome ? (
                <p className={outcome.passed ? styles.hint : styles.problem}>
                  {`${outcome.passed ? 'Passed' : 'Failed'}${outcome.judged ? ' (judged)' : ''}${outcome.step ? ` at “${outcome.step}”` : ''}: ${outcome.message}`}
                  {outcome.text ? (
                    <>
                      <br />
                      <q>{outcome.text}</q>
                    </>
                  ) : null}
                </p>
              ) : null}
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => onChange({ ...value, checks: value.checks.filter((_, place) => place !== at) })}
              >
                Remove this check
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onChange({ ...value, checks: [...value.checks, { kind: 'contains' }] })}
        >
          Add a check
        </Button>
      </fieldset>
      {result?.message ? <p className={styles.problem}>{result.message}</p> : null}
    </li>
  );
}
