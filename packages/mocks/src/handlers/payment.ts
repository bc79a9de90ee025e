import { creditPackages, planCatalogue, planOfPrice, rankOfPlan } from '../fixtures/plans.ts';
import { errorReply, type MockAccount, type MockCheckout, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

const thirtyDays = 30 * 24 * 60 * 60;

/** The client secret of a mock embedded checkout; the session id is its first part. */
function clientSecretOf(checkout: MockCheckout): string {
  return `${checkout.id}_secret_mock`;
}

function hasPaidPlan(account: MockAccount): boolean {
  return account.subscription.active && account.subscription.current_price !== null;
}

function applyCheckout(context: MockContext, checkout: MockCheckout): void {
  if (checkout.applied) return;
  const account = context.accountFor(checkout.owner);
  const { effect } = checkout;
  switch (effect.kind) {
    case 'credits':
      account.profile.accountBalance += effect.credits;
      break;
    case 'subscription': {
      const price = planOfPrice(effect.priceId);
      if (!price) break;
      account.profile.plan = price.name;
      account.subscription = {
        current_plan: price.name,
        current_price: effect.priceId,
        next_plan: null,
        next_price: null,
        cancelled: false,
        downgrading: false,
        active: true,
        period_end: context.seconds() + thirtyDays,
        billing_cycle: price.cycle === 'monthly' ? 'month' : 'year',
      };
      account.payment.subscription_last4 = '4242';
      account.payment.default_last4 ??= '4242';
      break;
    }
    case 'payment-method':
      if (effect.default) account.payment.default_last4 = '1881';
      if (effect.subscription) account.payment.subscription_last4 = '1881';
      break;
    default:
      effect satisfies never;
  }
  checkout.applied = true;
}

/**
 * Plans, subscriptions and credit purchases through a mock card payment provider. A checkout
 * completes as soon as its status is read (`getCheckoutSessionStatus`), which applies it.
 */
export function paymentHandlers(context: MockContext) {
  const startCheckout = (owner: string, effect: MockCheckout['effect']) => {
    const checkout: MockCheckout = { id: context.newId('cs_mock'), owner, effect, applied: false };
    context.checkouts.set(checkout.id, checkout);
    return { clientSecret: clientSecretOf(checkout) };
  };

  return {
    listPlans: http.get(
      '/api/plans',
      withFailures(context, 'listPlans', ({ response }) => response(200).json(planCatalogue)),
    ),

    createCreditCheckout: http.post(
      '/api/payment/create-checkout-session/{id}',
      withFailures(context, 'createCreditCheckout', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const pack = creditPackages.find((candidate) => candidate.productId === params.id);
        if (!pack) return response.untyped(errorReply(404, 'unknown_product', 'That credit package does not exist.'));
        return response(200).json(startCheckout(caller.profile.id, { kind: 'credits', credits: pack.credits }));
      }),
    ),

    createSubscriptionCheckout: http.post(
      '/api/payment/create-subscription-checkout/{id}',
      withFailures(context, 'createSubscriptionCheckout', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!planOfPrice(params.id))
          return response.untyped(errorReply(404, 'unknown_price', 'That plan price does not exist.'));
        if (hasPaidPlan(caller)) {
          return response.untyped(
            errorReply(409, 'subscription_exists', 'You already have a subscription: upgrade or downgrade it instead.'),
          );
        }
        return response(200).json(startCheckout(caller.profile.id, { kind: 'subscription', priceId: params.id }));
      }),
    ),

    modifyPaymentMethod: http.post(
      '/api/payment/modify-payment-method',
      withFailures(context, 'modifyPaymentMethod', ({ request, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const changeDefault = query.get('default') === 'true';
        const changeSubscription = query.get('subscription') === 'true';
        if (!changeDefault && !changeSubscription) {
          return response.untyped(
            errorReply(400, 'nothing_to_change', 'Choose at least one payment method to change.'),
          );
        }
        return response(200).json(
          startCheckout(caller.profile.id, {
            kind: 'payment-method',
            default: changeDefault,
            subscription: changeSubscription,
          }),
        );
      }),
    ),

    upgradeSubscription: http.post(
      '/api/payment/upgrade-subscription/{id}',
      withFailures(context, 'upgradeSubscription', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const target = planOfPrice(params.id);
        if (!target) return response.untyped(errorReply(404, 'unknown_price', 'That plan price does not exist.'));
        const current = rankOfPlan(caller.subscription.current_plan) ?? 0;
        if (!hasPaidPlan(caller) || target.rank <= current) {
          return response.untyped(
            errorReply(409, 'not_an_upgrade', 'Only a higher plan of an active subscription is an upgrade.'),
          );
        }
        caller.profile.plan = target.name;
        caller.subscription = {
          ...caller.subscription,
          current_plan: target.name,
          current_price: params.id,
          next_plan: null,
          next_price: null,
          cancelled: false,
          downgrading: false,
          billing_cycle: target.cycle === 'monthly' ? 'month' : 'year',
        };
        return response(200).json(caller.subscription);
      }),
    ),

    downgradeSubscription: http.post(
      '/api/payment/downgrade-subscription/{id}',
      withFailures(context, 'downgradeSubscription', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const target = planOfPrice(params.id);
        if (!target) return response.untyped(errorReply(404, 'unknown_price', 'That plan price does not exist.'));
        const current = rankOfPlan(caller.subscription.current_plan) ?? 0;
        if (!hasPaidPlan(caller) || target.rank >= current) {
          return response.untyped(
            errorReply(409, 'not_a_downgrade', 'Only a lower plan of an active subscription is a downgrade.'),
          );
        }
        caller.subscription = {
          ...caller.subscription,
          next_plan: target.name,
          next_price: params.id,
          downgrading: true,
        };
        return response(200).json(caller.subscription);
      }),
    ),

    revertPendingSubscriptionChanges: http.post(
      '/api/payment/revert-pending-subscription-changes',
      withFailures(context, 'revertPendingSubscriptionChanges', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!caller.subscription.cancelled && !caller.subscription.downgrading) {
          return response.untyped(errorReply(409, 'nothing_pending', 'There is no pending change to undo.'));
        }
        caller.subscription = {
          ...caller.subscription,
          next_plan: null,
          next_price: null,
          cancelled: false,
          downgrading: false,
        };
        return response(200).json(caller.subscription);
      }),
    ),

    cancelSubscription: http.post(
      '/api/payment/cancel-subscription',
      withFailures(context, 'cancelSubscription', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!hasPaidPlan(caller)) {
          return response.untyped(errorReply(409, 'no_subscription', 'You are on the Free plan already.'));
        }
        caller.subscription = { ...caller.subscription, cancelled: true, next_plan: 'Free', next_price: null };
        return response(200).json(caller.subscription);
      }),
    ),

    getCheckoutSessionStatus: http.get(
      '/api/payment/session-status',
      withFailures(context, 'getCheckoutSessionStatus', ({ request, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const checkout = context.checkouts.get(query.get('session-id') ?? '');
        if (!checkout || checkout.owner !== caller.profile.id) {
          return response.untyped(errorReply(404, 'unknown_session', 'That checkout session does not exist.'));
        }
        applyCheckout(context, checkout);
        return response(200).json({ status: 'complete', customer_email: caller.profile.id });
      }),
    ),

    getSubscriptionStatus: http.get(
      '/api/payment/subscription-status',
      withFailures(context, 'getSubscriptionStatus', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        return response(200).json(caller.subscription);
      }),
    ),

    previewSubscriptionUpgrade: http.get(
      '/api/payment/preview-upgrade-subscription/{id}',
      withFailures(context, 'previewSubscriptionUpgrade', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const target = planOfPrice(params.id);
        const current = caller.subscription.current_price ? planOfPrice(caller.subscription.current_price) : undefined;
        if (!target) return response.untyped(errorReply(404, 'unknown_price', 'That plan price does not exist.'));
        if (!current || target.rank <= current.rank) {
          return response.untyped(
            errorReply(409, 'not_an_upgrade', 'Only a higher plan of an active subscription is an upgrade.'),
          );
        }
        // The mock charges half a period of the difference, in cents.
        const amount = Math.round(((target.usd - current.usd) * 100) / 2);
        return response(200).json({ amount: Math.max(amount, 0) });
      }),
    ),

    listCreditPackages: http.get(
      '/api/payment/products/credits',
      withFailures(context, 'listCreditPackages', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        return response(200).json(creditPackages);
      }),
    ),

    receivePaymentEvent: http.post(
      '/api/payment/webhook',
      withFailures(context, 'receivePaymentEvent', ({ request, response }) => {
        // The mock has no payment provider behind it: a signed-looking event is taken and ignored.
        if (!request.headers.get('stripe-signature')) {
          return response.untyped(errorReply(400, 'invalid_signature', 'The event signature is missing.'));
        }
        return response(200).json({ received: true });
      }),
    ),

    getPaymentInfo: http.get(
      '/api/payment/payment-info',
      withFailures(context, 'getPaymentInfo', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        return response(200).json(caller.payment);
      }),
    ),
  };
}
