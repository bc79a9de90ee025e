import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import {
  type CustomerState,
  day,
  type FakeStripeOptions,
  type InvoiceState,
  missing,
  type PaymentMethodState,
  type PriceState,
  type ProductState,
  periodSeconds,
  type ScheduleState,
  type SessionState,
  type SetupIntentState,
  type SubscriptionState,
} from './fake-stripe-state.ts';
import type {
  CheckoutSessionShape,
  CustomerShape,
  EventShape,
  InvoiceShape,
  PaymentMethodShape,
  PriceShape,
  ProductShape,
  ScheduleShape,
  SetupIntentShape,
  SubscriptionShape,
} from './stripe-shapes.ts';

/**
 * The objects of the in-memory Stripe account, its clock, and how each object reads under the
 * pinned API version; what the account does with them is `FakeStripe` (fake-stripe.ts).
 */
export class StripeAccount {
  readonly customers = new Map<string, CustomerState>();
  readonly prices = new Map<string, PriceState>();
  readonly products = new Map<string, ProductState>();
  readonly sessions = new Map<string, SessionState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly schedules = new Map<string, ScheduleState>();
  readonly invoices = new Map<string, InvoiceState>();
  readonly paymentMethods = new Map<string, PaymentMethodState>();
  readonly setupIntents = new Map<string, SetupIntentState>();
  private readonly nowMs: () => number;

  constructor(options: FakeStripeOptions = {}) {
    this.nowMs = options.now ?? (() => Date.now());
  }

  /** The fake's clock in unix seconds. */
  now(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** Forgets every object. */
  protected clearObjects(): void {
    for (const map of [
      this.customers,
      this.prices,
      this.products,
      this.sessions,
      this.subscriptions,
      this.schedules,
      this.invoices,
      this.paymentMethods,
      this.setupIntents,
    ]) {
      map.clear();
    }
  }

  /** A new object id with Stripe's prefix. */
  newId(prefix: string): string {
    return `${prefix}_${randomBytes(9).toString('base64url').replaceAll('-', 'x').replaceAll('_', 'y')}`;
  }

  // --- objects ---------------------------------------------------------------------------------

  customer(id: string): CustomerState {
    const found = this.customers.get(id);
    if (!found) throw missing('customer', id);
    return found;
  }

  session(id: string): SessionState {
    const found = this.sessions.get(id);
    if (!found) throw missing('checkout.session', id);
    return found;
  }

  subscription(id: string): SubscriptionState {
    const found = this.subscriptions.get(id);
    if (!found) throw missing('subscription', id);
    return found;
  }

  schedule(id: string): ScheduleState {
    const found = this.schedules.get(id);
    if (!found) throw missing('subscription_schedule', id);
    return found;
  }

  invoice(id: string): InvoiceState {
    const found = this.invoices.get(id);
    if (!found) throw missing('invoice', id);
    return found;
  }

  price(id: string): PriceState {
    const found = this.prices.get(id);
    if (!found) throw missing('price', id);
    return found;
  }

  /** An event as Stripe sends it, of the pinned version. */
  event(type: string, object: unknown): EventShape {
    return {
      id: this.newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: type as Stripe.Event['type'],
      data: { object: object as Stripe.Event['data']['object'] },
    } as EventShape;
  }

  // --- rendering (the pinned version's shapes) ---------------------------------------------------

  renderPaymentMethod(id: string | null): PaymentMethodShape | null {
    const method = id ? this.paymentMethods.get(id) : undefined;
    if (!method) return null;
    return {
      id: method.id,
      object: 'payment_method',
      type: 'card',
      customer: method.customer,
      created: this.now(),
      livemode: false,
      metadata: {},
      card: { brand: 'visa', last4: method.last4, exp_month: 12, exp_year: 2030, country: 'US', funding: 'credit' },
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    } satisfies PaymentMethodShape;
  }

  renderCustomer(customer: CustomerState, expand: string[]): CustomerShape {
    const expanded = expand.includes('invoice_settings.default_payment_method');
    return {
      id: customer.id,
      object: 'customer',
      email: customer.email,
      metadata: customer.metadata,
      balance: customer.balance,
      created: customer.created,
      livemode: false,
      currency: 'usd',
      delinquent: false,
      description: null,
      invoice_settings: {
        default_payment_method: expanded
          ? this.renderPaymentMethod(customer.defaultPaymentMethod)
          : customer.defaultPaymentMethod,
        custom_fields: null,
        footer: null,
        rendering_options: null,
      },
    } satisfies CustomerShape;
  }

  renderSetupIntent(id: string | null): SetupIntentShape | null {
    const intent = id ? this.setupIntents.get(id) : undefined;
    if (!intent) return null;
    return {
      id: intent.id,
      object: 'setup_intent',
      customer: intent.customer,
      status: intent.status,
      payment_method: intent.paymentMethod,
      usage: 'off_session',
      created: this.now(),
      livemode: false,
    } satisfies SetupIntentShape;
  }

  renderSession(session: SessionState, expand: string[]): CheckoutSessionShape {
    const customer = this.customers.get(session.customer);
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.mode,
      ui_mode: session.uiMode,
      status: session.status,
      payment_status: session.paymentStatus,
      customer: session.customer,
      customer_email: null,
      customer_details:
        session.status === 'complete'
          ? { email: customer?.email ?? null, name: null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] }
          : null,
      client_secret: session.status === 'open' ? session.clientSecret : null,
      amount_total: session.amountTotal,
      amount_subtotal: session.amountTotal,
      currency: session.currency,
      metadata: session.metadata,
      return_url: session.returnUrl,
      redirect_on_completion: 'if_required',
      subscription: session.subscription,
      setup_intent: expand.includes('setup_intent') ? this.renderSetupIntent(session.setupIntent) : session.setupIntent,
      payment_intent: null,
      created: session.created,
      expires_at: session.created + day,
      livemode: false,
      url: null,
    } satisfies CheckoutSessionShape;
  }

  renderPrice(price: PriceState): PriceShape {
    return {
      id: price.id,
      object: 'price',
      active: true,
      currency: 'usd',
      product: price.product,
      unit_amount: price.unitAmount,
      lookup_key: price.lookupKey,
      type: price.interval ? 'recurring' : 'one_time',
      recurring: price.interval
        ? { interval: price.interval, interval_count: 1, usage_type: 'licensed', meter: null, trial_period_days: null }
        : null,
      livemode: false,
      metadata: {},
      created: this.now(),
    } satisfies PriceShape;
  }

  renderProduct(product: ProductState): ProductShape {
    return {
      id: product.id,
      object: 'product',
      active: true,
      name: product.name,
      metadata: product.metadata,
      livemode: false,
      created: this.now(),
    } satisfies ProductShape;
  }

  renderInvoice(invoice: InvoiceState): InvoiceShape {
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: invoice.status,
      amount_due: invoice.amountDue,
      amount_paid: invoice.amountPaid,
      amount_remaining: invoice.status === 'open' ? invoice.amountDue - invoice.amountPaid : 0,
      currency: 'usd',
      created: invoice.created,
      livemode: false,
      // Under the pinned version the subscription an invoice bills is in its parent.
      parent: invoice.subscription
        ? {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: invoice.subscription, metadata: null },
          }
        : null,
    } satisfies InvoiceShape;
  }

  renderSchedule(schedule: ScheduleState): ScheduleShape {
    const current = schedule.status === 'active' ? schedule.phases[0] : undefined;
    return {
      id: schedule.id,
      object: 'subscription_schedule',
      status: schedule.status,
      subscription: schedule.subscription,
      released_subscription: schedule.releasedSubscription,
      end_behavior: schedule.endBehavior,
      created: schedule.created,
      livemode: false,
      metadata: {},
      current_phase: current && current.end !== null ? { start_date: current.start, end_date: current.end } : null,
      phases: schedule.phases.map((phase) => ({
        start_date: phase.start,
        end_date: phase.end ?? phase.start + periodSeconds(this.price(phase.priceId).interval ?? 'month'),
        items: [{ price: phase.priceId, quantity: 1, metadata: {}, discounts: [], tax_rates: [] }],
        proration_behavior: 'none',
      })),
    } satisfies ScheduleShape;
  }

  renderSubscription(subscription: SubscriptionState, expand: string[]): SubscriptionShape {
    const price = this.price(subscription.priceId);
    const schedule = subscription.schedule ? this.schedules.get(subscription.schedule) : undefined;
    const latest = subscription.latestInvoice ? this.invoices.get(subscription.latestInvoice) : undefined;
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
      created: subscription.created,
      start_date: subscription.created,
      currency: 'usd',
      livemode: false,
      metadata: subscription.metadata,
      collection_method: 'charge_automatically',
      billing_cycle_anchor: subscription.created,
      default_payment_method: expand.includes('default_payment_method')
        ? this.renderPaymentMethod(subscription.defaultPaymentMethod)
        : subscription.defaultPaymentMethod,
      latest_invoice: expand.includes('latest_invoice') && latest ? this.renderInvoice(latest) : (latest?.id ?? null),
      pending_update: subscription.pendingPrice
        ? {
            expires_at: this.now() + day,
            subscription_items: null,
            billing_cycle_anchor: null,
            trial_end: null,
            trial_from_plan: null,
          }
        : null,
      schedule: expand.includes('schedule') && schedule ? this.renderSchedule(schedule) : (schedule?.id ?? null),
      // Under the pinned version the period is the item's, not the subscription's.
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscription.id}`,
        data: [
          {
            id: subscription.itemId,
            object: 'subscription_item',
            subscription: subscription.id,
            quantity: 1,
            created: subscription.created,
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
            metadata: {},
            price: this.renderPrice(price),
          },
        ],
      },
    } satisfies SubscriptionShape;
  }
}
