import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useRef } from 'react';

// Stripe.js is fetched from Stripe's CDN the first time a checkout opens (`/pure` adds no script
// at import), and only this module, which the pricing and billing routes alone import, knows it.
const loads = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    // A failed load may be tried again by the next checkout.
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}

/** Props of {@link StripeCheckout}. */
export interface StripeCheckoutProps {
  /** The publishable key from the plan catalogue (`listPlans`). */
  publishableKey: string;
  /** The embedded checkout's client secret, from the checkout the API started. */
  clientSecret: string;
  /** Called once when the customer completed the form. */
  onComplete: () => void;
  /** Called when Stripe.js could not be loaded. */
  onLoadFailed: () => void;
  /** The frame's class. */
  className?: string | undefined;
}

/** Stripe's Embedded Checkout for one checkout session, mounted in place. */
export function StripeCheckout({
  publishableKey,
  clientSecret,
  onComplete,
  onLoadFailed,
  className,
}: StripeCheckoutProps) {
  // Issue 25: a Stripe.js that could not load rejected inside the provider, an uncaught page
  // error; the provider gets null instead, and the failure is said in the dialog.
  const loaded = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const stripe = useMemo(() => loaded.catch(() => null), [loaded]);
  // The provider accepts its options once; the latest callbacks are read through refs.
  const completed = useRef(onComplete);
  const failed = useRef(onLoadFailed);
  completed.current = onComplete;
  failed.current = onLoadFailed;
  const options = useMemo(() => ({ clientSecret, onComplete: () => completed.current() }), [clientSecret]);

  useEffect(() => {
    let current = true;
    void stripe.then((instance) => {
      if (current && !instance) failed.current();
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  return (
    <EmbeddedCheckoutProvider stripe={stripe} options={options}>
      <EmbeddedCheckout className={className} />
    </EmbeddedCheckoutProvider>
  );
}
