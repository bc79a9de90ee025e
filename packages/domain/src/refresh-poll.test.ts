import { describe, expect, it } from 'vitest';
import { pollUntilChanged, profileChanged, refreshDelayMs } from './refresh-poll.ts';

describe('refreshDelayMs (spec §4)', () => {
  it.each([
    { attempt: 0, want: 0 },
    { attempt: 1, want: 25 },
    { attempt: 2, want: 57 },
    { attempt: 3, want: 96 },
    { attempt: 4, want: 145 },
    { attempt: 14, want: 2174 },
  ])('attempt $attempt should wait $want ms', ({ attempt, want }) => {
    expect(refreshDelayMs(attempt)).toBe(want);
  });
});

type Profile = { plan: string; accountBalance: number };

function sequence(values: (Profile | Error)[]) {
  let index = 0;
  return async () => {
    const value = values[Math.min(index, values.length - 1)] as Profile | Error;
    index += 1;
    if (value instanceof Error) throw value;
    return value;
  };
}

describe('pollUntilChanged', () => {
  const before: Profile = { plan: 'Free', accountBalance: 25 };

  it('should stop at the first changed value and report the attempts', async () => {
    const waits: number[] = [];
    const result = await pollUntilChanged({
      before,
      read: sequence([before, before, { plan: 'Explorer', accountBalance: 25 }]),
      changed: profileChanged,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toEqual({ outcome: 'changed', value: { plan: 'Explorer', accountBalance: 25 }, attempts: 3 });
    expect(waits).toEqual([0, 25, 57]);
  });

  it('should give up after 15 reads by default', async () => {
    let reads = 0;
    const result = await pollUntilChanged({
      before,
      read: async () => {
        reads += 1;
        return before;
      },
      changed: profileChanged,
      sleep: async () => undefined,
    });
    expect(result.outcome).toBe('unchanged');
    expect(reads).toBe(15);
  });

  it('should honour a configured maximum and count failed reads as attempts', async () => {
    const result = await pollUntilChanged({
      before,
      read: sequence([new Error('offline'), new Error('offline'), before]),
      changed: profileChanged,
      sleep: async () => undefined,
      maxAttempts: 3,
    });
    expect(result).toEqual({ outcome: 'unchanged', value: before, attempts: 3 });
  });

  it('should see a balance change as a change', async () => {
    const result = await pollUntilChanged({
      before,
      read: sequence([{ plan: 'Free', accountBalance: 125 }]),
      changed: profileChanged,
      sleep: async () => undefined,
    });
    expect(result.outcome).toBe('changed');
  });

  it('should stop when aborted', async () => {
    const controller = new AbortController();
    let reads = 0;
    const result = await pollUntilChanged({
      before,
      read: async () => {
        reads += 1;
        if (reads === 2) controller.abort();
        return before;
      },
      changed: profileChanged,
      sleep: async () => undefined,
      signal: controller.signal,
    });
    expect(result).toEqual({ outcome: 'aborted', value: before, attempts: 2 });
  });
});
