import { describe, expect, it } from 'vitest';
import { groupTasksByCategory } from './task-grouping.ts';

describe('groupTasksByCategory (spec §2)', () => {
  it.each([
    {
      name: 'a task in several categories sits in each',
      given: [
        { id: 'a', category: 'business|marketing' },
        { id: 'b', category: 'marketing' },
      ],
      want: { business: ['a'], marketing: ['a', 'b'] },
    },
    {
      name: 'no category falls back to uncategorized',
      given: [{ id: 'a', category: '' }, { id: 'b' }, { id: 'c', category: ' | ' }],
      want: { uncategorized: ['a', 'b', 'c'] },
    },
    {
      name: 'names are trimmed and a repeated name counts once',
      given: [{ id: 'a', category: ' demo | demo|business ' }],
      want: { demo: ['a'], business: ['a'] },
    },
  ])('$name', ({ given, want }) => {
    const groups = groupTasksByCategory(given);
    expect(Object.fromEntries([...groups].map(([name, tasks]) => [name, tasks.map((task) => task.id)]))).toEqual(want);
    expect([...groups.keys()]).toEqual(Object.keys(want));
  });
});
