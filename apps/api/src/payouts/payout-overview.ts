import type { PayoutOverview } from '@taskwell/api-sdk';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { accounts, payoutAccounts, payouts } from '../db/schema.ts';
import { type PayoutAccountRow, payoutAccountState } from '../payments/payout-accounts.ts';
import type { PayoutSettings } from './payout-settings.ts';

/** What the earnings page shows of an account's payouts (the contract's `PayoutOverview`). */
export async function payoutOverview(
  db: Database,
  options: { email: string; settings: PayoutSettings; sharePercent: number },
): Promise<PayoutOverview> {
  const [account] = await db
    .select({ balance: accounts.balance, earned: accounts.earned, keepEarnings: accounts.keepEarnings })
    .from(accounts)
    .where(eq(accounts.email, options.email));
  const [connected]: (PayoutAccountRow | undefined)[] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountEmail, options.email));
  const recent = await db
    .select()
    .from(payouts)
    .where(eq(payouts.accountEmail, options.email))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(24);
  return {
    account: { state: payoutAccountState(connected), requirementsDue: connected?.requirementsDue.length ?? 0 },
    spendable: account?.balance ?? 0,
    earned: account?.earned ?? 0,
    keepEarnings: account?.keepEarnings ?? false,
    sharePercent: options.sharePercent,
    centsPerCredit: options.settings.centsPerCredit,
    minimumCents: options.settings.minimumCents,
    schedule: 'monthly',
    payouts: recent.map((payout) => ({
      id: payout.id,
      period: payout.period,
      credits: payout.credits,
      amountCents: payout.amountCents,
      status: payout.status,
      createdAt: payout.createdAt.toISOString(),
      paidAt: payout.paidAt?.toISOString() ?? null,
    })),
  };
}
