import { createHash } from 'node:crypto';
import type { PaymentContext } from './payment-context.ts';

/**
 * The account's Stripe customer, made on its first checkout. The creation's idempotency key is
 * the account's, so two first checkouts at once make one customer, and the table keeps one.
 */
export async function ensureCustomer(context: PaymentContext, email: string): Promise<string> {
  const existing = await context.store.customerOf(email);
  if (existing) return existing;
  const key = createHash('sha256').update(email).digest('hex');
  const customer = await context.call('create a customer', () =>
    context.stripe.customers.create({ email, metadata: { account: email } }, { idempotencyKey: `customer-${key}` }),
  );
  return context.store.saveCustomer(email, customer.id);
}
