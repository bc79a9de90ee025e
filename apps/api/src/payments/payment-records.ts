import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { accounts, checkoutSessions, paymentCustomers, paymentEvents, subscriptions } from '../db/schema.ts';
import { planOfRecord, type SubscriptionRecord } from './subscription-state.ts';

/** A transaction of the query layer. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An event of Stripe's, as the store records it. */
export interface StoredEvent {
  /** Stripe's id (`evt_...`). */
  id: string;
  /** Its type (`invoice.paid`, ...). */
  type: string;
  /** Stripe's `created`, unix seconds. */
  created: number;
}

/** A checkout session this server started. */
export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** What `applyOnce` did: the change ran, or the event had been applied before. */
export type Applied<Result> = { duplicate: false; result: Result } | { duplicate: true };

/**
 * Every statement on the payment tables. Changes that follow a Stripe event run with the event's
 * id in one transaction, so an event is applied once and a failed change leaves no trace.
 */
export class PaymentRecords {
  constructor(
    readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** The Stripe customer of an account. */
  async customerOf(email: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.accountEmail, email))
      .limit(1);
    return row?.customerId;
  }

  /** Keeps an account's customer; of two racing, the first is kept and returned to both. */
  async saveCustomer(email: string, customerId: string): Promise<string> {
    await this.db
      .insert(paymentCustomers)
      .values({ accountEmail: email, customerId, createdAt: new Date(this.now()) })
      .onConflictDoNothing();
    const kept = await this.customerOf(email);
    if (!kept) throw new Error('The customer of an account was not kept.');
    return kept;
  }

  /** The account a Stripe customer belongs to. */
  async accountOfCustomer(customerId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ email: paymentCustomers.accountEmail })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.customerId, customerId))
      .limit(1);
    return row?.email;
  }

  /** The account's stored subscription. */
  async subscriptionOf(
    email: string,
  ): Promise<
    (SubscriptionRecord & { previewPriceId: string | null; previewProrationDate: number | null }) | undefined
  > {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.accountEmail, email)).limit(1);
    if (!row) return undefined;
    return {
      subscriptionId: row.subscriptionId,
      status: row.status,
      priceId: row.priceId,
      plan: row.plan,
      billingCycle: row.billingCycle,
      periodEnd: row.periodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      scheduleId: row.scheduleId,
      nextPriceId: row.nextPriceId,
      subscriptionCreated: row.subscriptionCreated,
      previewPriceId: row.previewPriceId,
      previewProrationDate: row.previewProrationDate,
    };
  }

  /** True when an event was applied before. */
  async eventSeen(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, eventId))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Runs a change in one transaction with the event that caused it: the event's id is stored
   * first (unique), so of any number of deliveries of one event, at once or one after another,
   * exactly one runs the change. Without an event (a reply read from Stripe) the change just runs.
   */
  async applyOnce<Result>(
    event: StoredEvent | undefined,
    change: (tx: Transaction) => Promise<Result>,
  ): Promise<Applied<Result>> {
    return this.db.transaction(async (tx) => {
      if (event) {
        const claimed = await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type, eventCreated: event.created, receivedAt: new Date(this.now()) })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (claimed.length === 0) return { duplicate: true } as const;
      }
      return { duplicate: false, result: await change(tx) } as const;
    });
  }

  /**
   * Stores a subscription read from Stripe at `readAt` (ms) and sets the account's plan from it,
   * unless what is stored was read later, or belongs to a newer subscription of the account. True
   * when it was stored.
   */
  async saveSubscription(tx: Transaction, email: string, record: SubscriptionRecord, readAt: number): Promise<boolean> {
    const at = new Date(this.now());
    const values = { ...record, accountEmail: email, syncedAt: readAt, updatedAt: at };
    const stored = await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.accountEmail,
        set: {
          subscriptionId: record.subscriptionId,
          status: record.status,
          priceId: record.priceId,
          plan: record.plan,
          billingCycle: record.billingCycle,
          periodEnd: record.periodEnd,
          cancelAtPeriodEnd: record.cancelAtPeriodEnd,
          scheduleId: record.scheduleId,
          nextPriceId: record.nextPriceId,
          subscriptionCreated: record.subscriptionCreated,
          syncedAt: readAt,
          updatedAt: at,
          // A preview belongs to the subscription and price it was made for.
          previewPriceId: sql`CASE WHEN ${subscriptions.subscriptionId} = ${record.subscriptionId} THEN ${subscriptions.previewPriceId} END`,
          previewProrationDate: sql`CASE WHEN ${subscriptions.subscriptionId} = ${record.subscriptionId} THEN ${subscriptions.previewProrationDate} END`,
        },
        setWhere: sql`${subscriptions.syncedAt} <= ${readAt} AND (${subscriptions.subscriptionId} = ${record.subscriptionId} OR ${subscriptions.subscriptionCreated} <= ${record.subscriptionCreated})`,
      })
      .returning({ email: subscriptions.accountEmail });
    if (stored.length === 0) return false;
    await tx
      .update(accounts)
      .set({ plan: planOfRecord(record), updatedAt: at })
      .where(eq(accounts.email, email));
    return true;
  }

  /** Keeps the proration date of the last upgrade preview, for the upgrade that follows it. */
  async savePreview(email: string, subscriptionId: string, priceId: string, prorationDate: number): Promise<void> {
    await this.db
      .update(subscriptions)
      .set({ previewPriceId: priceId, previewProrationDate: prorationDate })
      .where(and(eq(subscriptions.accountEmail, email), eq(subscriptions.subscriptionId, subscriptionId)));
  }

  /** Records a checkout session this server started. */
  async recordCheckout(row: Omit<typeof checkoutSessions.$inferInsert, 'createdAt'>): Promise<void> {
    await this.db.insert(checkoutSessions).values({ ...row, createdAt: new Date(this.now()) });
  }

  /** A checkout session this server started. */
  async checkoutOf(sessionId: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
    return row;
  }

  /** The account's subscription checkouts of the last day that gave nothing yet (at most 24 h open). */
  async pendingSubscriptionCheckouts(email: string): Promise<CheckoutRow[]> {
    return this.db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.accountEmail, email),
          eq(checkoutSessions.kind, 'subscription'),
          isNull(checkoutSessions.fulfilledAt),
          gt(checkoutSessions.createdAt, new Date(this.now() - 24 * 60 * 60 * 1000)),
        ),
      );
  }

  /** Marks what a checkout sold as given. */
  async markFulfilled(tx: Transaction, sessionId: string): Promise<void> {
    await tx
      .update(checkoutSessions)
      .set({ fulfilledAt: new Date(this.now()) })
      .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.fulfilledAt)));
  }

  /**
   * Grants the credits of a paid checkout session in one statement: the purchase row (keyed by the
   * session, so a second grant is refused), the balance and its ledger entry. True when granted now.
   */
  async grantPurchase(
    tx: Transaction,
    purchase: { sessionId: string; email: string; credits: number; amountCents: number },
  ): Promise<boolean> {
    const at = new Date(this.now()).toISOString();
    const ledgerId = randomUUID();
    const rows = await queryRows(
      tx,
      sql`
        WITH purchase AS (
          INSERT INTO credit_purchases (checkout_session_id, account_email, credits, amount_cents, ledger_entry_id, created_at)
          VALUES (${purchase.sessionId}, ${purchase.email}, ${purchase.credits}, ${purchase.amountCents}, ${ledgerId}, ${at}::timestamptz)
          ON CONFLICT (checkout_session_id) DO NOTHING
          RETURNING account_email, credits
        ), credited AS (
          UPDATE accounts SET balance = accounts.balance + purchase.credits, updated_at = ${at}::timestamptz
          FROM purchase WHERE accounts.email = purchase.account_email
          RETURNING accounts.email, accounts.balance
        ), ledger AS (
          INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, created_at)
          SELECT ${ledgerId}, credited.email, ${purchase.credits}, 'purchase', credited.balance, ${at}::timestamptz FROM credited
          RETURNING id
        )
        SELECT id FROM ledger`,
    );
    return rows.length === 1;
  }
}
