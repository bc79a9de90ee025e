import { describe, expect, it } from 'vitest';
import { isTaskIcon, taskIconPath, taskIconPaths, taskIcons } from './task-icons.ts';

describe('isTaskIcon', () => {
  it.each([
    { given: '/images/tasks/summarise-text.svg', want: true },
    { given: '/images/tasks/brief-with-knowledge.svg', want: true },
    { given: '', want: false },
    { given: 'summarise-text', want: false },
    { given: 'https://tracker.example/pixel.gif?user=ada', want: false },
    { given: '//tracker.example/images/tasks/summarise-text.svg', want: false },
    { given: '/images/tasks/../../api/asset/get/1', want: false },
    { given: '/images/tasks/summarise-text.svg?x=1', want: false },
    { given: ' /images/tasks/summarise-text.svg', want: false },
    { given: 'data:image/svg+xml,<svg/>', want: false },
  ])('given $given should answer $want', ({ given, want }) => {
    expect(isTaskIcon(given)).toBe(want);
  });
});

describe('taskIconPaths', () => {
  it('should name each icon once, on the studio origin', () => {
    expect(new Set(taskIconPaths).size).toBe(taskIcons.length);
    expect(taskIconPath('quote-card')).toBe('/images/tasks/quote-card.svg');
    for (const path of taskIconPaths) expect(path).toMatch(/^\/images\/tasks\/[a-z0-9-]+\.svg$/);
  });
});
