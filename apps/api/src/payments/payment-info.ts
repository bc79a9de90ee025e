import type { PaymentInfo } from '@taskwell/api-sdk';
import type Stripe from 'stripe';
import type { PaymentContext } from './payment-context.ts';
import { isLive } from './subscription-state.ts';

function last4(method: string | Stripe.PaymentMethod | null | undefined): string | null {
  return typeof method === 'object' && method?.card ? method.card.last4 : null;
}

/**
 * spec §3 Payment info: the last 4 digits of the default card and of the subscription's card, and
 * what the customer owes in cents (open invoices, plus a positive customer balance). An account that
 * never checked out has none of them.
 */
export async function paymentInfo(context: PaymentContext, email: string): Promise<PaymentInfo> {
  const none: PaymentInfo = { default_last4: null, subscription_last4: null, owed_balance: 0 };
  const customerId = await context.store.customerOf(email);
  if (!customerId) return none;
  const stored = await context.store.subscriptionOf(email);
  const [customer, subscription, invoices] = await Promise.all([
    context.call('read a customer', () =>
      context.stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] }),
    ),
    stored && isLive(stored)
      ? context.call('read a subscription', () =>
          context.stripe.subscriptions.retrieve(stored.subscriptionId, { expand: ['default_payment_method'] }),
        )
      : undefined,
    context.call('read open invoices', () =>
      context.stripe.invoices.list({ customer: customerId, status: 'open', limit: 100 }),
    ),
  ]);
  if (customer.deleted) return none;
  const owedOnInvoices = invoices.data.reduce((sum, invoice) => sum + invoice.amount_remaining, 0);
  return {
    default_last4: last4(customer.invoice_settings.default_payment_method),
    subscription_last4: last4(subscription?.default_payment_method),
    owed_balance: owedOnInvoices + Math.max(0, customer.balance),
  };
}
