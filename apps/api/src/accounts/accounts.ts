import type { Profile, ProfileUpdate } from '@taskwell/api-sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts, creditLedger, socialLinks } from '../db/schema.ts';
import { invalid } from '../errors/domain-error.ts';
import { hasControlCharacters } from '../text/control-characters.ts';

/** The plan of a new account (spec §4: the first verification signs up on Free). */
export const initialPlan = 'Free';

/**
 * Creates the account on its first verification, with the welcome credit grant written to the
 * credit ledger in the same transaction. Safe under concurrency: the account row and the grant are
 * each created once (primary key; a partial unique index on the welcome grant).
 */
export async function ensureAccount(
  db: Database,
  options: { email: string; welcomeCredits: number; now: Date },
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(accounts)
      .values({
        email: options.email,
        plan: initialPlan,
        balance: options.welcomeCredits,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ email: accounts.email });
    if (inserted.length === 0) return { created: false };
    if (options.welcomeCredits > 0) {
      await tx.insert(creditLedger).values({
        id: newRowId(),
        accountEmail: options.email,
        delta: options.welcomeCredits,
        reason: 'welcome',
        balanceAfter: options.welcomeCredits,
        createdAt: options.now,
      });
    }
    return { created: true };
  });
}

/** The profile of an account (spec §3), or undefined when the account is gone. */
export async function readProfile(db: Database, email: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (!row) return undefined;
  const [link] = await db
    .select({ email: socialLinks.accountEmail })
    .from(socialLinks)
    .where(eq(socialLinks.accountEmail, email))
    .limit(1);
  return {
    id: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    organization: row.organization,
    plan: row.plan,
    accountBalance: row.balance,
    linkedinConnected: link !== undefined,
  };
}

function cleanName(value: string, field: string): string {
  const trimmed = value.normalize('NFC').trim();
  if (hasControlCharacters(trimmed)) {
    throw invalid('invalid_request', 'Names may not contain control characters.', {
      details: [{ path: `/body/${field}`, message: 'must not contain control characters' }],
    });
  }
  return trimmed;
}

/**
 * Saves first name, last name and organization, trimmed (the contract bounds their length). The
 * id, plan, balance and social link are read-only: a client that posts them changes nothing.
 */
export async function updateProfile(
  db: Database,
  options: { email: string; update: ProfileUpdate; now: Date },
): Promise<Profile | undefined> {
  const { update } = options;
  const changes: Partial<typeof accounts.$inferInsert> = { updatedAt: options.now };
  if (update.firstName !== undefined) changes.firstName = cleanName(update.firstName, 'firstName');
  if (update.lastName !== undefined) changes.lastName = cleanName(update.lastName, 'lastName');
  if (update.organization !== undefined) changes.organization = cleanName(update.organization, 'organization');
  await db.update(accounts).set(changes).where(eq(accounts.email, options.email));
  return readProfile(db, options.email);
}

/**
 * The sum of an account's spendable ledger entries (the balance must always equal it); earned
 * credits kept for payout are a pot of their own (decision 137).
 */
export async function ledgerSum(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(and(eq(creditLedger.accountEmail, email), eq(creditLedger.pot, 'spendable')));
  return Number(row?.total ?? 0);
}
