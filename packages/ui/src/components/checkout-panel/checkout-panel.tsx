import type { ReactNode } from 'react';
import { Alert, Loader } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import * as styles from './checkout-panel.css.ts';

/** How a checkout ended, as the payment provider reports it (spec §3 "Checkout status"). */
export type CheckoutOutcome =
  | { status: 'complete' /** The address the receipt went to. */; email: string | null }
  | { status: 'open' }
  | { status: 'expired' }
  /** The status could not be read (the service was out of reach). */
  | { status: 'unconfirmed' };

/** What a checkout is for: the thank-you of a purchase reads differently from a card change. */
export type CheckoutPurpose = 'purchase' | 'card';

/** Where a checkout is, from preparing the form to its outcome. */
export type CheckoutPanelState =
  | { state: 'preparing' }
  | { state: 'paying' }
  | { state: 'confirming' }
  | { state: 'finished'; outcome: CheckoutOutcome }
  | { state: 'failed' /** Why the checkout could not start, for the user. */; message: string };

/** Props of {@link CheckoutPanel}. */
export interface CheckoutPanelProps {
  /** Where the checkout is. */
  state: CheckoutPanelState;
  /** What is being paid for. */
  purpose?: CheckoutPurpose;
  /** The payment form while paying (the payment provider's embedded checkout). */
  children?: ReactNode;
  /** Called by the Close button shown once the checkout has ended or failed. */
  onClose?: () => void;
  /** Called by the Try again button of a checkout that could not start. */
  onRetry?: () => void;
}

/**
 * spec §8: 'Thank you for your purchase {email}' when complete, and a real message for every other
 * status (the seed showed a placeholder).
 */
export function checkoutOutcomeMessage(outcome: CheckoutOutcome, purpose: CheckoutPurpose = 'purchase'): string {
  switch (outcome.status) {
    case 'complete':
      if (purpose === 'card') {
        return outcome.email ? `Your new card is saved, ${outcome.email}.` : 'Your new card is saved.';
      }
      return outcome.email ? `Thank you for your purchase ${outcome.email}` : 'Thank you for your purchase';
    case 'open':
      return 'The payment was not completed, so nothing was charged. You can start the checkout again whenever you like.';
    case 'expired':
      return 'This checkout expired before it was completed, so nothing was charged. Start a new one to try again.';
    case 'unconfirmed':
      return 'We could not confirm the payment just now. If you completed it, your plan and balance update within a few minutes.';
    default:
      return outcome satisfies never;
  }
}

/** The inside of a checkout dialog: preparing, the payment form, confirming, and how it ended. */
export function CheckoutPanel({ state, purpose = 'purchase', children, onClose, onRetry }: CheckoutPanelProps) {
  switch (state.state) {
    case 'preparing':
      return (
        <div className={styles.waiting}>
          <Loader label="Preparing a secure checkout" showLabel />
        </div>
      );
    case 'paying':
      return (
        <div className={styles.body}>
          <p className={styles.note}>
            Card details go straight to our payment provider, Stripe; Taskwell never sees them.
          </p>
          <div className={styles.form}>{children}</div>
        </div>
      );
    case 'confirming':
      return (
        <div className={styles.waiting}>
          <Loader label="Confirming your payment" showLabel />
        </div>
      );
    case 'finished': {
      const complete = state.outcome.status === 'complete';
      return (
        <div className={styles.body}>
          <Alert tone={complete ? 'positive' : 'info'}>{checkoutOutcomeMessage(state.outcome, purpose)}</Alert>
          {onClose ? (
            <div className={styles.actions}>
              <Button variant={complete ? 'filled' : 'outline'} onClick={onClose}>
                Close
              </Button>
            </div>
          ) : null}
        </div>
      );
    }
    case 'failed':
      return (
        <div className={styles.body}>
          <Alert tone="critical">{state.message}</Alert>
          <div className={styles.actions}>
            {onClose ? (
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            ) : null}
            {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          </div>
        </div>
      );
    default:
      return state satisfies never;
  }
}
