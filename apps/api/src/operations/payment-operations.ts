import { requireSession } from '../auth/authenticate.ts';
import { invalid } from '../errors/domain-error.ts';
import { operationGroup } from '../http/operation-handler.ts';
import {
  checkoutStatus,
  startCreditCheckout,
  startPaymentMethodCheckout,
  startSubscriptionCheckout,
} from '../payments/checkout-sessions.ts';
import type { PaymentContext } from '../payments/payment-context.ts';
import { paymentInfo } from '../payments/payment-info.ts';
import { receiveEvent } from '../payments/payment-webhook.ts';
import { paymentsNotConfigured } from '../payments/stripe-failures.ts';
import { cancel, downgrade, previewUpgrade, revertPendingChanges, upgrade } from '../payments/subscription-changes.ts';
import { statusOfRecord } from '../payments/subscription-state.ts';
import type { ServerContext } from '../server-context.ts';

/**
 * spec §7 payment calls and the payment provider's webhook (decision 035). Without Stripe keys each
 * answers 503 "payments are not configured", and the rest of the server works as before.
 */
export function paymentOperations(context: ServerContext) {
  const validateEvent = context.schemas.schemaValidator('#/components/schemas/PaymentEvent');
  const payments = (): PaymentContext => {
    if (!context.payments) throw paymentsNotConfigured();
    return context.payments;
  };
  const id = (params: unknown) => (params as { id: string }).id;

  return operationGroup({
    async createCreditCheckout(request) {
      const email = requireSession(request).email;
      return { clientSecret: await startCreditCheckout(payments(), email, id(request.params)) };
    },

    async createSubscriptionCheckout(request) {
      const email = requireSession(request).email;
      return { clientSecret: await startSubscriptionCheckout(payments(), email, id(request.params)) };
    },

    async modifyPaymentMethod(request) {
      const email = requireSession(request).email;
      const query = request.query;
      const clientSecret = await startPaymentMethodCheckout(payments(), email, {
        changeDefault: query.default,
        changeSubscription: query.subscription,
      });
      return { clientSecret };
    },

    async upgradeSubscription(request) {
      return upgrade(payments(), requireSession(request).email, id(request.params));
    },

    async downgradeSubscription(request) {
      return downgrade(payments(), requireSession(request).email, id(request.params));
    },

    async revertPendingSubscriptionChanges(request) {
      return revertPendingChanges(payments(), requireSession(request).email);
    },

    async cancelSubscription(request) {
      return cancel(payments(), requireSession(request).email);
    },

    async getCheckoutSessionStatus(request) {
      const email = requireSession(request).email;
      const sessionId = request.query['session-id'];
      return checkoutStatus(payments(), email, sessionId);
    },

    async getSubscriptionStatus(request) {
      const email = requireSession(request).email;
      const store = payments().store;
      return statusOfRecord(await store.subscriptionOf(email), payments().prices);
    },

    async previewSubscriptionUpgrade(request) {
      return previewUpgrade(payments(), requireSession(request).email, id(request.params));
    },

    async listCreditPackages(request) {
      requireSession(request);
      return payments().prices.creditPackages();
    },

    async getPaymentInfo(request) {
      return paymentInfo(payments(), requireSession(request).email);
    },

    /** The body arrives as the bytes sent (a buffer parser on this route only, see register-operations.ts). */
    async receivePaymentEvent(request) {
      const configured = payments();
      if (!Buffer.isBuffer(request.body)) throw invalid('invalid_event', 'The event body is missing.');
      const signature = (request.headers as { 'stripe-signature': string })['stripe-signature'];
      return receiveEvent(configured, { payload: request.body, signature, validateEvent });
    },
  });
}
