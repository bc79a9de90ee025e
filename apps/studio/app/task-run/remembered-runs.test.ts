import type { ExecuteTaskRequest } from '@taskwell/api-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetAllRuns,
  forgetRun,
  type RememberedRun,
  rememberedRun,
  rememberedRunLimit,
  rememberedRuns,
  rememberRun,
} from './remembered-runs.ts';

const request: ExecuteTaskRequest = {
  taskId: 'quote-card',
  parameters: { quote: { metadata: { 'Content-Type': 'text/plain' }, value: 'Less, but better.' } },
  character: { name: 'EMPTY', content: '' },
};
const run = (n: number): RememberedRun => ({ requestId: `r-${n}`, taskId: 'quote-card', startedAt: n, request });

beforeEach(() => localStorage.clear());

describe('remembered runs', () => {
  it('should keep the newest first, once each, at most five per account', () => {
    for (let n = 1; n <= rememberedRunLimit + 2; n += 1) rememberRun('ada@taskwell.dev', run(n));
    rememberRun('ada@taskwell.dev', run(7));
    expect(rememberedRuns('ada@taskwell.dev').map((entry) => entry.requestId)).toEqual([
      'r-7',
      'r-6',
      'r-5',
      'r-4',
      'r-3',
    ]);
    expect(rememberedRun('ada@taskwell.dev', 'r-5')?.request).toEqual(request);
  });

  it("should keep each account's runs apart", () => {
    rememberRun('ada@taskwell.dev', run(1));
    expect(rememberedRuns('grace@taskwell.dev')).toEqual([]);
  });

  it('should forget one run, and every run at logout', () => {
    rememberRun('ada@taskwell.dev', run(1));
    rememberRun('ada@taskwell.dev', run(2));
    rememberRun('grace@taskwell.dev', run(3));
    localStorage.setItem('taskwell-theme', 'light');
    forgetRun('ada@taskwell.dev', 'r-1');
    expect(rememberedRuns('ada@taskwell.dev').map((entry) => entry.requestId)).toEqual(['r-2']);
    forgetAllRuns();
    expect(rememberedRuns('ada@taskwell.dev')).toEqual([]);
    expect(rememberedRuns('grace@taskwell.dev')).toEqual([]);
    expect(localStorage.getItem('taskwell-theme')).toBe('light');
  });

  it('should read nothing from a damaged entry', () => {
    localStorage.setItem('taskwell:runs:ada@taskwell.dev', '{not json');
    expect(rememberedRuns('ada@taskwell.dev')).toEqual([]);
    localStorage.setItem('taskwell:runs:ada@taskwell.dev', JSON.stringify([{ requestId: 1 }, run(1)]));
    expect(rememberedRuns('ada@taskwell.dev')).toEqual([run(1)]);
  });
});
