import { useEffect, useRef } from 'react';

/** Props of {@link TestCheckout}. */
export interface TestCheckoutProps {
  /** The stand-in's test checkout page (the plan catalogue's `testCheckoutUrl`). */
  url: string;
  /** The checkout's client secret, from the checkout the API started. */
  clientSecret: string;
  /** Called once when the page says the checkout is complete. */
  onComplete: () => void;
  /** The frame's class. */
  className?: string | undefined;
}

/**
 * The local Stripe stand-in's test checkout page, framed where Stripe's embedded form would be
 * (issue 25, decision 081: Stripe.js only comes from Stripe, so with the stand-in the embedded
 * form could never load). Only a message from the page's own origin completes the checkout.
 */
export function TestCheckout({ url, clientSecret, onComplete, className }: TestCheckoutProps) {
  const completed = useRef(onComplete);
  completed.current = onComplete;
  const origin = new URL(url).origin;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const data = event.data as { type?: unknown; status?: unknown } | null;
      if (data?.type === 'taskwell:test-checkout' && data.status === 'complete') completed.current();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin]);

  const address = new URL(url);
  address.searchParams.set('client_secret', clientSecret);
  return <iframe className={className} title="Test checkout" src={address.href} />;
}
