import type { AiChoices, ApiClient } from '@taskwell/api-sdk';
import { Select } from '@taskwell/ui/select';
import { useEffect, useState } from 'react';
import * as styles from './run-modal.css.ts';

/** The option that names no service: each AI step runs on its own default. */
export const taskDefault = 'default';

const credits = (count: number) =>
  count === 0 ? 'no credits' : `${count} ${count === 1 ? 'credit' : 'credits'} a step`;

/**
 * Where a run's AI steps run (issue 40, Explorer plan and up): the operator's tiers the runner's
 * plan includes, with what a step costs on each, and the runner's own private AI services (their
 * provider bills them, not the credits). Tiers the plan does not include are named with the plan
 * that has them; below Explorer, the plan that may choose is named instead of the choice.
 */
export function AiServicePicker(props: {
  client: Pick<ApiClient, 'listAiChoices'>;
  /** The choice: {@link taskDefault} or a service's key. */
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const [choices, setChoices] = useState<AiChoices | 'loading' | 'failed'>('loading');
  const { client } = props;
  useEffect(() => {
    const abort = new AbortController();
    client.listAiChoices({ signal: abort.signal }).then(setChoices, () => {
      if (!abort.signal.aborted) setChoices('failed');
    });
    return () => abort.abort();
  }, [client]);
  if (choices === 'loading') return <p className={styles.hint}>Loading the AI services you may choose…</p>;
  if (choices === 'failed') {
    return <p className={styles.hint}>The AI services could not be loaded: this run uses the task's default.</p>;
  }
  if (!choices.canChoose) return <p className={styles.hint}>{choices.message}</p>;
  const included = choices.choices.filter((choice) => choice.included);
  const locked = choices.choices.filter((choice) => !choice.included);
  const options = [
    { value: taskDefault, label: "The task's default" },
    ...included.map((choice) => ({
      value: choice.key,
      label: `${choice.label} · ${choice.kind === 'private' ? 'yours, paid to your provider' : credits(choice.credits)}`,
    })),
  ];
  return (
    <div className={styles.fields}>
      <Select
        label="AI service"
        options={options}
        value={props.value}
        onValueChange={props.onChange}
        disabled={props.disabled}
      />
      {locked.length > 0 ? (
        <p className={styles.hint}>
          {locked.map((choice) => `${choice.label} comes with the ${choice.planRequired} plan.`).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
