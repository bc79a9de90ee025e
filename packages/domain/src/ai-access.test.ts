import { describe, expect, it } from 'vitest';
import {
  aiCostFloor,
  aiServiceKey,
  aiServiceLabel,
  aiTierPlanMessage,
  aiTiersOfPlan,
  canChooseAiService,
  canKeepPrivateAi,
  costFloorMessage,
  defaultAiTierCredits,
  parseAiServiceKey,
} from './ai-access.ts';
import { planDefinitions } from './plans.ts';

const id = '0b9d6f3e-3c1a-4c47-9a9e-2f3b1a7d5c10';

describe('aiTiersOfPlan', () => {
  it.each([
    { plan: 'Free', want: ['public'] },
    { plan: 'Discovery', want: ['public'] },
    { plan: 'Explorer', want: ['public', 'partner'] },
    { plan: 'Creator', want: ['public', 'partner'] },
    { plan: 'Enterprise', want: ['public', 'partner', 'enterprise'] },
    { plan: 'gold', want: ['public'] },
    { plan: undefined, want: ['public'] },
  ])('given a $plan plan, should be $want', ({ plan, want }) => {
    expect(aiTiersOfPlan(plan)).toEqual(want);
  });
});

describe('canChooseAiService and canKeepPrivateAi', () => {
  it.each([
    { plan: 'Free', choose: false, keep: false },
    { plan: 'Discovery', choose: false, keep: false },
    { plan: 'Explorer', choose: true, keep: false },
    { plan: 'Creator', choose: true, keep: true },
    { plan: 'Enterprise', choose: true, keep: true },
  ])('given a $plan plan, should choose: $choose, keep: $keep', ({ plan, choose, keep }) => {
    expect(canChooseAiService(plan)).toBe(choose);
    expect(canKeepPrivateAi(plan)).toBe(keep);
  });

  it('should follow the pricing table: choice where it sells "Service choice", private AI where it is not n/a', () => {
    for (const plan of planDefinitions) {
      const value = (name: string) => plan.features.find((feature) => feature.name === name)?.value;
      expect(canChooseAiService(plan.key), plan.key).toBe(value('Service selection') === 'Service choice');
      expect(canKeepPrivateAi(plan.key), plan.key).toBe(value('Private AI') !== 'n/a');
    }
  });
});

describe('parseAiServiceKey', () => {
  it.each([
    { given: 'public', want: { kind: 'tier', tier: 'public' } },
    { given: ' Enterprise ', want: { kind: 'tier', tier: 'enterprise' } },
    { given: `private:${id}`, want: { kind: 'private', id } },
    { given: `private:${id.toUpperCase()}`, want: { kind: 'private', id } },
    { given: 'private:not-an-id', want: undefined },
    { given: 'runner', want: undefined },
    { given: '', want: undefined },
    { given: undefined, want: undefined },
  ])('given "$given", should be $want', ({ given, want }) => {
    expect(parseAiServiceKey(given)).toEqual(want);
  });

  it('should read back what aiServiceKey writes', () => {
    for (const ref of [{ kind: 'tier', tier: 'partner' } as const, { kind: 'private', id } as const]) {
      expect(parseAiServiceKey(aiServiceKey(ref))).toEqual(ref);
    }
  });
});

describe('aiCostFloor', () => {
  const credits = { public: 1, partner: 3, enterprise: 7 };
  it.each([
    { steps: [], want: 0 },
    { steps: [{}], want: 1 },
    { steps: [{ tier: 'partner' }], want: 3 },
    { steps: [{ tier: 'enterprise' }, { tier: 'enterprise' }], want: 14 },
    { steps: [{ tier: 'public', aiService: 'runner' }], want: 7 },
    { steps: [{ tier: 'enterprise', aiService: `private:${id}` }], want: 0 },
    { steps: [{ tier: 'partner' }, { aiService: 'runner' }, { aiService: `private:${id}` }], want: 10 },
    { steps: [{ tier: 'gold' }], want: 0 },
  ])('given $steps, should be $want', ({ steps, want }) => {
    expect(aiCostFloor({ steps, credits })).toBe(want);
  });

  it('should cost nothing for the defaults of a task without AI', () => {
    expect(aiCostFloor({ steps: [], credits: defaultAiTierCredits })).toBe(0);
  });
});

describe('messages', () => {
  it('should name the plan the runner has and the plan the tier needs', () => {
    expect(aiTierPlanMessage({ plan: 'Free', tier: 'enterprise' })).toBe(
      'Your Free plan does not include the enterprise AI tier: it comes with the Enterprise plan.',
    );
    expect(aiTierPlanMessage({ plan: 'discovery', tier: 'partner' })).toBe(
      'Your Discovery plan does not include the partner AI tier: it comes with the Explorer plan and above.',
    );
  });

  it('should name the floor', () => {
    expect(costFloorMessage({ floor: 1, what: 'fee' })).toBe(
      "The fee must be at least 1 credit: what the task's AI steps cost per run.",
    );
    expect(costFloorMessage({ floor: 8, what: 'price' })).toBe(
      "The price must be at least 8 credits: what the task's AI steps cost per run.",
    );
  });
});

describe('aiServiceLabel', () => {
  it.each([
    { key: 'partner', privateName: undefined, want: 'Partner tier' },
    { key: `private:${id}`, privateName: 'Team Llama', want: 'Team Llama' },
    { key: `private:${id}`, privateName: null, want: 'A deleted AI service' },
    { key: 'odd', privateName: undefined, want: 'odd' },
  ])('given $key and $privateName should be "$want"', ({ key, privateName, want }) => {
    expect(aiServiceLabel({ key, privateName })).toBe(want);
  });
});
