import { describe, expect, it } from 'vitest';
import { OutageOutlasted, outagePause, outlastOutage } from './outlast-outage.ts';
import { RunStopped } from './run-errors.ts';

// Issue 42: a step's own reads and writes wait out an outage within the run's bound; past it the
// run fails saying which dependency was away; anything else fails at once.

const log = { debug() {}, info() {}, warn() {}, error() {}, child: () => log };
const refusedDatabase = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const refusedBucket = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED', $metadata: { attempts: 3 } });

/** Work that fails with `error()` `times` times, then gives `value`. */
function failing<T>(times: number, error: () => Error, value: T) {
  let tries = 0;
  return {
    work: async () => {
      tries += 1;
      if (tries <= times) throw error();
      return value;
    },
    tries: () => tries,
  };
}

describe('outagePause', () => {
  it.each([
    { attempt: 0, want: 250 },
    { attempt: 1, want: 500 },
    { attempt: 2, want: 1000 },
    { attempt: 3, want: 2000 },
    { attempt: 9, want: 2000 },
  ])('given attempt $attempt should pause $want ms', ({ attempt, want }) => {
    expect(outagePause(attempt)).toBe(want);
  });
});

describe('outlastOutage', () => {
  it('given an outage shorter than the bound should try again until the work is done', async () => {
    const { work, tries } = failing(2, refusedBucket, 'stored');
    const done = await outlastOutage(work, { limitMs: 10_000, signal: new AbortController().signal, log });
    expect([done, tries()]).toEqual(['stored', 3]);
  });

  it('given an outage that outlasts the bound should fail naming the file storage', async () => {
    const { work } = failing(Number.POSITIVE_INFINITY, refusedBucket, 'never');
    const failure = await outlastOutage(work, { limitMs: 300, signal: new AbortController().signal, log }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(OutageOutlasted);
    expect((failure as OutageOutlasted).dependency).toBe('file storage');
    expect((failure as OutageOutlasted).message).toMatch(/^Our file storage was unavailable for more than 0 s\.$/);
  });

  it('given the database away past the bound should name the database', async () => {
    const { work } = failing(Number.POSITIVE_INFINITY, refusedDatabase, 'never');
    const failure = await outlastOutage(work, { limitMs: 0, signal: new AbortController().signal, log }).catch(
      (error: unknown) => error,
    );
    expect((failure as OutageOutlasted).dependency).toBe('database');
  });

  it('given an error that is not an outage should fail with it at once', async () => {
    const { work, tries } = failing(1, () => new TypeError('not a buffer'), 'never');
    await expect(outlastOutage(work, { limitMs: 10_000, signal: new AbortController().signal, log })).rejects.toThrow(
      TypeError,
    );
    expect(tries()).toBe(1);
  });

  it('given the run stopped from outside while it waits should stop waiting with its reason', async () => {
    const abort = new AbortController();
    const { work } = failing(Number.POSITIVE_INFINITY, refusedBucket, 'never');
    const waiting = outlastOutage(work, { limitMs: 60_000, signal: abort.signal, log });
    abort.abort(new RunStopped('shutdown'));
    await expect(waiting).rejects.toBeInstanceOf(RunStopped);
  });
});
