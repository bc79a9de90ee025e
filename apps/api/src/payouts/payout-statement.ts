import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { DocumentBlock } from '../documents/markdown-blocks.ts';
import { writePdf } from '../documents/pdf-document.ts';
import type { PayoutSettings } from './payout-settings.ts';

/** One task's line of a month's statement. */
export interface StatementTask {
  task: string;
  listingId: string;
  /** Sales whose share was credited in the month. */
  sales: number;
  creditsEarned: number;
  /** Credits taken back by refunds and disputes in the month. */
  creditsReversed: number;
  /** Of the net credits, those kept for payout (the rest went to the spendable balance). */
  creditsKept: number;
  /** What the kept credits are worth at the payout rate, in US cents. */
  keptCents: number;
}

/** A payout made in the month. */
export interface StatementPayout {
  id: string;
  credits: number;
  amountCents: number;
  status: 'pending' | 'paid';
  transferId: string | null;
}

/** A creator's statement of one month (decision 137). */
export interface Statement {
  month: string;
  centsPerCredit: number;
  tasks: StatementTask[];
  payouts: StatementPayout[];
}

/** The statement of `month` (`YYYY-MM`, UTC) of an account: its sales per task and its payouts. */
export async function payoutStatement(
  db: Database,
  options: { email: string; month: string; settings: PayoutSettings },
): Promise<Statement> {
  const start = `${options.month}-01T00:00:00Z`;
  const rate = options.settings.centsPerCredit;
  const tasks = await queryRows(
    db,
    sql`
    SELECT l.id AS listing_id, coalesce(l.card->>'name', '') AS name,
      (count(*) FILTER (WHERE e.reason = 'earning'))::int AS sales,
      coalesce(sum(e.delta) FILTER (WHERE e.reason = 'earning'), 0)::int AS earned,
      coalesce(-sum(e.delta) FILTER (WHERE e.reason = 'sale_reversed'), 0)::int AS reversed,
      coalesce(sum(e.delta) FILTER (WHERE e.pot = 'earned'), 0)::int AS kept
    FROM credit_ledger e
      JOIN runs r ON r.id = e.run_id
      JOIN store_listings l ON l.id = r.listing_id
    WHERE e.account_email = ${options.email} AND e.reason IN ('earning', 'sale_reversed')
      AND e.created_at >= ${start}::timestamptz AND e.created_at < ${start}::timestamptz + interval '1 month'
    GROUP BY 1, 2
    ORDER BY 2, 1`,
  );
  const payouts = await queryRows(
    db,
    sql`SELECT id, credits, amount_cents, status, transfer_id FROM payouts
    WHERE account_email = ${options.email} AND period = ${options.month} ORDER BY created_at, id`,
  );
  return {
    month: options.month,
    centsPerCredit: rate,
    tasks: tasks.map((row) => ({
      task: String(row.name),
      listingId: String(row.listing_id),
      sales: Number(row.sales),
      creditsEarned: Number(row.earned),
      creditsReversed: Number(row.reversed),
      creditsKept: Number(row.kept),
      keptCents: Number(row.kept) * rate,
    })),
    payouts: payouts.map((row) => ({
      id: String(row.id),
      credits: Number(row.credits),
      amountCents: Number(row.amount_cents),
      status: row.status === 'paid' ? 'paid' : 'pending',
      transferId: row.transfer_id === null ? null : String(row.transfer_id),
    })),
  };
}

/** US cents as dollars, `12.34`. */
export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The statement as CSV: one row per task, then one per payout, each named by its `line`. */
export function statementCsv(statement: Statement): string {
  const rows = [
    ...statement.tasks.map((task) => ({
      line: 'sales',
      month: statement.month,
      task: task.task,
      listing: task.listingId,
      sales: task.sales,
      earned: task.creditsEarned,
      reversed: task.creditsReversed,
      credits: task.creditsKept,
      usd: dollars(task.keptCents),
      payout: '',
      status: '',
      transfer: '',
    })),
    ...statement.payouts.map((payout) => ({
      line: 'payout',
      month: statement.month,
      task: '',
      listing: '',
      sales: '',
      earned: '',
      reversed: '',
      credits: payout.credits,
      usd: dollars(payout.amountCents),
      payout: payout.id,
      status: payout.status,
      transfer: payout.transferId ?? '',
    })),
  ];
  return stringify(rows, {
    header: true,
    columns: [
      { key: 'line', header: 'line' },
      { key: 'month', header: 'month' },
      { key: 'task', header: 'task' },
      { key: 'listing', header: 'listing' },
      { key: 'sales', header: 'sales' },
      { key: 'earned', header: 'credits earned' },
      { key: 'reversed', header: 'credits refunded' },
      { key: 'credits', header: 'credits kept or paid' },
      { key: 'usd', header: `USD (at ${statement.centsPerCredit} cents a credit)` },
      { key: 'payout', header: 'payout' },
      { key: 'status', header: 'status' },
      { key: 'transfer', header: 'transfer' },
    ],
  });
}

const cell = (text: string | number) => [{ text: String(text) }];

/** The statement as a PDF (the result documents' layout: a heading, tables, a note on the rate). */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const blocks: DocumentBlock[] = [
    { kind: 'heading', depth: 1, runs: [{ text: `Taskwell earnings statement, ${statement.month}` }] },
    {
      kind: 'paragraph',
      runs: [{ text: `Earned credits are paid at ${statement.centsPerCredit} US cents a credit.` }],
    },
    { kind: 'heading', depth: 2, runs: [{ text: 'Sales per task' }] },
    statement.tasks.length === 0
      ? { kind: 'paragraph', runs: [{ text: 'No sales this month.' }] }
      : {
          kind: 'table',
          rows: [
            ['Task', 'Sales', 'Credits earned', 'Credits refunded', 'Kept for payout', 'USD'].map(cell),
            ...statement.tasks.map((task) =>
              [
                task.task,
                task.sales,
                task.creditsEarned,
                task.creditsReversed,
                task.creditsKept,
                dollars(task.keptCents),
              ].map(cell),
            ),
          ],
        },
    { kind: 'heading', depth: 2, runs: [{ text: 'Payouts' }] },
    statement.payouts.length === 0
      ? { kind: 'paragraph', runs: [{ text: 'No payout this month.' }] }
      : {
          kind: 'table',
          rows: [
            ['Credits', 'USD', 'Status', 'Transfer'].map(cell),
            ...statement.payouts.map((payout) =>
              [payout.credits, dollars(payout.amountCents), payout.status, payout.transferId ?? '—'].map(cell),
            ),
          ],
        },
  ];
  return writePdf(blocks, {
    title: `Earnings statement ${statement.month}`,
    created: new Date(`${statement.month}-01T00:00:00Z`),
  });
}
