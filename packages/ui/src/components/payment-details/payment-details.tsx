import { formatCents } from '@taskwell/domain';
import type { ReactNode } from 'react';
import * as styles from './payment-details.css.ts';

/** Props of {@link PaymentDetails}. */
export interface PaymentDetailsProps {
  /** The last 4 digits of the default card, or null when there is none. */
  defaultLast4: string | null;
  /** The last 4 digits of the subscription's card, or null when there is none. */
  subscriptionLast4: string | null;
  /** What is owed on the next invoice, in US cents (spec §3 "owed_balance"). */
  owedBalanceCents: number;
  /** The 'Modify Payment Details' button. */
  action?: ReactNode;
}

function maskedCard(last4: string): string {
  return `Card ending in ${last4}`;
}

/** spec §2 Billing "payment details": the cards masked to their last 4 digits, and the owed balance. */
export function PaymentDetails({ defaultLast4, subscriptionLast4, owedBalanceCents, action }: PaymentDetailsProps) {
  return (
    <div className={styles.body}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>Default payment method</dt>
          <dd className={styles.value}>{defaultLast4 ? maskedCard(defaultLast4) : 'No default payment found'}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Subscription payment method</dt>
          <dd className={styles.value}>
            {subscriptionLast4 ? maskedCard(subscriptionLast4) : 'No subscription payment details found'}
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Owed balance</dt>
          <dd className={styles.value}>{`$${formatCents(owedBalanceCents)}`}</dd>
        </div>
      </dl>
      {action ? <div>{action}</div> : null}
    </div>
  );
}
