import type { SubscriptionStatus } from '@taskwell/api-sdk';
import { formatPeriodEnd } from '@taskwell/domain';
import { Modal } from '@taskwell/ui/modal';
import { PlanChangeConfirm, type UpgradeCostState } from '@taskwell/ui/plan-change-confirm';
import { useEffect, useState } from 'react';
import type { PaymentClient } from '../../payments/payment-client.ts';
import { type PaymentResult, paymentFailureMessage } from '../../payments/payment-failure.ts';

/** A subscription change the user asked for on a pricing card (spec §4 "Subscription"). */
export type PlanChange =
  | { kind: 'upgrade'; plan: string; priceId: string }
  | { kind: 'downgrade'; plan: string; priceId: string }
  | { kind: 'cancel' }
  | { kind: 'continue' };

/** Props of {@link PlanChangeDialog}. */
export interface PlanChangeDialogProps {
  /** The change to confirm, or null when the dialog is closed. */
  change: PlanChange | null;
  /** The subscription as the page shows it. */
  subscription: SubscriptionStatus;
  /** The payment calls. */
  client: PaymentClient;
  /** Closes the dialog. */
  onClose: () => void;
  /** Called after the change went through, with the kind, to reload and refresh the page. */
  onChanged: (change: PlanChange) => void;
  /** The API ended the session. */
  onSessionEnded: () => void;
}

function endOf(subscription: SubscriptionStatus): string {
  return subscription.period_end ? formatPeriodEnd(subscription.period_end) : 'the end of this period';
}

function wording(change: PlanChange, subscription: SubscriptionStatus) {
  const current = subscription.current_plan;
  const end = endOf(subscription);
  switch (change.kind) {
    case 'upgrade':
      return {
        title: `Upgrade to ${change.plan}`,
        confirm: 'Upgrade',
        text: `Move from ${current} to ${change.plan} now. You are charged the difference for the rest of this period, and ${change.plan}'s price from the next one.`,
      };
    case 'downgrade':
      return {
        title: `Downgrade to ${change.plan}`,
        confirm: 'Downgrade',
        text: `Keep ${current} until ${end}, then move to ${change.plan}. You can change your mind until then.`,
      };
    case 'cancel':
      return {
        title: 'Cancel subscription',
        confirm: 'Cancel subscription',
        text: `Keep ${current} until ${end}, then move to the Free plan. You can change your mind until then.`,
      };
    case 'continue':
      return {
        title: 'Continue Subscription',
        confirm: 'Continue Subscription',
        text: `Keep ${current} after ${end}, and drop the change to ${subscription.next_plan ?? 'Free'}.`,
      };
    default:
      return change satisfies never;
  }
}

function send(client: PaymentClient, change: PlanChange): Promise<PaymentResult<SubscriptionStatus>> {
  switch (change.kind) {
    case 'upgrade':
      return client.upgrade(change.priceId);
    case 'downgrade':
      return client.downgrade(change.priceId);
    case 'cancel':
      return client.cancel();
    case 'continue':
      return client.revert();
    default:
      return change satisfies never;
  }
}

/**
 * Confirms an upgrade (with its prorated cost, spec §5), a downgrade, a cancellation or 'Continue
 * Subscription', and makes the change.
 */
export function PlanChangeDialog({
  change,
  subscription,
  client,
  onClose,
  onChanged,
  onSessionEnded,
}: PlanChangeDialogProps) {
  const [cost, setCost] = useState<UpgradeCostState | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const upgradePrice = change?.kind === 'upgrade' ? change.priceId : null;

  useEffect(() => {
    setError(undefined);
    setBusy(false);
    if (!upgradePrice) {
      setCost(undefined);
      return;
    }
    let current = true;
    setCost({ state: 'loading' });
    client.previewUpgrade(upgradePrice).then((result) => {
      if (!current) return;
      if (result.ok) setCost({ state: 'ready', amountCents: result.value.amount });
      else if (result.failure.kind === 'session-ended') onSessionEnded();
      else setCost({ state: 'failed', message: paymentFailureMessage(result.failure) });
    });
    return () => {
      current = false;
    };
  }, [upgradePrice, client, onSessionEnded]);

  if (!change) return null;
  const words = wording(change, subscription);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={words.title}
    >
      <PlanChangeConfirm
        cost={change.kind === 'upgrade' ? cost : undefined}
        confirmLabel={words.confirm}
        cancelLabel={change.kind === 'continue' ? 'Not now' : 'Keep my plan'}
        busy={busy}
        error={error}
        onCancel={onClose}
        onConfirm={async () => {
          setBusy(true);
          setError(undefined);
          const result = await send(client, change);
          setBusy(false);
          if (result.ok) return onChanged(change);
          if (result.failure.kind === 'session-ended') return onSessionEnded();
          setError(paymentFailureMessage(result.failure));
        }}
      >
        <p>{words.text}</p>
      </PlanChangeConfirm>
    </Modal>
  );
}
