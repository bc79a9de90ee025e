import { describe, expect, it } from 'vitest';
import { pauseAfter, saysWaiting, waitUntilReachable } from './wait-until-reachable.ts';

// Issue 42: a process started while its database or bucket is away waits for it, within a limit,
// saying so once; what waiting cannot mend fails at once.

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A probe that is refused `times` times, then answers; it counts its tries. */
function probeRefused(times: number) {
  let tries = 0;
  return {
    probe: async () => {
      tries += 1;
      if (tries <= times) throw refused();
    },
    tries: () => tries,
  };
}

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    info: (_: object, message: string) => lines.push({ level: 'info', message }),
    warn: (_: object, message: string) => lines.push({ level: 'warn', message }),
  };
}

describe('the retry policy while a dependency is away', () => {
  // A return is seen within half a second and one try: the pause never grows to seconds.
  it.each([
    { refused: 1, want: 100 },
    { refused: 2, want: 200 },
    { refused: 3, want: 400 },
    { refused: 4, want: 500 },
    { refused: 5, want: 500 },
    { refused: 60, want: 500 },
    { refused: 10_000, want: 500 },
  ])('given $refused refused tries in a row should pause $want ms', ({ refused, want }) => {
    expect(pauseAfter(refused)).toBe(want);
  });

  it.each([
    { policy: { firstPauseMs: 50, maxPauseMs: 300, lineEveryMs: 1000 }, refused: 1, want: 50 },
    { policy: { firstPauseMs: 50, maxPauseMs: 300, lineEveryMs: 1000 }, refused: 3, want: 200 },
    { policy: { firstPauseMs: 50, maxPauseMs: 300, lineEveryMs: 1000 }, refused: 4, want: 300 },
    { policy: { firstPauseMs: 1, maxPauseMs: 1, lineEveryMs: 1000 }, refused: 9, want: 1 },
  ])('given the policy $policy and $refused refused tries should pause $want ms', ({ policy, refused, want }) => {
    expect(pauseAfter(refused, policy)).toBe(want);
  });

  // A line at the first refusal, then at most one every 10 s, however often it tries.
  it.each([
    { waitedMs: 0, lastLineAtMs: undefined, want: true },
    { waitedMs: 4000, lastLineAtMs: undefined, want: true },
    { waitedMs: 500, lastLineAtMs: 0, want: false },
    { waitedMs: 9999, lastLineAtMs: 0, want: false },
    { waitedMs: 10_000, lastLineAtMs: 0, want: true },
    { waitedMs: 19_500, lastLineAtMs: 10_000, want: false },
    { waitedMs: 20_100, lastLineAtMs: 10_000, want: true },
  ])(
    'given $waitedMs ms waited and the last line at $lastLineAtMs should say so: $want',
    ({ waitedMs, lastLineAtMs, want }) => {
      expect(saysWaiting(waitedMs, lastLineAtMs)).toBe(want);
    },
  );
});

describe('waitUntilReachable', () => {
  it('given a dependency that answers at once should say nothing', async () => {
    const log = recordingLog();
    const { probe, tries } = probeRefused(0);
    await waitUntilReachable({
      name: 'PostgreSQL',
      where: 'db:5432',
      probe,
      limitMs: 1000,
      log,
      policy: { firstPauseMs: 1, maxPauseMs: 1 },
    });
    expect([tries(), log.lines]).toEqual([1, []]);
  });

  it('given one that answers on the fourth try should wait, saying so once, and say when it answered', async () => {
    const log = recordingLog();
    const { probe, tries } = probeRefused(3);
    await waitUntilReachable({
      name: 'PostgreSQL',
      where: 'db:5432',
      probe,
      limitMs: 10_000,
      log,
      policy: { firstPauseMs: 1, maxPauseMs: 1 },
    });
    expect(tries()).toBe(4);
    expect(log.lines).toEqual([
      { level: 'warn', message: 'waiting for PostgreSQL at db:5432, for up to 10 s' },
      { level: 'info', message: 'PostgreSQL at db:5432 answered; starting' },
    ]);
  });

  it('given one that stays away should give up once the limit has passed, naming the setting', async () => {
    const log = recordingLog();
    const { probe } = probeRefused(Number.POSITIVE_INFINITY);
    await expect(
      waitUntilReachable({
        name: 'the object store',
        where: 'bucket',
        probe,
        limitMs: 30,
        log,
        policy: { firstPauseMs: 5, maxPauseMs: 5 },
      }),
    ).rejects.toThrow(
      /the object store at bucket did not answer within 0 s \(STARTUP_WAIT_SECONDS\): connect ECONNREFUSED/,
    );
  });

  it('given an error that is not an outage should fail at once, without waiting', async () => {
    const log = recordingLog();
    let tries = 0;
    const probe = async () => {
      tries += 1;
      throw Object.assign(new Error('password authentication failed'), { code: '28P01' });
    };
    await expect(
      waitUntilReachable({
        name: 'PostgreSQL',
        where: 'db:5432',
        probe,
        limitMs: 10_000,
        log,
        policy: { firstPauseMs: 1, maxPauseMs: 1 },
      }),
    ).rejects.toThrow('password authentication failed');
    expect([tries, log.lines]).toEqual([1, []]);
  });

  it('given a long wait should say it still waits, at most once per interval, not once per try', async () => {
    const log = recordingLog();
    const { probe, tries } = probeRefused(40);
    await waitUntilReachable({
      name: 'PostgreSQL',
      where: 'db:5432',
      probe,
      limitMs: 60_000,
      log,
      policy: { firstPauseMs: 1, maxPauseMs: 1, lineEveryMs: 60_000 },
    });
    expect(tries()).toBe(41);
    expect(log.lines).toEqual([
      { level: 'warn', message: 'waiting for PostgreSQL at db:5432, for up to 60 s' },
      { level: 'info', message: 'PostgreSQL at db:5432 answered; starting' },
    ]);
  });

  it('given its signal aborted should stop waiting with the last error', async () => {
    const log = recordingLog();
    const stop = new AbortController();
    const { probe, tries } = probeRefused(Number.POSITIVE_INFINITY);
    const waiting = waitUntilReachable({
      name: 'the object store',
      where: 'bucket',
      probe: async () => {
        if (tries() === 2) stop.abort();
        await probe();
      },
      limitMs: 60_000,
      log,
      policy: { firstPauseMs: 1, maxPauseMs: 1 },
      signal: stop.signal,
    });
    await expect(waiting).rejects.toThrow('connect ECONNREFUSED');
    expect(tries()).toBe(3);
  });
});
