import { randomBytes } from 'node:crypto';
import { creditPackageSizes, planDefinitions } from '@taskwell/domain';
import { StripeAccount } from './fake-stripe-account.ts';
import { FakeConnect } from './fake-stripe-connect.ts';
import {
  type CustomerState,
  type FakeStripeOptions,
  fakePaymentSettings,
  type InvoiceState,
  invalidRequest,
  missing,
  type PaymentMethodState,
  periodSeconds,
  type ScheduleState,
  type SessionState,
  type SetupIntentState,
  type StripeCall,
  StripeFailure,
  type SubscriptionState,
} from './fake-stripe-state.ts';
import { FakeWebhookEndpoints } from './fake-webhook-endpoints.ts';
import type { EventShape } from './stripe-shapes.ts';

export { fakePaymentSettings, StripeFailure } from './fake-stripe-state.ts';

// A Stripe account in memory, answering with the objects of the pinned API version: what the API
// tests and the local stand-in (scripts/stripe-stand-in.ts) talk to instead of Stripe's servers.
// It keeps the rules the server must live with: a schedule-managed subscription refuses direct
// changes, an embedded checkout needs `ui_mode: embedded_page` and a return URL, a repeated
// idempotency key replays the first answer, a declined card leaves a pending update unapplied.

/** A Stripe account in memory (see the top of this file). */
export class FakeStripe extends StripeAccount {
  /** Every call received, oldest first. */
  readonly calls: StripeCall[] = [];
  /** Connected accounts and transfers (the payouts'). */
  readonly connect = new FakeConnect(this);
  /** Where Stripe sends events itself (the stand-in served over HTTP posts to them). */
  readonly webhookEndpoints = new FakeWebhookEndpoints(this);
  private readonly replies = new Map<string, { status: number; body: unknown; at: number }>();
  private readonly declining = new Set<string>();

  constructor(options: FakeStripeOptions = {}) {
    super(options);
    this.seed();
  }

  /** Back to the seeded prices and products, with nothing else. */
  reset(): void {
    this.clearObjects();
    this.connect.clear();
    this.webhookEndpoints.clear();
    this.replies.clear();
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

  /**
   * Records a call; a POST with an idempotency key seen in the last 24 hours gets the first answer
   * again (Stripe forgets a key after 24 hours: a later call with it is a new request).
   */
  remember(call: StripeCall): { status: number; body: unknown } | undefined {
    this.calls.push(call);
    if (call.method !== 'POST' || !call.idempotencyKey) return undefined;
    const kept = this.replies.get(call.idempotencyKey);
    return kept && this.now() - kept.at < 24 * 3600 ? kept : undefined;
  }

  /** Keeps the answer to a POST with an idempotency key. */
  keepReply(call: StripeCall, reply: { status: number; body: unknown }): void {
    if (call.method === 'POST' && call.idempotencyKey)
      this.replies.set(call.idempotencyKey, { ...reply, at: this.now() });
  }

  /** Makes the next payment of a customer fail as a declined card. */
  declineNextPayment(customerId: string): void {
    this.declining.add(customerId);
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
}
