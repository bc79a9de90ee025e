import type { ReactNode } from 'react';
import { Alert } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { Switch } from '../switch/switch.tsx';
import * as styles from './payment-method-form.css.ts';

/** Which saved payment methods a new card replaces (spec §7 modify-payment-method flags). */
export interface PaymentMethodChoice {
  /** The default payment method (credit top-ups, invoices). */
  default: boolean;
  /** The subscription's payment method. */
  subscription: boolean;
}

/** Props of {@link PaymentMethodForm}. */
export interface PaymentMethodFormProps {
  /** The toggles' state. */
  value: PaymentMethodChoice;
  /** Called with the new state when a toggle changes. */
  onChange: (value: PaymentMethodChoice) => void;
  /** Whether there is a subscription whose card could change; without one its toggle is off and disabled. */
  hasSubscription: boolean;
  /** Called on the confirm button, which is disabled while both toggles are off (spec §5). */
  onConfirm: () => void;
  /** Called on the cancel button. */
  onCancel: () => void;
  /** The checkout is being prepared. */
  busy?: boolean;
  /** Why the checkout could not start. */
  error?: ReactNode;
}

/** The first step of 'Modify Payment Details' (spec §2): which payment methods the new card is for. */
export function PaymentMethodForm({
  value,
  onChange,
  hasSubscription,
  onConfirm,
  onCancel,
  busy = false,
  error,
}: PaymentMethodFormProps) {
  const subscription = hasSubscription && value.subscription;
  return (
    <div className={styles.body}>
      <p className={styles.intro}>Add a new card, and choose what it pays for.</p>
      <div className={styles.toggles}>
        <Switch
          label="Use it as my default payment method"
          checked={value.default}
          onCheckedChange={(checked) => onChange({ ...value, default: checked })}
          disabled={busy}
        />
        <Switch
          label="Use it for my subscription"
          checked={subscription}
          onCheckedChange={(checked) => onChange({ ...value, subscription: checked })}
          disabled={busy || !hasSubscription}
        />
        {hasSubscription ? null : <p className={styles.note}>You have no subscription, so only the default changes.</p>}
      </div>
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={busy} disabled={!value.default && !subscription}>
          Continue to card details
        </Button>
      </div>
    </div>
  );
}
