import { describe, expect, it } from 'vitest';
import { type PricingCard, pricingCardAction, type SubscriptionState } from './pricing-action.ts';

const cards: PricingCard[] = [
  { plan: 'Free', available: true, priceIds: null },
  { plan: 'Discovery', available: true, priceIds: { monthly: 'disc_m', annual: 'disc_y' } },
  { plan: 'Explorer', available: true, priceIds: { monthly: 'expl_m', annual: 'expl_y' } },
  { plan: 'Creator', available: true, priceIds: { monthly: 'crea_m', annual: 'crea_y' } },
  { plan: 'Enterprise', available: false, priceIds: { monthly: 'ent_m', annual: 'ent_y' } },
];
const card = (plan: string) => cards.find((entry) => entry.plan === plan) as PricingCard;

const periodEnd = Date.UTC(2026, 11, 31) / 1000;
const onExplorerMonthly: SubscriptionState = {
  current_plan: 'Explorer',
  current_price: 'expl_m',
  active: true,
  cancelled: false,
  downgrading: false,
  period_end: periodEnd,
  billing_cycle: 'month',
};

describe('pricingCardAction (spec §4)', () => {
  it.each([
    {
      name: 'no subscription: a paid card is a purchase',
      card: 'Explorer',
      cycle: 'monthly',
      sub: null,
      want: ['purchase', 'Purchase', false, 'expl_m'],
    },
    {
      name: 'no subscription: annual prices',
      card: 'Explorer',
      cycle: 'annual',
      sub: null,
      want: ['purchase', 'Purchase', false, 'expl_y'],
    },
    {
      name: 'free plan: the free card is current',
      card: 'Free',
      cycle: 'monthly',
      sub: { current_plan: 'Free', active: true },
      want: ['current', 'Current Plan', true, undefined],
    },
    {
      name: 'free plan: a paid card is a purchase',
      card: 'Discovery',
      cycle: 'monthly',
      sub: { current_plan: 'Free', active: true },
      want: ['purchase', 'Purchase', false, 'disc_m'],
    },
    {
      name: 'an unavailable plan is a waitlist',
      card: 'Enterprise',
      cycle: 'monthly',
      sub: onExplorerMonthly,
      want: ['waitlist', 'Waitlist', true, undefined],
    },
    {
      name: 'an inactive paid plan buys again',
      card: 'Creator',
      cycle: 'monthly',
      sub: { ...onExplorerMonthly, active: false },
      want: ['purchase', 'Purchase', false, 'crea_m'],
    },
    {
      name: 'paid: the current price is current',
      card: 'Explorer',
      cycle: 'monthly',
      sub: onExplorerMonthly,
      want: ['current', 'Current Plan', true, undefined],
    },
    {
      name: 'paid: a higher plan is an upgrade',
      card: 'Creator',
      cycle: 'monthly',
      sub: onExplorerMonthly,
      want: ['upgrade', 'Upgrade', false, 'crea_m'],
    },
    {
      name: 'paid: the same plan annual is an upgrade',
      card: 'Explorer',
      cycle: 'annual',
      sub: onExplorerMonthly,
      want: ['upgrade', 'Upgrade', false, 'expl_y'],
    },
    {
      name: 'paid: a lower plan is a downgrade',
      card: 'Discovery',
      cycle: 'annual',
      sub: onExplorerMonthly,
      want: ['downgrade', 'Downgrade', false, 'disc_y'],
    },
    {
      name: 'paid annual: the same plan monthly is a downgrade',
      card: 'Explorer',
      cycle: 'monthly',
      sub: { ...onExplorerMonthly, current_price: 'expl_y', billing_cycle: 'year' },
      want: ['downgrade', 'Downgrade', false, 'expl_m'],
    },
    {
      name: 'paid: the free card cancels',
      card: 'Free',
      cycle: 'monthly',
      sub: onExplorerMonthly,
      want: ['cancel', 'Cancel', false, undefined],
    },
    {
      name: 'cancelled: the current card continues the subscription',
      card: 'Explorer',
      cycle: 'monthly',
      sub: { ...onExplorerMonthly, cancelled: true },
      want: ['continue', 'Downgrading 31 Dec 2026', false, undefined],
    },
    {
      name: 'downgrading: the current card continues the subscription',
      card: 'Explorer',
      cycle: 'monthly',
      sub: { ...onExplorerMonthly, downgrading: true, next_plan: 'Discovery', next_price: 'disc_m' },
      want: ['continue', 'Downgrading 31 Dec 2026', false, undefined],
    },
    {
      name: 'downgrading: the next price is a future downgrade',
      card: 'Discovery',
      cycle: 'monthly',
      sub: { ...onExplorerMonthly, downgrading: true, next_plan: 'Discovery', next_price: 'disc_m' },
      want: ['future-downgrade', 'Future Downgrade', true, undefined],
    },
    {
      name: 'downgrading: the other cycle of the next plan stays a downgrade',
      card: 'Discovery',
      cycle: 'annual',
      sub: { ...onExplorerMonthly, downgrading: true, next_plan: 'Discovery', next_price: 'disc_m' },
      want: ['downgrade', 'Downgrade', false, 'disc_y'],
    },
    {
      name: 'cancelled: the free card is the future downgrade',
      card: 'Free',
      cycle: 'monthly',
      sub: { ...onExplorerMonthly, cancelled: true },
      want: ['future-downgrade', 'Future Downgrade', true, undefined],
    },
    {
      name: 'plan names match in any case',
      card: 'Creator',
      cycle: 'monthly',
      sub: { ...onExplorerMonthly, current_plan: 'EXPLORER' },
      want: ['upgrade', 'Upgrade', false, 'crea_m'],
    },
  ] as const)('$name', ({ card: plan, cycle, sub, want }) => {
    const action = pricingCardAction(card(plan), cycle, sub as SubscriptionState | null, cards);
    const [kind, label, disabled, priceId] = want;
    expect(action).toMatchObject({ kind, label, disabled });
    expect('priceId' in action ? action.priceId : undefined).toBe(priceId);
  });
});
