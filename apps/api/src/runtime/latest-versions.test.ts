import { describe, expect, it } from 'vitest';
import { type LatestVersion, LatestVersions } from './latest-versions.ts';

const maker = 'maker@example.com';
const v = (version: number): LatestVersion => ({ ownerEmail: maker, version });

// Decision 209: the latest versions a process knows exactly are kept; versions only grow.
describe('LatestVersions', () => {
  it.each([
    { given: 'one version told', kept: true, told: [v(1)], want: v(1) },
    { given: 'a later version told after', kept: true, told: [v(1), v(2)], want: v(2) },
    { given: 'a read that began before a publish told after it', kept: true, told: [v(2), v(1)], want: v(2) },
    { given: 'nothing kept (PostgreSQL)', kept: false, told: [v(1), v(2)], want: undefined },
    { given: 'nothing told', kept: true, told: [], want: undefined },
  ])('given $given should know $want', ({ kept, told, want }) => {
    const latest = new LatestVersions({ kept });
    for (const version of told) latest.learned('task-1', version);
    expect(latest.get('task-1')).toEqual(want);
    expect(latest.get('task-2')).toBeUndefined();
  });

  it('should forget the least recently used task beyond its maximum, which is then read again', () => {
    const latest = new LatestVersions({ kept: true, max: 2 });
    for (const task of ['a', 'b', 'c']) latest.learned(task, v(1));
    expect(['a', 'b', 'c'].map((task) => latest.get(task)?.version)).toEqual([undefined, 1, 1]);
  });
});
