import type { TaskParameter } from '@taskwell/api-sdk';
import { normaliseLookup, pointerOf } from '@taskwell/task-engine';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { parameterLabel } from '../../components/run-modal/parameter-label.ts';
import { useDraft } from './draft-context.tsx';
import type { FieldList } from './draft-edits.ts';
import { problemsWithin } from './draft-problems.ts';
import * as styles from './editor.css.ts';
import { focusLater } from './focus-later.ts';
import { LinesInput } from './lines-input.tsx';
import { newField } from './new-draft.ts';
import { controlError, ProblemLines } from './problem-text.tsx';

type Kind = NonNullable<TaskParameter['ui']>['type'];

const kinds: readonly { value: Kind; label: string; valueType: string }[] = [
  { value: 'line', label: 'One line of text', valueType: 'text/plain' },
  { value: 'text', label: 'A long text (or a text file)', valueType: 'text/plain' },
  { value: 'list', label: 'A choice from a list', valueType: 'text/plain' },
  { value: 'image', label: 'An image', valueType: 'image/png' },
  { value: 'pdf', label: 'A PDF', valueType: 'application/pdf' },
];

/** The options of a list as lines (labels and values alike). */
function optionLines(lookup: unknown): string[] {
  return normaliseLookup(lookup).map((option) => option.value);
}

/** One field of the form (or one question): name, label, kind, and a list's options. */
function FieldItem({
  list,
  index,
  field,
  fields,
}: {
  list: FieldList;
  index: number;
  field: TaskParameter;
  fields: readonly TaskParameter[];
}) {
  const { problems, edit } = useDraft();
  const kindId = useId();
  const dependsId = useId();
  const ownId = useId();
  const at = pointerOf(list, index);
  const exact = (...rest: string[]) =>
    controlError(problems.filter((problem) => problem.pointer === pointerOf(list, index, ...rest)));
  const update = (next: TaskParameter, part: string) => edit({ type: 'update-field', list, index, field: next, part });
  const ui = field.ui ?? { type: 'line' as const };
  const title = parameterLabel(field);
  const own = problems.filter((problem) => problem.pointer === at);
  const parents = fields
    .slice(0, index)
    .filter((other) => other.ui?.type === 'list' && other.ui.dependsOn === undefined);
  const parent = ui.dependsOn ? fields.find((other) => other.name === ui.dependsOn) : undefined;
  const lookupProblems = problemsWithin(problems, pointerOf(list, index, 'ui', 'lookup'));
  const keyed = (ui.lookup && typeof ui.lookup === 'object' && !Array.isArray(ui.lookup) ? ui.lookup : {}) as Record<
    string,
    unknown
  >;
  const what = list === 'parameters' ? 'field' : 'question';

  return (
    <li
      className={`${styles.item} ${problemsWithin(problems, at).length > 0 ? styles.itemInvalid : ''}`}
      aria-label={`${what === 'field' ? 'Field' : 'Question'} ${title}`}
    >
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{title || `New ${what}`}</h3>
        <span className={styles.itemActions}>
          <Button
            size="sm"
            variant="subtle"
            disabled={index === 0}
            aria-label={`Move ${title} up`}
            data-focus={`${list}-${index}-up`}
            onClick={() => {
              edit({ type: 'move-field', list, index, to: index - 1 });
              focusLater(`${list}-${index - 1}-up`, `${list}-${index - 1}-down`);
            }}
          >
            <ArrowUp aria-hidden size={16} />
          </Button>
          <Button
            size="sm"
            variant="subtle"
            disabled={index === fields.length - 1}
            aria-label={`Move ${title} down`}
            data-focus={`${list}-${index}-down`}
            onClick={() => {
              edit({ type: 'move-field', list, index, to: index + 1 });
              focusLater(`${list}-${index + 1}-down`, `${list}-${index + 1}-up`);
            }}
          >
            <ArrowDown aria-hidden size={16} />
          </Button>
          <Button
            size="sm"
            variant="subtle"
            aria-label={`Remove ${title}`}
            onClick={() => {
              edit({ type: 'remove-field', list, index });
              focusLater(`${list}-add`);
            }}
          >
            <Trash2 aria-hidden size={16} />
          </Button>
        </span>
      </div>
      <ProblemLines problems={own} id={ownId} />
      <div className={styles.grid}>
        <TextInput
          label="Name"
          description="Shown as the field's label; steps refer to it by it."
          value={field.name}
          error={exact('name') ?? exact('id')}
          data-pointer={pointerOf(list, index, 'name')}
          data-focus={`${list}-${index}-name`}
          onChange={(event) => update({ ...field, id: event.target.value, name: event.target.value }, 'name')}
        />
        <TextInput
          label="Placeholder"
          description="The words shown in the empty field."
          value={ui.placeholder ?? ''}
          error={exact('ui', 'placeholder') ?? exact('ui')}
          data-pointer={pointerOf(list, index, 'ui', 'placeholder')}
          onChange={(event) => update({ ...field, ui: { ...ui, placeholder: event.target.value } }, 'placeholder')}
        />
        <div className={styles.field}>
          <label htmlFor={kindId} className={styles.label}>
            Kind
          </label>
          <select
            id={kindId}
            className={styles.control}
            value={ui.type}
            onChange={(event) => {
              const kind = kinds.find((entry) => entry.value === event.target.value) ?? kinds[0];
              if (!kind) return;
              const { lookup: _lookup, dependsOn: _dependsOn, ...rest } = ui;
              update(
                {
                  ...field,
                  valueType: kind.valueType,
                  ui: kind.value === 'list' ? { ...rest, type: kind.value, lookup: [] } : { ...rest, type: kind.value },
                },
                'kind',
              );
            }}
          >
            {kinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        {ui.type === 'list' ? (
          <div className={styles.field}>
            <label htmlFor={dependsId} className={styles.label}>
              Options depend on
            </label>
            <select
              id={dependsId}
              className={styles.control}
              value={ui.dependsOn ?? ''}
              data-pointer={pointerOf(list, index, 'ui', 'dependsOn')}
              aria-invalid={exact('ui', 'dependsOn') ? true : undefined}
              onChange={(event) => {
                const { dependsOn: _dependsOn, ...rest } = ui;
                const on = event.target.value;
                update(
                  { ...field, ui: on ? { ...rest, dependsOn: on, lookup: {} } : { ...rest, lookup: [] } },
                  'dependsOn',
                );
              }}
            >
              <option value="">Nothing: the same options always</option>
              {parents.map((other) => (
                <option key={other.name} value={other.name}>
                  {parameterLabel(other)}
                </option>
              ))}
            </select>
            <ProblemLines
              problems={problems.filter((problem) => problem.pointer === pointerOf(list, index, 'ui', 'dependsOn'))}
            />
          </div>
        ) : null}
        {ui.type === 'list' && !ui.dependsOn ? (
          <div className={styles.wide}>
            <LinesInput
              label="Options"
              lines={optionLines(ui.lookup)}
              error={controlError(lookupProblems)}
              pointer={pointerOf(list, index, 'ui', 'lookup')}
              onChange={(lines) => update({ ...field, ui: { ...ui, lookup: lines } }, 'lookup')}
            />
          </div>
        ) : null}
        {ui.type === 'list' && ui.dependsOn
          ? optionLines(parent?.ui?.lookup).map((value) => (
              <div key={value} className={styles.wide}>
                <LinesInput
                  label={`Options when ${parameterLabel({ name: ui.dependsOn ?? '' })} is ${value}`}
                  lines={optionLines(keyed[value])}
                  error={controlError(
                    problems.filter((problem) => problem.pointer === pointerOf(list, index, 'ui', 'lookup', value)),
                  )}
                  pointer={pointerOf(list, index, 'ui', 'lookup', value)}
                  onChange={(lines) =>
                    update(
                      { ...field, ui: { ...ui, lookup: { ...(keyed as Record<string, string[]>), [value]: lines } } },
                      `lookup:${value}`,
                    )
                  }
                />
              </div>
            ))
          : null}
      </div>
    </li>
  );
}

/** Props of {@link FieldsEditor}. */
export interface FieldsEditorProps {
  /** Which list: the start form's fields, or the questions a paused run asks. */
  list: FieldList;
}

/** The fields of the start form, or the questions asked mid-run, in order. */
export function FieldsEditor({ list }: FieldsEditorProps) {
  const { draft, edit } = useDraft();
  const fields = draft[list] ?? [];
  const noun = list === 'parameters' ? 'field' : 'question';
  return (
    <div className={styles.field}>
      {fields.length > 0 ? (
        <ol className={styles.list} aria-label={list === 'parameters' ? 'Form fields' : 'Questions'}>
          {fields.map((field, index) => (
            // By place: a field's name changes as it is typed, and its inputs must keep focus.
            <FieldItem key={index} list={list} index={index} field={field} fields={fields} />
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>
          {list === 'parameters' ? 'The form has no fields yet.' : 'No step asks a question yet.'}
        </p>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          data-focus={`${list}-add`}
          onClick={() => {
            edit({ type: 'add-field', list, field: newField([...draft.parameters, ...(draft.asks ?? [])], noun) });
            focusLater(`${list}-${fields.length}-name`);
          }}
        >
          Add a {noun}
        </Button>
      </div>
    </div>
  );
}
