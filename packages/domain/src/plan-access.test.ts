import { describe, expect, it } from 'vitest';
import {
  annualPricePerMonth,
  canCreateTasks,
  isTaskUsable,
  lowestPlanFor,
  planKeysByPrice,
  planRank,
  visibleFeatures,
} from './plan-access.ts';
import { planDefinitions } from './plans.ts';

describe('planRank', () => {
  it.each([
    { given: 'free', want: 0 },
    { given: 'Discovery', want: 3 },
    { given: 'EXPLORER', want: 9 },
    { given: ' creator ', want: 18 },
    { given: 'enterprise', want: 36 },
    { given: 'gold', want: 0 },
    { given: undefined, want: 0 },
  ])('given $given, should be $want', ({ given, want }) => {
    expect(planRank(given)).toBe(want);
  });
});

describe('isTaskUsable (spec §5)', () => {
  it.each([
    { user: 'Free', plans: 'free', want: true },
    { user: 'Free', plans: 'discovery', want: false },
    { user: 'Explorer', plans: 'discovery', want: true },
    { user: 'Explorer', plans: 'creator|enterprise', want: false },
    { user: 'Creator', plans: 'ENTERPRISE|Creator', want: true },
    { user: 'Discovery', plans: 'enterprise|discovery', want: true },
    { user: 'Enterprise', plans: 'free', want: true },
    { user: undefined, plans: 'free', want: true },
    { user: undefined, plans: 'discovery', want: false },
    { user: 'Enterprise', plans: '', want: false },
    { user: 'Enterprise', plans: 'gold', want: false },
  ])('given a $user user and a task for "$plans", should be $want', ({ user, plans, want }) => {
    expect(isTaskUsable(user, plans)).toBe(want);
  });
});

describe('canCreateTasks (spec §6 "Task creation")', () => {
  it.each([
    { given: 'Free', want: false },
    { given: 'discovery', want: false },
    { given: 'Explorer', want: true },
    { given: 'creator', want: true },
    { given: ' Enterprise ', want: true },
    { given: 'gold', want: false },
    { given: undefined, want: false },
  ])('given the $given plan, should be $want', ({ given, want }) => {
    expect(canCreateTasks(given)).toBe(want);
  });
});

describe('lowestPlanFor', () => {
  it.each([
    { plans: 'creator|enterprise', want: 'creator' },
    { plans: 'enterprise|Discovery|creator', want: 'discovery' },
    { plans: 'free', want: 'free' },
    { plans: 'gold', want: undefined },
  ])('given "$plans", should be $want', ({ plans, want }) => {
    expect(lowestPlanFor(plans)?.key).toBe(want);
  });
});

describe('prices (spec §9)', () => {
  it('should order plans by price low to high', () => {
    expect(planKeysByPrice()).toEqual(['free', 'discovery', 'explorer', 'creator', 'enterprise']);
  });

  it.each([
    { monthly: 0, want: 0 },
    { monthly: 3, want: 2.5 },
    { monthly: 9, want: 7.5 },
    { monthly: 18, want: 15 },
    { monthly: 36, want: 30 },
  ])('given $monthly a month, the annual price per month should be $want', ({ monthly, want }) => {
    expect(annualPricePerMonth(monthly)).toBe(want);
  });
});

describe('visibleFeatures (spec §6)', () => {
  it('should hide the features valued n/a', () => {
    const free = planDefinitions.find((plan) => plan.key === 'free');
    const shown = visibleFeatures(free?.features ?? []).map((feature) => feature.name);
    expect(shown).toEqual(['Service selection', 'Personas', 'Output formats', 'Library access']);
  });

  it('should treat N/A in any case as hidden', () => {
    expect(visibleFeatures([{ value: 'N/A' }, { value: 'Pro' }])).toEqual([{ value: 'Pro' }]);
  });
});
