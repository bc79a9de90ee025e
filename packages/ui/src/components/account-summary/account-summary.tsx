import { Coins, Crown } from 'lucide-react';
import * as styles from './account-summary.css.ts';

/** Props of {@link AccountSummary}. */
export interface AccountSummaryProps {
  /** The credit balance; undefined while it cannot be read. */
  credits?: number | undefined;
  /** The plan's name ('Free', 'Explorer'); undefined while it cannot be read. */
  plan?: string | undefined;
  /** The first name, or the account id when the profile has none (spec §2). */
  name: string;
}

const creditFormat = new Intl.NumberFormat('en-US');

/**
 * The signed-in header of spec §2: Credits (balance), Subscription (plan) and 'Welcome, {name}'.
 * On a phone the two labels are read out but not shown and the welcome makes room, so the header
 * keeps one line at 375 px.
 */
export function AccountSummary({ credits, plan, name }: AccountSummaryProps) {
  return (
    <div className={styles.summary}>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Coins aria-hidden size={16} />
            <span className={styles.label}>Credits</span>
          </dt>
          <dd className={styles.value}>{credits === undefined ? '–' : creditFormat.format(credits)}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>
            <Crown aria-hidden size={16} />
            <span className={styles.label}>Subscription</span>
          </dt>
          <dd className={`${styles.value} ${styles.plan}`}>{plan ?? '–'}</dd>
        </div>
      </dl>
      <p className={styles.welcome} title={`Welcome, ${name}`}>{`Welcome, ${name}`}</p>
    </div>
  );
}
