import type { ApiClient, PayoutOverview } from '@taskwell/api-sdk';
import { useEffect, useState } from 'react';
import * as styles from './editor.css.ts';

/** US cents as dollars, `$25.00`. */
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The terms of selling in words (issue 41): the share, the payout rate and minimum, and the choice. */
export function saleTermsText(
  overview: Pick<PayoutOverview, 'sharePercent' | 'centsPerCredit' | 'minimumCents' | 'schedule'>,
) {
  return [
    `You earn ${overview.sharePercent} % of each run's price, in whole credits (rounded down); Taskwell keeps the rest.`,
    `Earnings you keep for payout are paid ${overview.schedule} through Stripe at ${overview.centsPerCredit} cents a credit, once they reach ${usd(overview.minimumCents)}; or you spend them on runs.`,
    'A run refunded or disputed after its earnings were paid is taken from your next payout.',
  ];
}

/** "Before you sell": the terms, read from the payout settings, with where payouts are set up. */
export function SaleTerms({ client }: { client: Pick<ApiClient, 'getPayoutOverview'> }) {
  const [overview, setOverview] = useState<PayoutOverview | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    client.getPayoutOverview().then(
      (found) => live && setOverview(found),
      () => live && setOverview('failed'),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return (
    <section aria-labelledby="sale-terms-title">
      <h3 id="sale-terms-title">Before you sell</h3>
      {overview === null ? <p className={styles.hint}>Reading the terms…</p> : null}
      {overview === 'failed' ? <p className={styles.problem}>The terms could not be read. Please try again.</p> : null}
      {overview && overview !== 'failed' ? (
        <ul>
          {saleTermsText(overview).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <a href="/creator/earnings">Set up payouts on the Earnings page</a>
      </p>
    </section>
  );
}
