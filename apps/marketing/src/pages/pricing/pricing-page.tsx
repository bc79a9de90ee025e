import { annualPricePerMonth, type BillingCycle, planDefinitions, visibleFeatures } from '@taskwell/domain';
import { Badge } from '@taskwell/ui/badge';
import { Card } from '@taskwell/ui/card';
import { LinkButton } from '@taskwell/ui/link-button';
import { SegmentedControl } from '@taskwell/ui/segmented-control';
import { Grid, Text, Title } from '@taskwell/ui/typography';
import { useState } from 'react';
import * as styles from './pricing-page.css.ts';

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const usd = { format: (value: number) => (Number.isInteger(value) ? whole : cents).format(value) };

/** The per-month figure a card shows: the monthly price, or 10 × monthly / 12 when billed yearly (spec §9). */
export function shownPrice(monthly: number, cycle: BillingCycle): string {
  return usd.format(cycle === 'monthly' ? monthly : annualPricePerMonth(monthly));
}

export interface PricingPageProps {
  /** The studio's address; the call to action leads to its pricing page, with the sign-up open (`/pricing?auth=signup`). */
  studioUrl: string;
}

/**
 * spec §2 pricing for visitors: Monthly / Annual, one card per plan with its features ('n/a'
 * hidden), no purchase buttons (the visitor is not signed in) but a way on to the studio's pricing
 * page, where signing up keeps them to buy a plan.
 */
export function PricingPage({ studioUrl }: PricingPageProps) {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title order={1}>Pricing</Title>
        <Text muted>Prices in USD per user per month. Annual billing gives you two months free.</Text>
        <SegmentedControl
          label="Billing cycle"
          value={cycle}
          onValueChange={setCycle}
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'annual', label: 'Annual' },
          ]}
        />
      </div>
      <Grid columns="1-5" as="ul" aria-label="Plans">
        {planDefinitions.map((plan) => (
          <li key={plan.key} className={plan.favorite ? styles.favourite : undefined}>
            <Card as="article" aria-labelledby={`plan-${plan.key}`}>
              <Title order={2} id={`plan-${plan.key}`}>
                {plan.name}
              </Title>
              {plan.favorite ? <Badge>Most popular</Badge> : null}
              <p>
                <span className={styles.price}>{shownPrice(plan.price.monthly, cycle)}</span>{' '}
                <span className={styles.per}>
                  {plan.price.monthly === 0
                    ? 'forever'
                    : cycle === 'monthly'
                      ? 'per month'
                      : 'per month, billed yearly'}
                </span>
              </p>
              <ul className={styles.features} aria-label={`${plan.name} features`}>
                {visibleFeatures(plan.features).map((feature) => (
                  <li key={feature.name}>
                    {feature.name}: <span className={styles.featureValue}>{feature.value}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </Grid>
      <div>
        <LinkButton href={`${studioUrl}/pricing?auth=signup`} size="lg">
          Choose your plan
        </LinkButton>
      </div>
    </div>
  );
}
