import { type CheckoutOutcome, CheckoutPanel, type CheckoutPanelState } from '@taskwell/ui/checkout-panel';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as styles from './checkout-flow.css.ts';
import { checkoutSessionIdOf } from './checkout-session-id.ts';
import { type CheckoutKind, checkoutTimings } from './checkout-timings.ts';
import type { PaymentClient } from './payment-client.ts';
import { type PaymentResult, paymentFailureMessage } from './payment-failure.ts';
import { StripeCheckout } from './stripe-checkout.tsx';
import { TestCheckout } from './test-checkout.tsx';

/** Props of {@link CheckoutFlow}. */
export interface CheckoutFlowProps {
  /** Starts the checkout on the server and gives the embedded form's client secret. */
  start: () => Promise<PaymentResult<string>>;
  /** What is bought: decides the thank-you and the timings (spec §4). */
  kind: CheckoutKind;
  /** Stripe's publishable key (from `listPlans`). */
  publishableKey: string;
  /** The local Stripe stand-in's test checkout page (`listPlans`), shown in place of Stripe's form. */
  testCheckoutUrl?: string | null | undefined;
  /** The payment calls through the studio's proxy. */
  client: PaymentClient;
  /** Called once with how the checkout ended; a complete one starts the page's refresh. */
  onOutcome: (outcome: CheckoutOutcome) => void;
  /** Called when the page's payment details should be read again (a card checkout, 2 s after). */
  onReload?: () => void;
  /** Closes the dialog (the Close button, or the spec's timing after completion). */
  onClose: () => void;
  /** The API ended the session: the sign-in modal takes over. */
  onSessionEnded: () => void;
}

type Step = CheckoutPanelState & { clientSecret?: string };

const loadFailed =
  'The secure payment form could not be loaded. Check your connection (and any content blocker), then try again.';

/**
 * A checkout inside a dialog: starts it on the server, shows Stripe's embedded form, reads the
 * session's status once the form completes (the status call also applies the purchase, so the
 * balance never waits for the webhook), says how it ended, and closes on the spec's timing.
 */
export function CheckoutFlow({
  start,
  kind,
  publishableKey,
  testCheckoutUrl,
  client,
  onOutcome,
  onReload,
  onClose,
  onSessionEnded,
}: CheckoutFlowProps) {
  const [step, setStep] = useState<Step>({ state: 'preparing' });
  const latest = useRef({ start, onOutcome, onReload, onClose, onSessionEnded });
  latest.current = { start, onOutcome, onReload, onClose, onSessionEnded };

  // Each start (the first, and every Try again) answers only if no later one began.
  const starts = useRef(0);
  const begin = useCallback(() => {
    starts.current += 1;
    const id = starts.current;
    setStep({ state: 'preparing' });
    latest.current.start().then((result) => {
      if (id !== starts.current) return;
      if (result.ok) setStep({ state: 'paying', clientSecret: result.value });
      else if (result.failure.kind === 'session-ended') latest.current.onSessionEnded();
      else setStep({ state: 'failed', message: paymentFailureMessage(result.failure) });
    });
  }, []);
  useEffect(() => {
    begin();
    // A dialog closed while its checkout was starting ignores the answer.
    return () => {
      starts.current += 1;
    };
  }, [begin]);

  const completed = useRef(false);
  const onComplete = useCallback(
    async (clientSecret: string) => {
      if (completed.current) return;
      completed.current = true;
      setStep({ state: 'confirming' });
      const sessionId = checkoutSessionIdOf(clientSecret);
      const status = sessionId ? await client.checkoutStatus(sessionId) : undefined;
      if (status && !status.ok && status.failure.kind === 'session-ended') {
        latest.current.onSessionEnded();
        return;
      }
      const outcome: CheckoutOutcome =
        status?.ok === true
          ? status.value.status === 'complete'
            ? { status: 'complete', email: status.value.customer_email }
            : { status: status.value.status }
          : { status: 'unconfirmed' };
      setStep({ state: 'finished', outcome });
      latest.current.onOutcome(outcome);
    },
    [client],
  );

  // spec §4: after completion the dialog reloads what changed and closes by itself.
  const finished = step.state === 'finished' && step.outcome.status === 'complete';
  useEffect(() => {
    if (!finished) return;
    const timings = checkoutTimings[kind];
    const timers = [setTimeout(() => latest.current.onClose(), timings.closeAfterMs)];
    if (timings.reloadAfterMs !== undefined) {
      timers.push(setTimeout(() => latest.current.onReload?.(), timings.reloadAfterMs));
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [finished, kind]);

  const clientSecret = step.clientSecret;
  return (
    <CheckoutPanel
      state={step}
      purpose={kind === 'card' ? 'card' : 'purchase'}
      onClose={onClose}
      onRetry={() => {
        completed.current = false;
        begin();
      }}
    >
      {step.state === 'paying' && clientSecret && testCheckoutUrl ? (
        <TestCheckout
          url={testCheckoutUrl}
          clientSecret={clientSecret}
          className={styles.testFrame}
          onComplete={() => void onComplete(clientSecret)}
        />
      ) : step.state === 'paying' && clientSecret ? (
        <StripeCheckout
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          className={styles.frame}
          onComplete={() => void onComplete(clientSecret)}
          onLoadFailed={() => setStep({ state: 'failed', message: loadFailed })}
        />
      ) : null}
    </CheckoutPanel>
  );
}
