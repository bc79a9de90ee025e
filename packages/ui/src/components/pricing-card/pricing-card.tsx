import { visibleFeatures } from '@taskwell/domain';
import type { ReactNode } from 'react';
import { Badge } from '../badge/badge.tsx';
import * as styles from './pricing-card.css.ts';

/** One feature of a plan as its card lists it. */
export interface PricingCardFeature {
  /** The feature's name ('Personas'). */
  name: string;
  /** What the plan offers of it ('6 personas'); 'n/a' is left off the card (spec §2). */
  value: string;
}

/** Props of {@link PricingCard}. */
export interface PricingCardProps {
  /** The plan's name, the card's heading. */
  name: string;
  /** The price as shown, already formatted ('$7.50'). */
  price: string;
  /** What the price is for ('per month', 'per month, billed yearly', 'forever'). */
  period: string;
  /** The plan the page highlights (spec §6: Explorer). */
  favorite?: boolean;
  /** Marks the plan the user is on. */
  current?: boolean;
  /** Every feature of the plan; those valued 'n/a' are hidden. */
  features: readonly PricingCardFeature[];
  /** The card's action button; none for a visitor or while the subscription is unknown (spec §2). */
  action?: ReactNode;
  /** A line under the action, such as when a pending change takes effect. */
  note?: ReactNode;
}

/** A plan on the pricing page (spec §2): name, price, features and the action that applies to it. */
export function PricingCard({
  name,
  price,
  period,
  favorite = false,
  current = false,
  features,
  action,
  note,
}: PricingCardProps) {
  const headingId = `plan-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article aria-labelledby={headingId} className={favorite ? `${styles.card} ${styles.favorite}` : styles.card}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        {favorite ? <Badge>Most popular</Badge> : null}
        {current ? <Badge tone="positive">Your plan</Badge> : null}
      </div>
      <p className={styles.priceLine}>
        <span className={styles.price}>{price}</span> <span className={styles.period}>{period}</span>
      </p>
      <ul className={styles.features} aria-label={`${name} features`}>
        {visibleFeatures(features).map((feature) => (
          <li key={feature.name} className={styles.feature}>
            {feature.name}: <span className={styles.featureValue}>{feature.value}</span>
          </li>
        ))}
      </ul>
      {action || note ? (
        <div className={styles.footer}>
          {action}
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
      ) : null}
    </article>
  );
}
