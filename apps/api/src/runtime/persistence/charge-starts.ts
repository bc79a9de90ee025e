import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { preparedRows } from '../../db/prepared-statements.ts';
import { againWhenRolledBack } from '../../db/rolled-back.ts';
import { newRowId } from '../../db/row-ids.ts';
import { accounts } from '../../db/schema.ts';
import type { NewRun } from './run-writes.ts';

/** One start to charge: the run to create, and the plans that unlock its task (none: every plan does). */
export interface ChargeRequest {
  run: NewRun;
  plans?: readonly string[] | undefined;
}

/** Whether a start was charged and its run created; if not, the account as it was then (undefined: no such account). */
export type ChargeOutcome =
  | { created: true }
  | { created: false; account: { plan: string; balance: number } | undefined };

/** A start whose statement failed: nothing of it was written, and its caller is given `error`. */
export interface ChargeFailed {
  failed: unknown;
}

/**
 * Charges the starts of one turn, one start per account in each statement (`chargeStarts`), the
 * statements one after another. A statement the server rolled back as a deadlock's victim runs
 * again (it wrote nothing); a statement that fails otherwise fails its own starts and those not
 * yet tried, never the starts an earlier statement charged, whose runs exist.
 */
export async function chargeInTurns(
  db: Database,
  requests: readonly ChargeRequest[],
): Promise<Map<ChargeRequest, ChargeOutcome | ChargeFailed>> {
  const turns: ChargeRequest[][] = [];
  const turnOf = new Map<string, number>();
  for (const request of requests) {
    const turn = turnOf.get(request.run.accountEmail) ?? 0;
    turnOf.set(request.run.accountEmail, turn + 1);
    if (!turns[turn]) turns[turn] = [];
    turns[turn].push(request);
  }
  const outcomes = new Map<ChargeRequest, ChargeOutcome | ChargeFailed>();
  for (const [index, now] of turns.entries()) {
    try {
      const { created, byEmail } = await againWhenRolledBack(() => chargeStarts(db, now));
      for (const request of now) {
        outcomes.set(
          request,
          created.has(request.run.id)
            ? { created: true }
            : { created: false, account: byEmail.get(request.run.accountEmail) },
        );
      }
    } catch (error) {
      for (const request of turns.slice(index).flat()) outcomes.set(request, { failed: error });
      break;
    }
  }
  return outcomes;
}

/**
 * Charges the starts of one turn and creates their runs in one statement (decision 060), each
 * start at most one per account: the charge is a conditional update (the balance covers the fee,
 * and the account's plan is one of `plans` when given), and the ledger entries and runs are
 * written only from the rows it charged. The accounts are locked in address order first, so that
 * two turns' statements charging some of the same accounts never wait for each other in a circle
 * (a deadlock PostgreSQL would end by failing one of them). The lock is the update's own (`FOR NO
 * KEY UPDATE`), not `FOR UPDATE`: rows written meanwhile that refer to an account (a batch of
 * step outputs for many runs' owners, a ledger entry) take a key-share lock on it, which `FOR
 * UPDATE` waits for and `FOR NO KEY UPDATE` does not, so such a batch, taking its locks in its own
 * order, cannot close a circle with a charge (bench:runs met that deadlock on PostgreSQL). Gives
 * the ids of the runs created and, for the accounts of the starts refused, the account as it is
 * then (absent: no such account).
 */
export async function chargeStarts(
  db: Database,
  now: readonly ChargeRequest[],
): Promise<{ created: Set<string>; byEmail: Map<string, { plan: string; balance: number }> }> {
  const input = now.map(({ run, plans }) => ({
    id: run.id,
    email: run.accountEmail,
    task_id: run.taskId,
    status: run.status,
    fee: run.fee,
    inputs: run.inputs,
    answers: run.answers,
    state: run.state,
    results: run.results,
    step: run.step,
    max: run.max,
    queued_at: run.queuedAt.toISOString(),
    created_at: run.createdAt.toISOString(),
    retry_of: run.retryOf ?? null,
    task_version: run.taskVersion ?? null,
    draft_definition: run.draftDefinition ?? null,
    listing_id: run.listingId ?? null,
    ai_service: run.aiService ?? null,
    persona: run.persona ?? null,
    // Plan names are matched as the domain reads them: trimmed, in any case.
    plans: plans ? plans.join(',') : null,
    ledger_id: newRowId(),
  }));
  const rows = await preparedRows(
    db,
    sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS i(id text, email text, task_id text,
        status text, fee int, inputs jsonb, answers jsonb, state jsonb, results jsonb, step int, max int,
        queued_at timestamptz, created_at timestamptz, retry_of text, task_version int, draft_definition jsonb,
        listing_id text, ai_service text, persona jsonb, plans text, ledger_id text)
    ), locked AS MATERIALIZED (
      SELECT a.email FROM accounts a WHERE a.email IN (SELECT email FROM input) ORDER BY a.email FOR NO KEY UPDATE
    ), charged AS (
      UPDATE accounts a SET balance = a.balance - i.fee, updated_at = i.created_at
      FROM input i JOIN locked l ON l.email = i.email
      WHERE a.email = i.email AND a.balance >= i.fee
        AND (i.plans IS NULL OR lower(btrim(a.plan)) = ANY(string_to_array(i.plans, ',')))
      RETURNING i.id, a.balance
    ), ledger AS (
      INSERT INTO credit_ledger (id, account_email, delta, reason, balance_after, run_id, created_at)
      SELECT i.ledger_id, i.email, -i.fee, 'run', c.balance, i.id, i.created_at
      FROM charged c JOIN input i ON i.id = c.id
      WHERE i.fee > 0
    ), created AS (
      INSERT INTO runs (id, account_email, task_id, status, fee, inputs, answers, state, results, step, max,
        queued_at, created_at, updated_at, retry_of, task_version, draft_definition, listing_id, ai_service,
        persona)
      SELECT i.id, i.email, i.task_id, i.status, i.fee, i.inputs, i.answers, i.state, i.results, i.step, i.max,
        i.queued_at, i.created_at, i.created_at, i.retry_of, i.task_version, i.draft_definition, i.listing_id,
        i.ai_service, i.persona
      FROM charged c JOIN input i ON i.id = c.id
      RETURNING id
    )
    SELECT id FROM created`,
  );
  const created = new Set(rows.map((row) => String(row.id)));
  const refused = now.filter((request) => !created.has(request.run.id));
  const found = refused.length
    ? await db
        .select({ email: accounts.email, plan: accounts.plan, balance: accounts.balance })
        .from(accounts)
        .where(inArray(accounts.email, [...new Set(refused.map((request) => request.run.accountEmail))]))
    : [];
  const byEmail = new Map(found.map(({ email, ...account }) => [email, account]));
  return { created, byEmail };
}
