import { useState } from 'react';
import { Button } from '../button/button.tsx';
import * as styles from './member-list.css.ts';

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** The button's word, such as "Remove"; the answer says "Yes, remove". */
  label: string;
  /** The question asked before acting, such as "Remove ada@taskwell.dev?". */
  question: string;
  /** Called once the user said yes. */
  onConfirm: () => void;
  /** The action is on its way: the yes button shows it. */
  busy?: boolean | undefined;
}

/** A row's button that asks once more, in place, before it acts; Cancel puts the button back. */
export function ConfirmAction({ label, question, onConfirm, busy = false }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  if (!asking && !busy) {
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span className={styles.confirm}>
      <span>{question}</span>
      <Button
        type="button"
        size="sm"
        loading={busy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, {label.toLowerCase()}
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </span>
  );
}
