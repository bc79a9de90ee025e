import { SegmentedControl } from '@taskwell/ui/segmented-control';
import { TextInput } from '@taskwell/ui/text-input';
import type { AutomationDraft, DeliveryChoice } from './automation-draft.ts';
import * as styles from './automations.css.ts';

const deliveryOptions: { value: DeliveryChoice; label: string }[] = [
  { value: 'email', label: 'E-mail' },
  { value: 'webhook', label: 'Webhook' },
  { value: 'assets', label: 'My Assets only' },
];

/** Props of {@link DeliveryFields}. */
export interface DeliveryFieldsProps {
  draft: AutomationDraft;
  change: (patch: Partial<AutomationDraft>) => void;
  problem: { field: string; message: string } | undefined;
}

/**
 * Where each completed run's results go (issue 46): an e-mail (the text in the body, files by an
 * expiring link), an outbound webhook (signed JSON, retried; its signing secret is shown once,
 * when the automation is saved) or My Assets only. Every result is kept in My Assets either way.
 */
export function DeliveryFields({ draft, change, problem }: DeliveryFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Where the results go</legend>
      <SegmentedControl
        label="Delivery"
        options={deliveryOptions}
        value={draft.delivery}
        onValueChange={(delivery) => change({ delivery })}
      />
      {draft.delivery === 'email' ? (
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => change({ email: event.currentTarget.value })}
          error={problem?.field === 'email' ? problem.message : undefined}
        />
      ) : null}
      {draft.delivery === 'webhook' ? (
        <TextInput
          label="Webhook address"
          type="url"
          placeholder="https://example.com/taskwell"
          description="Each result is posted as signed JSON; failed deliveries are tried again with back-off."
          value={draft.url}
          onChange={(event) => change({ url: event.currentTarget.value })}
          error={problem?.field === 'url' ? problem.message : undefined}
        />
      ) : null}
      <p className={styles.hint}>
        Every result is also kept in My Assets. A failed run is delivered as a failure, with its reason.
      </p>
    </fieldset>
  );
}
