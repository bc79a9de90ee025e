import { formatCents } from '@taskwell/domain';
import type { ReactNode } from 'react';
import { Alert, Loader } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import * as styles from './plan-change-confirm.css.ts';

/** The prorated cost of an upgrade (spec §3 "Upgrade cost"), as far as it is known. */
export type UpgradeCostState =
  | { state: 'loading' }
  | { state: 'ready' /** In US cents. */; amountCents: number }
  | { state: 'failed' /** Why the cost is unknown, for the user. */; message: string };

/** Props of {@link PlanChangeConfirm}. */
export interface PlanChangeConfirmProps {
  /** What the change does and when, in a sentence or two. */
  children: ReactNode;
  /** An upgrade's prorated cost; while it is not loaded the confirm button stays disabled (spec §5). */
  cost?: UpgradeCostState | undefined;
  /** The confirm button's text ('Upgrade', 'Continue Subscription'). */
  confirmLabel: string;
  /** The button that leaves everything as it is. */
  cancelLabel?: string;
  /** Called on the confirm button. */
  onConfirm: () => void;
  /** Called on the cancel button. */
  onCancel: () => void;
  /** The change is on its way: the confirm button shows progress and nothing can be pressed twice. */
  busy?: boolean;
  /** Why the change did not happen, when it failed. */
  error?: ReactNode;
}

/**
 * The body of a dialog that confirms a subscription change (upgrade, downgrade, cancel, continue):
 * what happens, the cost charged now for an upgrade, and the buttons.
 */
export function PlanChangeConfirm({
  children,
  cost,
  confirmLabel,
  cancelLabel = 'Keep my plan',
  onConfirm,
  onCancel,
  busy = false,
  error,
}: PlanChangeConfirmProps) {
  const waitingForCost = cost !== undefined && cost.state !== 'ready';
  return (
    <div className={styles.body}>
      <div className={styles.summary}>{children}</div>
      {cost?.state === 'loading' ? <Loader label="Working out the prorated cost" showLabel /> : null}
      {cost?.state === 'ready' ? (
        <p className={styles.cost}>
          Charged now (prorated for the rest of this period):{' '}
          <strong className={styles.amount}>${formatCents(cost.amountCents)}</strong>
        </p>
      ) : null}
      {cost?.state === 'failed' ? <Alert tone="critical">{cost.message}</Alert> : null}
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} disabled={waitingForCost}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
