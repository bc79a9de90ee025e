import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { payoutAccounts } from '../db/schema.ts';
import type { PaymentContext } from './payment-context.ts';
import type { Applied, StoredEvent, Transaction } from './payment-records.ts';

/** Where a creator's payout account stands (the studio's words: details due, verified, payouts on). */
export type PayoutAccountState = 'none' | 'details_due' | 'verified' | 'payouts_on';

/** A creator's connected account as last read from Stripe. */
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * The state of a connected account: payouts on when Stripe pays out to it; verified when the
 * creator gave every detail and Stripe asks for nothing more, but payouts are not on yet; details
 * due otherwise.
 */
export function payoutAccountState(row: PayoutAccountRow | undefined): PayoutAccountState {
  if (!row) return 'none';
  if (row.payoutsEnabled) return 'payouts_on';
  if (row.detailsSubmitted && row.requirementsDue.length === 0) return 'verified';
  return 'details_due';
}

/** The account's connected account, if it has one. */
export async function payoutAccountOf(context: PaymentContext, email: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await context.store.db.select().from(payoutAccounts).where(eq(payoutAccounts.accountEmail, email));
  return row;
}

/** The state Stripe gives of a connected account, as the table keeps it. */
function stateOf(account: Stripe.Account) {
  return {
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirementsDue: account.requirements?.currently_due ?? [],
  };
}

/**
 * Stores a connected account's state read from Stripe at `readAt` (ms), unless a later read is
 * stored already. True when stored.
 */
async function saveState(tx: Transaction, account: Stripe.Account, readAt: number): Promise<boolean> {
  const stored = await tx
    .update(payoutAccounts)
    .set({ ...stateOf(account), syncedAt: readAt })
    .where(sql`${payoutAccounts.stripeAccountId} = ${account.id} AND ${payoutAccounts.syncedAt} <= ${readAt}`)
    .returning({ email: payoutAccounts.accountEmail });
  return stored.length > 0;
}

/**
 * The connected account of an account: the one it has, or a new Express account made with an
 * idempotency key of the address (two racing first clicks make one account at Stripe; of two
 * rows, the first is kept).
 */
async function connectedAccount(context: PaymentContext, email: string): Promise<string> {
  const existing = await payoutAccountOf(context, email);
  if (existing) return existing.stripeAccountId;
  const key = createHash('sha256').update(email).digest('hex').slice(0, 32);
  const account = await context.call('create the payout account', () =>
    context.stripe.accounts.create(
      {
        type: 'express',
        email,
        metadata: { account_email: email },
        capabilities: { transfers: { requested: true } },
      },
      { idempotencyKey: `payout-account-${key}` },
    ),
  );
  await context.store.db
    .insert(payoutAccounts)
    .values({
      accountEmail: email,
      stripeAccountId: account.id,
      ...stateOf(account),
      syncedAt: context.now(),
      createdAt: new Date(context.now()),
    })
    .onConflictDoNothing();
  const kept = await payoutAccountOf(context, email);
  if (!kept) throw new Error('The payout account of an account was not kept.');
  return kept.stripeAccountId;
}

/**
 * Starts (or resumes) Stripe's hosted onboarding of the account's connected account: the address
 * of Stripe's form, to which the studio sends the creator; it returns them to the earnings page.
 */
export async function startPayoutOnboarding(context: PaymentContext, email: string): Promise<{ url: string }> {
  const account = await connectedAccount(context, email);
  const earnings = new URL('/creator/earnings', context.settings.studioUrl);
  const link = await context.call('start the payout onboarding', () =>
    context.stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: `${earnings}?payouts=refresh`,
      return_url: `${earnings}?payouts=return`,
    }),
  );
  return { url: link.url };
}

/**
 * Applies `account.updated` once: the account is read again from Stripe (events come late and out
 * of order; the account's present state does not) and its state stored with the event.
 */
export async function syncPayoutAccount(
  context: PaymentContext,
  accountId: string,
  event: StoredEvent,
): Promise<Applied<boolean>> {
  const readAt = context.now();
  const account = await context.call('read the payout account', () => context.stripe.accounts.retrieve(accountId));
  return context.store.applyOnce(event, (tx) => saveState(tx, account, readAt));
}
