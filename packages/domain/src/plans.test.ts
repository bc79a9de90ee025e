import { describe, expect, it } from 'vitest';
import { featureDefinitions, planDefinitions, planKeys } from './plans.ts';

const byKey = Object.fromEntries(planDefinitions.map((plan) => [plan.key, plan]));
const value = (key: string, feature: string) => byKey[key]?.features.find((f) => f.name === feature)?.value;

describe('the plans', () => {
  it('should list the five plans lowest rank first, with the ranks of spec §5', () => {
    expect(planDefinitions.map((plan) => [plan.key, plan.rank])).toEqual([
      ['free', 0],
      ['discovery', 3],
      ['explorer', 9],
      ['creator', 18],
      ['enterprise', 36],
    ]);
    expect(planDefinitions.map((plan) => plan.key)).toEqual([...planKeys]);
  });

  it.each([
    { key: 'free', monthly: 0, annual: 0 },
    { key: 'discovery', monthly: 3, annual: 30 },
    { key: 'explorer', monthly: 9, annual: 90 },
    { key: 'creator', monthly: 18, annual: 180 },
    { key: 'enterprise', monthly: 36, annual: 360 },
  ])('given $key, should cost $monthly monthly and $annual annually (spec §9)', ({ key, monthly, annual }) => {
    expect(byKey[key]?.price).toEqual({ monthly, annual });
  });

  it('should make explorer, and only explorer, the favourite (spec §6)', () => {
    expect(planDefinitions.filter((plan) => plan.favorite).map((plan) => plan.key)).toEqual(['explorer']);
  });

  it('should give every plan every feature, in the order of the feature definitions', () => {
    for (const plan of planDefinitions) {
      expect(plan.features.map((feature) => feature.name)).toEqual(featureDefinitions.map((feature) => feature.name));
    }
  });

  it.each([
    { key: 'free', feature: 'Personalization', want: 'n/a' },
    { key: 'free', feature: 'Library access', want: 'Limited' },
    { key: 'discovery', feature: 'Personas', want: '3 personas' },
    { key: 'discovery', feature: 'Personalization', want: 'Nano' },
    { key: 'discovery', feature: 'Task creation', want: 'n/a' },
    { key: 'explorer', feature: 'Personas', want: '6 personas' },
    { key: 'explorer', feature: 'Output formats', want: '3 formats' },
    { key: 'explorer', feature: 'Personalization', want: 'Pro' },
    { key: 'explorer', feature: 'Private AI', want: 'n/a' },
    { key: 'creator', feature: 'Personalization', want: 'Ultra' },
    { key: 'creator', feature: 'Publishing', want: 'Public marketplace' },
    { key: 'enterprise', feature: 'Publishing', want: 'Public and branded private marketplace' },
  ])('given $key, $feature should be $want (spec §6)', ({ key, feature, want }) => {
    expect(value(key, feature)).toBe(want);
  });

  it('should hide nothing on the free plan that a higher plan lacks', () => {
    const free = byKey.free?.features ?? [];
    for (const plan of planDefinitions) {
      for (const feature of free.filter((f) => f.value !== 'n/a')) {
        expect(value(plan.key, feature.name), `${plan.key} ${feature.name}`).not.toBe('n/a');
      }
    }
  });
});
