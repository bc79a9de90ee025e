import type { ApiClient, PayoutOverview } from '@taskwell/api-sdk';
import { formatMonth } from '@taskwell/domain';
import { Button } from '@taskwell/ui/button';
import { DataTable } from '@taskwell/ui/data-table';
import { Select } from '@taskwell/ui/select';
import { Switch } from '@taskwell/ui/switch';
import { useEffect, useState } from 'react';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import * as styles from '../creator/editor.css.ts';
import * as own from './earnings.css.ts';

/** What the panel asks of the API. */
export type PayoutsClient = Pick<ApiClient, 'getPayoutOverview' | 'startPayoutOnboarding' | 'setEarningsChoice'>;

/** US cents as dollars, `$12.34`. */
export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The payout account's state in the creator's words, and what the button does next. */
export function accountWords(account: PayoutOverview['account']): { state: string; action: string | null } {
  switch (account.state) {
    case 'none':
      return { state: 'Not connected', action: 'Connect a payout account' };
    case 'details_due':
      return {
        state: `Details due: Stripe asks for ${account.requirementsDue} more ${account.requirementsDue === 1 ? 'detail' : 'details'}`,
        action: 'Continue the set-up with Stripe',
      };
    case 'verified':
      return { state: 'Verified: payouts start as soon as Stripe turns them on', action: null };
    case 'payouts_on':
      return { state: 'Payouts on', action: null };
  }
}

/** The last 12 months (UTC), newest first, as `YYYY-MM`. */
export function lastMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}

/**
 * The creator's payouts (issue 41): the payout account and its state, the balances apart
 * (earned, kept for payout; spendable, never paid out), the choice for new earnings, the terms,
 * the month's statement to download and the payouts made.
 */
export function PayoutsPanel({
  client,
  now,
  go = (url) => window.location.assign(url),
  back = false,
  recheckMs = 3_000,
}: {
  client: PayoutsClient;
  now: Date;
  /** Sends the browser to Stripe's onboarding form. */
  go?: (url: string) => void;
  /** The creator has just come back from Stripe's form, whose news (`account.updated`) may come later. */
  back?: boolean;
  /** How long to wait before reading the account's state again while Stripe checks it. */
  recheckMs?: number;
}) {
  const [overview, setOverview] = useState<PayoutOverview | null | 'failed'>(null);
  const [busy, setBusy] = useState<'connect' | 'choice' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmSpend, setConfirmSpend] = useState(false);
  const months = lastMonths(now);
  const [month, setMonth] = useState(months[0] ?? '');
  const dates = useReaderDates();
  const [reads, setReads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: "Try again" (a new read) asks for the payouts again
  useEffect(() => {
    let live = true;
    setOverview(null);
    client.getPayoutOverview().then(
      (found) => live && setOverview(found),
      () => live && setOverview('failed'),
    );
    return () => {
      live = false;
    };
  }, [client, reads]);

  // Back from Stripe's form, the account may still read as it was until Stripe tells us: read it
  // again a few times (10) while it does.
  const [rechecks, setRechecks] = useState(0);
  const checking =
    back &&
    rechecks < 10 &&
    typeof overview === 'object' &&
    overview !== null &&
    (overview.account.state === 'none' || overview.account.state === 'details_due');
  // biome-ignore lint/correctness/useExhaustiveDependencies: each read done (rechecks) waits for the next
  useEffect(() => {
    if (!checking) return;
    let live = true;
    const timer = setTimeout(() => {
      client.getPayoutOverview().then(
        (found) => {
          if (!live) return;
          setOverview(found);
          setRechecks((count) => count + 1);
        },
        () => live && setRechecks((count) => count + 1),
      );
    }, recheckMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [checking, rechecks, client, recheckMs]);

  if (overview === null) return <p className={styles.hint}>Reading your payouts…</p>;
  if (overview === 'failed') {
    return (
      <section aria-labelledby="payouts-title">
        <h2 id="payouts-title">Payouts</h2>
        <p role="alert" className={styles.problem}>
          Your payouts could not be read. Please try again.
        </p>
        <Button type="button" variant="outline" onClick={() => setReads((count) => count + 1)}>
          Try again
        </Button>
      </section>
    );
  }

  const words = accountWords(overview.account);
  const connect = async () => {
    setBusy('connect');
    setProblem(null);
    try {
      go((await client.startPayoutOnboarding()).url);
    } catch {
      setProblem('The payout account set-up could not be started. Please try again.');
      setBusy(null);
    }
  };
  const choose = async (keep: boolean) => {
    setBusy('choice');
    setProblem(null);
    try {
      setOverview(await client.setEarningsChoice({ keep }));
      setConfirmSpend(false);
    } catch {
      setProblem('Your choice could not be saved. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="payouts-title">
      <h2 id="payouts-title">Payouts</h2>
      <p>
        {`Earned credits are paid out ${overview.schedule} through Stripe at ${overview.centsPerCredit} cents a credit, `}
        {`once they reach ${usd(overview.minimumCents)}. Credits you bought are never paid out.`}
      </p>
      <dl className={own.figures}>
        <dt>Payout account</dt>
        <dd>{words.state}</dd>
        <dt>Earned, kept for payout</dt>
        <dd>{`${overview.earned} credits (${usd(overview.earned * overview.centsPerCredit)})`}</dd>
        <dt>Spendable on runs</dt>
        <dd>{`${overview.spendable} credits`}</dd>
      </dl>
      {checking ? (
        <p role="status" className={styles.hint}>
          Stripe is checking the details you gave. Your payout account's state shows here as soon as Stripe tells us.
        </p>
      ) : null}
      {words.action ? (
        <Button type="button" loading={busy === 'connect'} disabled={busy !== null} onClick={connect}>
          {words.action}
        </Button>
      ) : null}
      <Switch
        label="Keep new earnings for payout"
        checked={overview.keepEarnings}
        disabled={busy !== null}
        onCheckedChange={(keep) => (keep || overview.earned <= 0 ? choose(keep) : setConfirmSpend(true))}
      />
      {confirmSpend ? (
        <fieldset className={own.confirm}>
          <legend>Spend your earnings</legend>
          <p>{`Your ${overview.earned} earned credits move to your spendable balance and can no longer be paid out.`}</p>
          <Button type="button" loading={busy === 'choice'} onClick={() => choose(false)}>
            {`Move ${overview.earned} credits to spendable`}
          </Button>{' '}
          <Button type="button" variant="outline" onClick={() => setConfirmSpend(false)}>
            Keep them for payout
          </Button>
        </fieldset>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <form className={own.range} aria-label="Statement" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Statement of"
          value={month}
          onValueChange={setMonth}
          options={months.map((value) => ({ value, label: formatMonth(value) }))}
        />
        <a href={`/api/creator/payouts/statements/${month}?format=csv`} download={`taskwell-statement-${month}.csv`}>
          Statement CSV
        </a>
        <a href={`/api/creator/payouts/statements/${month}?format=pdf`} download={`taskwell-statement-${month}.pdf`}>
          Statement PDF
        </a>
      </form>
      <DataTable
        label="Payouts made"
        rows={overview.payouts}
        rowKey={(payout) => payout.id}
        empty="No payouts yet."
        columns={[
          { header: 'Month', cell: (payout) => formatMonth(payout.period) },
          { header: 'Credits', cell: (payout) => payout.credits, align: 'end' },
          { header: 'Amount', cell: (payout) => usd(payout.amountCents), align: 'end' },
          { header: 'Status', cell: (payout) => (payout.paidAt ? `Paid ${dates.date(payout.paidAt)}` : 'Pending') },
        ]}
      />
    </section>
  );
}
