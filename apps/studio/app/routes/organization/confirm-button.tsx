import { Form } from '@remix-run/react';
import { Button } from '@taskwell/ui/button';
import { useState } from 'react';
import * as styles from './organization.css.ts';
import { useBusy } from './use-busy.ts';

/** A row's button that asks once more before it acts. */
export function ConfirmButton(props: { label: string; confirm: string; fields: Record<string, string> }) {
  const [asking, setAsking] = useState(false);
  const busy = useBusy(props.fields.intent ?? '');
  if (!asking) {
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
        {props.label}
      </Button>
    );
  }
  return (
    <Form method="post" className={styles.actions} onSubmit={() => setAsking(false)}>
      <span>{props.confirm}</span>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" loading={busy}>
        Yes, {props.label.toLowerCase()}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </Form>
  );
}
