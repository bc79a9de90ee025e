import { describe, expect, it } from 'vitest';
import { PriceCatalogue } from './price-catalogue.ts';
import { planOfRecord, type SubscriptionRecord, statusOfRecord } from './subscription-state.ts';
import { fakePaymentSettings } from './testing/fake-stripe.ts';

const prices = new PriceCatalogue(fakePaymentSettings());
const explorer: SubscriptionRecord = {
  subscriptionId: 'sub_1',
  status: 'active',
  priceId: 'price_explorer_monthly',
  plan: 'Explorer',
  billingCycle: 'month',
  periodEnd: 1_800_000_000,
  cancelAtPeriodEnd: false,
  scheduleId: null,
  nextPriceId: null,
  subscriptionCreated: 1_790_000_000,
};

describe('statusOfRecord (spec §3 Subscription status)', () => {
  it.each([
    {
      given: 'no subscription',
      record: undefined,
      want: { current_plan: 'Free', current_price: null, active: false, period_end: null, billing_cycle: null },
    },
    {
      given: 'an active subscription',
      record: explorer,
      want: {
        current_plan: 'Explorer',
        current_price: 'price_explorer_monthly',
        active: true,
        period_end: 1_800_000_000,
        billing_cycle: 'month',
        next_plan: null,
        cancelled: false,
        downgrading: false,
      },
    },
    {
      given: 'a pending downgrade',
      record: { ...explorer, scheduleId: 'sub_sched_1', nextPriceId: 'price_discovery_annual' },
      want: { next_plan: 'Discovery', next_price: 'price_discovery_annual', downgrading: true, cancelled: false },
    },
    {
      given: 'a pending cancellation (it wins over a schedule)',
      record: { ...explorer, cancelAtPeriodEnd: true, nextPriceId: 'price_discovery_monthly' },
      want: { next_plan: 'Free', next_price: null, downgrading: false, cancelled: true, active: true },
    },
    {
      given: 'a past-due subscription (Stripe still retries)',
      record: { ...explorer, status: 'past_due' },
      want: { current_plan: 'Explorer', active: true },
    },
    {
      given: 'a cancelled subscription',
      record: { ...explorer, status: 'canceled' },
      want: { current_plan: 'Free', current_price: null, active: false, cancelled: false },
    },
    {
      given: 'an incomplete first payment',
      record: { ...explorer, status: 'incomplete' },
      want: { current_plan: 'Free', active: false },
    },
  ])('given $given should answer $want', ({ record, want }) => {
    expect(statusOfRecord(record, prices)).toMatchObject(want);
  });

  it.each([
    { given: 'active', want: 'Explorer' },
    { given: 'trialing', want: 'Explorer' },
    { given: 'past_due', want: 'Explorer' },
    { given: 'unpaid', want: 'Free' },
    { given: 'canceled', want: 'Free' },
    { given: 'incomplete_expired', want: 'Free' },
    { given: 'paused', want: 'Free' },
  ])('given a $given subscription the account plan should be $want', ({ given, want }) => {
    expect(planOfRecord({ ...explorer, status: given })).toBe(want);
  });
});
