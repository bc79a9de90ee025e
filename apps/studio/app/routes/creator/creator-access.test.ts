import { describe, expect, it } from 'vitest';
import { type CreatorAccess, creatorAccessOf } from './creator-access.ts';

describe('creatorAccessOf', () => {
  const cases: { given: string | undefined; want: CreatorAccess }[] = [
    { given: 'Free', want: { kind: 'upgrade', planName: 'Explorer' } },
    { given: 'Discovery', want: { kind: 'upgrade', planName: 'Explorer' } },
    { given: 'Explorer', want: { kind: 'create' } },
    { given: ' creator ', want: { kind: 'create' } },
    { given: 'Enterprise', want: { kind: 'create' } },
    { given: 'Platinum', want: { kind: 'upgrade', planName: 'Explorer' } },
    { given: undefined, want: { kind: 'upgrade', planName: 'Explorer' } },
  ];
  it.each(cases)('given the plan $given, should answer $want.kind', ({ given, want }) => {
    expect(creatorAccessOf({ plan: given })).toEqual(want);
  });
});
