import { describe, expect, it } from 'vitest';
import { knowledgeAllowanceOf, knowledgeLimitMessage, planWithMore } from './knowledge-allowance.ts';

describe('knowledgeAllowanceOf', () => {
  it.each([
    { given: 'Free', want: { level: undefined, collections: 0, documents: 0, share: false, steps: false } },
    { given: 'discovery', want: { level: 'Nano', collections: 3, documents: 50, share: false, steps: false } },
    { given: 'Explorer', want: { level: 'Pro', collections: 20, documents: 1000, share: false, steps: true } },
    { given: 'Creator', want: { level: 'Ultra', collections: 100, documents: 20000, share: true, steps: true } },
    { given: 'Enterprise', want: { level: 'Ultra', collections: 100, documents: 20000, share: true, steps: true } },
    { given: 'Unknown', want: { level: undefined, collections: 0, documents: 0, share: false, steps: false } },
  ])('given $given should be $want', ({ given, want }) => {
    const { level, limits } = knowledgeAllowanceOf(given);
    expect({
      level,
      collections: limits.collections,
      documents: limits.documents,
      share: limits.shareWithOrganization,
      steps: limits.knowledgeStepsInOwnTasks,
    }).toEqual(want);
  });

  it('should give each level more storage than the one below', () => {
    const storage = ['Discovery', 'Explorer', 'Creator'].map((plan) => knowledgeAllowanceOf(plan).limits.storageBytes);
    expect(storage[0]).toBeGreaterThan(0);
    expect(storage[1]).toBeGreaterThan(storage[0] ?? 0);
    expect(storage[2]).toBeGreaterThan(storage[1] ?? 0);
  });
});

describe('planWithMore', () => {
  it.each([
    { plan: 'Free', kind: 'documents', want: 'Discovery' },
    { plan: 'Discovery', kind: 'documents', want: 'Explorer' },
    { plan: 'Discovery', kind: 'knowledgeStepsInOwnTasks', want: 'Explorer' },
    { plan: 'Explorer', kind: 'shareWithOrganization', want: 'Creator' },
    { plan: 'Explorer', kind: 'storageBytes', want: 'Creator' },
    { plan: 'Creator', kind: 'documents', want: undefined },
    { plan: 'Enterprise', kind: 'collections', want: undefined },
  ] as const)('given $plan and $kind should be $want', ({ plan, kind, want }) => {
    expect(planWithMore(plan, kind)?.plan.name).toBe(want);
  });
});

describe('knowledgeLimitMessage', () => {
  it.each([
    {
      plan: 'Free',
      kind: 'collections',
      want: 'Your Free plan has no Well of Knowledge of its own. Discovery (Nano) keeps up to 3 collections: upgrade to add more.',
    },
    {
      plan: 'Discovery',
      kind: 'documents',
      want: 'Your Discovery (Nano) plan keeps up to 50 documents. Explorer (Pro) keeps up to 1,000 documents: upgrade to add more.',
    },
    {
      plan: 'Explorer',
      kind: 'shareWithOrganization',
      want: 'Your Explorer (Pro) plan does not include sharing a collection with your organization. Creator (Ultra) includes it: upgrade to use it.',
    },
    {
      plan: 'Creator',
      kind: 'documents',
      want: 'Your Creator (Ultra) plan keeps up to 20,000 documents. No plan keeps more: delete some to make room.',
    },
  ] as const)('given $plan and $kind should say "$want"', ({ plan, kind, want }) => {
    expect(knowledgeLimitMessage(plan, kind)).toBe(want);
  });
});
