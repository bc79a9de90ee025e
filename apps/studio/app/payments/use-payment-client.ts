import { useMemo } from 'react';
import { createPaymentClient, type PaymentClient } from './payment-client.ts';

/** The page's payment calls through the studio's `/api/*` proxy (made on the server render too, never called there). */
export function usePaymentClient(): PaymentClient {
  return useMemo(
    () =>
      createPaymentClient({ origin: typeof window === 'undefined' ? 'http://studio.invalid' : window.location.origin }),
    [],
  );
}
