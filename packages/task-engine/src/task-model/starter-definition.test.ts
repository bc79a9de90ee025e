import { describe, expect, it } from 'vitest';
import { checkTaskDefinition } from './check-task-definition.ts';
import { serviceDescriptionsByName } from './service-descriptions.ts';
import { starterDefinition } from './starter-definition.ts';

// Issue 39 §4.8: a blank task opened with six problems, two of them the same.
describe('starterDefinition', () => {
  it('should open with only what its user must say, each problem once', () => {
    const problems = checkTaskDefinition(starterDefinition({ id: 'my-task', name: 'Weekly brief' }), {
      services: serviceDescriptionsByName(),
    });
    expect(problems).toEqual([
      { pointer: '/heading', message: 'Give the task a heading.' },
      { pointer: '/description', message: 'Give the task a description.' },
      { pointer: '/imageName', message: 'Choose an icon for the task.' },
      { pointer: '/category', message: 'Choose at least one category.' },
    ]);
    expect(new Set(problems.map((problem) => problem.message)).size).toBe(problems.length);
  });
});
