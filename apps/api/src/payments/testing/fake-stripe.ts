import { randomBytes } from 'node:crypto';
import { creditPackageSizes, planDefinitions } from '@taskwell/domain';
import type Stripe from 'stripe';
import type { PaymentSettings } from '../payment-settings.ts';
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
  StripeErrorBody,
  SubscriptionShape,
} from './stripe-shapes.ts';

// A Stripe account in memory, answering with the objects of the pinned API version: what the API
// tests and the local stand-in (scripts/stripe-stand-in.ts) talk to instead of Stripe's servers.
// It keeps the rules the server must live with: a schedule-managed subscription refuses direct
// changes, an embedded checkout needs `ui_mode: embedded_page` and a return URL, a repeated
// idempotency key replays the first answer, a declined card leaves a pending update unapplied.

/** A failure the fake answers with, as Stripe would (status and error body). */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

function invalidRequest(message: string, code?: string, param?: string): StripeFailure {
  return new StripeFailure(400, {
    error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) },
  });
}

function missing(kind: string, id: string): StripeFailure {
  return new StripeFailure(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` },
  });
}

interface CustomerState {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  /** Positive: owed on the next invoice (cents). */
  balance: number;
  created: number;
}

interface PriceState {
  id: string;
  product: string;
  unitAmount: number;
  interval: 'month' | 'year' | null;
  lookupKey: string | null;
}

interface ProductState {
  id: string;
  name: string;
  metadata: Record<string, string>;
}

interface SessionState {
  id: string;
  mode: 'payment' | 'subscription' | 'setup';
  customer: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  priceId: string | null;
  productId: string | null;
  metadata: Record<string, string>;
  uiMode: string;
  returnUrl: string;
  subscription: string | null;
  setupIntent: string | null;
  clientSecret: string;
  created: number;
}

interface SubscriptionState {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  priceId: string;
  itemId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  schedule: string | null;
  defaultPaymentMethod: string | null;
  latestInvoice: string | null;
  pendingPrice: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface PhaseState {
  start: number;
  end: number | null;
  priceId: string;
}

interface ScheduleState {
  id: string;
  subscription: string | null;
  releasedSubscription: string | null;
  status: 'active' | 'released' | 'canceled' | 'completed' | 'not_started';
  endBehavior: 'release' | 'cancel' | 'none' | 'renew';
  phases: PhaseState[];
  created: number;
}

interface InvoiceState {
  id: string;
  customer: string;
  subscription: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amountDue: number;
  amountPaid: number;
  created: number;
}

interface PaymentMethodState {
  id: string;
  customer: string | null;
  last4: string;
}

interface SetupIntentState {
  id: string;
  customer: string;
  status: 'requires_payment_method' | 'succeeded';
  paymentMethod: string | null;
}

/** One call the fake received. */
export interface StripeCall {
  /** HTTP method. */
  method: string;
  /** Path, as in `/v1/customers`. */
  path: string;
  /** The `Idempotency-Key` header, when sent. */
  idempotencyKey: string | null;
  /** The API version the SDK asked for (`Stripe-Version`). */
  apiVersion: string | null;
}

/** Options of {@link FakeStripe}. */
export interface FakeStripeOptions {
  /** The clock in milliseconds (default Date.now); periods and proration are computed on it. */
  now?: () => number;
}

const day = 24 * 60 * 60;

/** The period length of an interval, in seconds (a month is 30 days here). */
function periodSeconds(interval: 'month' | 'year'): number {
  return interval === 'year' ? 365 * day : 30 * day;
}

/** The ids of the fake's seeded prices and products: `price_<plan>_<cycle>`, `prod_credits_<size>`. */
export function fakePaymentSettings(studioUrl = 'http://127.0.0.1:3001'): PaymentSettings {
  const prices = Object.fromEntries(
    planDefinitions
      .filter((plan) => plan.key !== 'free')
      .map((plan) => [plan.key, { monthly: `price_${plan.key}_monthly`, annual: `price_${plan.key}_annual` }]),
  ) as PaymentSettings['prices'];
  const creditProducts = Object.fromEntries(
    creditPackageSizes.map((credits) => [credits, `prod_credits_${credits}`]),
  ) as PaymentSettings['creditProducts'];
  return {
    secretKey: 'sk_test_taskwell_fake',
    webhookSecret: 'whsec_taskwell_fake_signing_secret',
    publishableKey: 'pk_test_taskwell_fake',
    prices,
    creditProducts,
    studioUrl,
    timeoutMs: 5000,
    maxNetworkRetries: 0,
  };
}

/** A Stripe account in memory (see the top of this file). */
export class FakeStripe {
  readonly customers = new Map<string, CustomerState>();
  readonly prices = new Map<string, PriceState>();
  readonly products = new Map<string, ProductState>();
  readonly sessions = new Map<string, SessionState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly schedules = new Map<string, ScheduleState>();
  readonly invoices = new Map<string, InvoiceState>();
  readonly paymentMethods = new Map<string, PaymentMethodState>();
  readonly setupIntents = new Map<string, SetupIntentState>();
  /** Every call received, oldest first. */
  readonly calls: StripeCall[] = [];
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private readonly declining = new Set<string>();
  private readonly nowMs: () => number;

  constructor(options: FakeStripeOptions = {}) {
    this.nowMs = options.now ?? (() => Date.now());
    this.seed();
  }

  /** The fake's clock in unix seconds. */
  now(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** Back to the seeded prices and products, with nothing else. */
  reset(): void {
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
      this.replies,
    ]) {
      map.clear();
    }
    this.declining.clear();
    this.calls.length = 0;
    this.seed();
  }

  private seed(): void {
    const settings = fakePaymentSettings();
    for (const plan of planDefinitions) {
      if (plan.key === 'free') continue;
      const product = `prod_plan_${plan.key}`;
      this.products.set(product, { id: product, name: `Taskwell ${plan.name}`, metadata: { plan: plan.key } });
      for (const cycle of ['monthly', 'annual'] as const) {
        const id = settings.prices[plan.key][cycle];
        this.prices.set(id, {
          id,
          product,
          unitAmount: plan.price[cycle] * 100,
          interval: cycle === 'monthly' ? 'month' : 'year',
          lookupKey: `taskwell_${plan.key}_${cycle}`,
        });
      }
    }
    for (const credits of creditPackageSizes) {
      const id = settings.creditProducts[credits];
      this.products.set(id, { id, name: `${credits} Taskwell credits`, metadata: { credits: String(credits) } });
    }
  }

  newId(prefix: string): string {
    return `${prefix}_${randomBytes(9).toString('base64url').replaceAll('-', 'x').replaceAll('_', 'y')}`;
  }

  /** Records a call; a POST with an idempotency key seen before gets the first answer again. */
  remember(call: StripeCall): { status: number; body: unknown } | undefined {
    this.calls.push(call);
    if (call.method !== 'POST' || !call.idempotencyKey) return undefined;
    return this.replies.get(call.idempotencyKey);
  }

  /** Keeps the answer to a POST with an idempotency key. */
  keepReply(call: StripeCall, reply: { status: number; body: unknown }): void {
    if (call.method === 'POST' && call.idempotencyKey) this.replies.set(call.idempotencyKey, reply);
  }

  /** Makes the next payment of a customer fail as a declined card. */
  declineNextPayment(customerId: string): void {
    this.declining.add(customerId);
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

  createCustomer(params: { email?: string; metadata?: Record<string, string> }): CustomerState {
    const customer: CustomerState = {
      id: this.newId('cus'),
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      defaultPaymentMethod: null,
      balance: 0,
      created: this.now(),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createSession(params: {
    mode: string;
    customer: string;
    uiMode: string;
    returnUrl: string | undefined;
    priceId?: string;
    productId?: string;
    unitAmount?: number;
    currency?: string;
    metadata: Record<string, string>;
  }): SessionState {
    this.customer(params.customer);
    if (params.mode !== 'payment' && params.mode !== 'subscription' && params.mode !== 'setup') {
      throw invalidRequest(`Invalid mode: ${params.mode}`, 'parameter_invalid_empty', 'mode');
    }
    // The pinned version's value: `embedded` is an older version's and is refused here.
    if (!['embedded_page', 'hosted_page', 'elements', 'form'].includes(params.uiMode)) {
      throw invalidRequest(`Invalid ui_mode: ${params.uiMode}`, 'parameter_invalid', 'ui_mode');
    }
    if (params.uiMode === 'embedded_page' && !params.returnUrl) {
      throw invalidRequest('return_url is required when ui_mode is embedded_page.', 'parameter_missing', 'return_url');
    }
    let amountTotal: number | null = null;
    if (params.mode === 'subscription') {
      if (!params.priceId) throw invalidRequest('A subscription needs a recurring price.', 'parameter_missing');
      const price = this.price(params.priceId);
      if (!price.interval) throw invalidRequest('The price is not recurring.');
      amountTotal = price.unitAmount;
    } else if (params.mode === 'payment') {
      if (!params.productId || params.unitAmount === undefined) {
        throw invalidRequest('A payment needs line items.', 'parameter_missing', 'line_items');
      }
      if (!this.products.has(params.productId)) throw missing('product', params.productId);
      amountTotal = params.unitAmount;
    }
    const id = this.newId('cs_test');
    const session: SessionState = {
      id,
      mode: params.mode,
      customer: params.customer,
      status: 'open',
      paymentStatus: params.mode === 'setup' ? 'no_payment_required' : 'unpaid',
      amountTotal,
      currency: params.currency ?? 'usd',
      priceId: params.priceId ?? null,
      productId: params.productId ?? null,
      metadata: params.metadata,
      uiMode: params.uiMode,
      returnUrl: params.returnUrl ?? '',
      subscription: null,
      setupIntent: null,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: this.now(),
    };
    this.sessions.set(id, session);
    return session;
  }

  expireSession(id: string): SessionState {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status of open can be expired; this one is ${session.status}.`,
      );
    }
    session.status = 'expired';
    return session;
  }

  private attachCard(customer: string, last4: string): PaymentMethodState {
    const method: PaymentMethodState = { id: this.newId('pm'), customer, last4 };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  private newInvoice(customer: string, subscription: string | null, amount: number): InvoiceState {
    const invoice: InvoiceState = {
      id: this.newId('in'),
      customer,
      subscription,
      status: 'open',
      amountDue: amount,
      amountPaid: 0,
      created: this.now(),
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Charges an invoice; false when the customer's card is declined (it then stays open). */
  private pay(invoice: InvoiceState): boolean {
    if (this.declining.delete(invoice.customer)) return false;
    invoice.status = 'paid';
    invoice.amountPaid = invoice.amountDue;
    return true;
  }

  /**
   * Completes an open checkout session as the customer would in the embedded form, with a card
   * ending in `last4`: a payment is paid, a subscription starts (its first invoice paid), a setup
   * saves the card. Gives the `checkout.session.completed` event Stripe would send.
   */
  completeSession(id: string, options: { last4?: string } = {}): EventShape {
    const session = this.session(id);
    if (session.status !== 'open') throw invalidRequest(`The session is ${session.status}.`);
    const card = this.attachCard(session.customer, options.last4 ?? '4242');
    if (session.mode === 'payment') {
      session.paymentStatus = 'paid';
    } else if (session.mode === 'subscription' && session.priceId) {
      const price = this.price(session.priceId);
      const start = this.now();
      const subscription: SubscriptionState = {
        id: this.newId('sub'),
        customer: session.customer,
        status: 'active',
        priceId: price.id,
        itemId: this.newId('si'),
        periodStart: start,
        periodEnd: start + periodSeconds(price.interval ?? 'month'),
        cancelAtPeriodEnd: false,
        schedule: null,
        defaultPaymentMethod: card.id,
        latestInvoice: null,
        pendingPrice: null,
        metadata: session.metadata,
        created: start,
      };
      const invoice = this.newInvoice(session.customer, subscription.id, price.unitAmount);
      this.pay(invoice);
      subscription.latestInvoice = invoice.id;
      this.subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      session.paymentStatus = 'paid';
    } else if (session.mode === 'setup') {
      const intent: SetupIntentState = {
        id: this.newId('seti'),
        customer: session.customer,
        status: 'succeeded',
        paymentMethod: card.id,
      };
      this.setupIntents.set(intent.id, intent);
      session.setupIntent = intent.id;
    }
    session.status = 'complete';
    return this.event('checkout.session.completed', this.renderSession(session, []));
  }

  /** The prorated charge of moving a subscription to another price at `prorationDate` (cents). */
  prorate(subscription: SubscriptionState, priceId: string, prorationDate: number): number {
    const current = this.price(subscription.priceId);
    const target = this.price(priceId);
    const span = subscription.periodEnd - subscription.periodStart;
    const left = Math.max(0, subscription.periodEnd - prorationDate);
    return Math.max(0, Math.round(((target.unitAmount - current.unitAmount) * left) / span));
  }

  /** A price change of a subscription, charged now; with `pending` it waits for its invoice to be paid. */
  changePrice(
    subscription: SubscriptionState,
    priceId: string,
    options: { prorationDate: number; pending: boolean; invoiceNow: boolean },
  ): void {
    this.price(priceId);
    if (subscription.schedule && this.schedule(subscription.schedule).status === 'active') {
      throw invalidRequest(
        `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating its items directly is not allowed.`,
      );
    }
    if (!options.invoiceNow) {
      subscription.priceId = priceId;
      return;
    }
    const invoice = this.newInvoice(
      subscription.customer,
      subscription.id,
      this.prorate(subscription, priceId, options.prorationDate),
    );
    subscription.latestInvoice = invoice.id;
    if (this.pay(invoice)) {
      subscription.priceId = priceId;
      subscription.pendingPrice = null;
      return;
    }
    if (!options.pending) {
      throw new StripeFailure(402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
    }
    subscription.pendingPrice = priceId;
  }

  voidInvoice(id: string): InvoiceState {
    const invoice = this.invoice(id);
    if (invoice.status !== 'open')
      throw invalidRequest(`You can only void an open invoice; this one is ${invoice.status}.`);
    invoice.status = 'void';
    // A pending update waits for its invoice; voiding the invoice discards it.
    for (const subscription of this.subscriptions.values()) {
      if (subscription.latestInvoice === id) subscription.pendingPrice = null;
    }
    return invoice;
  }

  setCancelAtPeriodEnd(subscription: SubscriptionState, value: boolean): void {
    if (subscription.schedule && this.schedule(subscription.schedule).status === 'active') {
      throw invalidRequest(
        `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed.`,
      );
    }
    subscription.cancelAtPeriodEnd = value;
  }

  createSchedule(fromSubscription: string): ScheduleState {
    const subscription = this.subscription(fromSubscription);
    if (subscription.schedule && this.schedule(subscription.schedule).status === 'active') {
      throw invalidRequest(
        `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      );
    }
    const schedule: ScheduleState = {
      id: this.newId('sub_sched'),
      subscription: subscription.id,
      releasedSubscription: null,
      status: 'active',
      endBehavior: 'release',
      phases: [{ start: subscription.periodStart, end: subscription.periodEnd, priceId: subscription.priceId }],
      created: this.now(),
    };
    this.schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    return schedule;
  }

  releaseSchedule(id: string): ScheduleState {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      throw invalidRequest(`You cannot release a subscription schedule that is currently \`${schedule.status}\`.`);
    }
    const subscription = schedule.subscription ? this.subscriptions.get(schedule.subscription) : undefined;
    if (subscription) subscription.schedule = null;
    schedule.releasedSubscription = schedule.subscription;
    schedule.subscription = null;
    schedule.status = 'released';
    return schedule;
  }

  /**
   * Moves a subscription to the end of its period, as time would: a cancellation ends it, a
   * schedule's next phase starts (and the schedule is released), otherwise it renews with a paid
   * invoice. Gives the events Stripe would send.
   */
  endPeriod(subscriptionId: string): EventShape[] {
    const subscription = this.subscription(subscriptionId);
    if (subscription.cancelAtPeriodEnd) {
      subscription.status = 'canceled';
      return [this.event('customer.subscription.deleted', this.renderSubscription(subscription, []))];
    }
    const schedule = subscription.schedule ? this.schedule(subscription.schedule) : undefined;
    const next = schedule?.phases.find((phase) => phase.start >= subscription.periodEnd);
    if (next) subscription.priceId = next.priceId;
    const price = this.price(subscription.priceId);
    subscription.periodStart = subscription.periodEnd;
    subscription.periodEnd = subscription.periodStart + periodSeconds(price.interval ?? 'month');
    const invoice = this.newInvoice(subscription.customer, subscription.id, price.unitAmount);
    this.pay(invoice);
    subscription.latestInvoice = invoice.id;
    const events: EventShape[] = [];
    if (schedule && next) {
      this.releaseSchedule(schedule.id);
      events.push(this.event('subscription_schedule.released', this.renderSchedule(schedule)));
    }
    events.push(this.event('customer.subscription.updated', this.renderSubscription(subscription, [])));
    events.push(this.event('invoice.paid', this.renderInvoice(invoice)));
    return events;
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
