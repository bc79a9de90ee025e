import type { TaskParameter } from '@taskwell/api-sdk';
import { normaliseLookup } from '@taskwell/task-engine';
import { Select } from '@taskwell/ui/select';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { parameterLabel } from '../../components/run-modal/parameter-label.ts';
import { answerableAhead } from './automation-draft.ts';
import * as styles from './automations.css.ts';

/** A list's choice that leaves the question for the run to ask (Radix keeps "" for nothing chosen). */
const askLater = 'taskwell:ask-later';

/** Props of {@link AnswersFields}. */
export interface AnswersFieldsProps {
  /** The questions the task asks mid-run. */
  asks: readonly TaskParameter[];
  answers: Readonly<Record<string, string>>;
  onChange: (answers: Record<string, string>) => void;
  locked: boolean;
}

/** What the question asks, as its creator put it (its placeholder), or its name as words. */
const questionOf = (ask: TaskParameter) => ask.ui?.placeholder?.trim() || parameterLabel(ask);

/**
 * Answers ahead (issue 46, decision 176): each question the task asks a person mid-run, with the
 * answer its runs give when they get there. One left empty pauses the run, which then waits for
 * an answer in Tasks in Process; one given by a file is always asked then.
 */
export function AnswersFields({ asks, answers, onChange, locked }: AnswersFieldsProps) {
  if (asks.length === 0) return null;
  const set = (name: string, value: string) => onChange({ ...answers, [name]: value });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Answers ahead</legend>
      <p className={styles.hint}>
        This task stops to ask these questions while it runs. Answer them now and each run goes on by itself; leave one
        empty and the run waits for your answer in Tasks in Process.
      </p>
      {asks.map((ask) => {
        const label = questionOf(ask);
        const value = answers[ask.name] ?? '';
        if (!answerableAhead(ask)) {
          return (
            <p key={ask.name} className={styles.hint}>
              {label}: a file, asked when the run gets there.
            </p>
          );
        }
        const options = ask.ui?.type === 'list' && !ask.ui.dependsOn ? normaliseLookup(ask.ui.lookup) : [];
        if (options.length > 0) {
          return (
            <Select
              key={ask.name}
              label={label}
              options={[{ value: askLater, label: 'Ask when the run gets there' }, ...options]}
              value={value === '' ? askLater : value}
              onValueChange={(chosen) => set(ask.name, chosen === askLater ? '' : chosen)}
              disabled={locked}
            />
          );
        }
        if (ask.ui?.type === 'text') {
          return (
            <Textarea
              key={ask.name}
              label={label}
              value={value}
              disabled={locked}
              onChange={(event) => set(ask.name, event.currentTarget.value)}
            />
          );
        }
        return (
          <TextInput
            key={ask.name}
            label={label}
            value={value}
            disabled={locked}
            onChange={(event) => set(ask.name, event.currentTarget.value)}
          />
        );
      })}
    </fieldset>
  );
}
