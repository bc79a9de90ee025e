import { describe, expect, it } from 'vitest';
import { type ReadinessProbe, ReadinessProbes, readinessOf } from './readiness-probes.ts';

const never = () => new Promise<void>(() => undefined);

describe('ReadinessProbes', () => {
  it.each([
    { name: 'a check that answers', check: async () => undefined, want: { ok: true } },
    {
      name: 'a check that fails',
      check: async () => {
        throw new Error('connection refused\nat the socket');
      },
      want: { ok: false, reason: 'connection refused' },
    },
    {
      name: 'a check that throws before its promise',
      check: () => {
        throw new Error('no client');
      },
      want: { ok: false, reason: 'no client' },
    },
    { name: 'a check that hangs', check: never, want: { ok: false, reason: 'no answer within 200 ms' } },
  ])('given $name should report $want', async ({ check, want }) => {
    const probes = new ReadinessProbes({ limitMs: 200 });
    probes.add({ name: 'part', check });
    const [result] = await probes.check();
    expect(result).toMatchObject({ name: 'part', ...want });
  });

  it('given a check that hangs should abort its signal at the limit and answer then, the others beside it', async () => {
    const probes = new ReadinessProbes({ limitMs: 300 });
    let aborted: unknown;
    probes.add({
      name: 'hung',
      check: (signal) =>
        new Promise<void>(() => {
          signal.addEventListener('abort', () => {
            aborted = signal.reason;
          });
        }),
    });
    probes.add({ name: 'quick', check: async () => undefined });
    const started = performance.now();
    const results = await probes.check();
    const took = performance.now() - started;
    // The hung check never answers: the check answered at all only because the limit ended its wait
    // (no upper bound of wall time, which a loaded machine can pass).
    expect(results.map((result) => [result.name, result.ok, result.ok ? undefined : result.reason])).toEqual([
      ['hung', false, 'no answer within 300 ms'],
      ['quick', true, undefined],
    ]);
    expect(aborted).toBeInstanceOf(Error);
    expect(took).toBeGreaterThanOrEqual(290);
  });

  it('should take a name once, in lower case, and forget a check removed', async () => {
    const probes = new ReadinessProbes();
    const probe: ReadinessProbe = { name: 'object-store', check: async () => undefined };
    const remove = probes.add(probe);
    expect(() => probes.add(probe)).toThrow(/registered already/);
    expect(() => probes.add({ name: 'Object Store', check: async () => undefined })).toThrow(/lower case/);
    remove();
    expect(probes.names).toEqual([]);
    expect(await probes.check()).toEqual([]);
  });
});

describe('ReadinessProbes, asked often', () => {
  /** A check that counts its runs and answers when the test says. */
  function heldCheck() {
    let runs = 0;
    let answer: (() => void) | undefined;
    return {
      get runs() {
        return runs;
      },
      answer: () => answer?.(),
      check: () =>
        new Promise<void>((resolve) => {
          runs += 1;
          answer = resolve;
        }),
    };
  }

  it('given many callers while a round runs should run the checks once and give every caller its results', async () => {
    let clock = 0;
    const probes = new ReadinessProbes({ now: () => clock, maxAgeMs: 1000 });
    const held = heldCheck();
    probes.add({ name: 'database', check: held.check });
    const answers = Array.from({ length: 20 }, () => probes.check());
    clock = 5000; // a round still running is no older than its answer
    answers.push(probes.check());
    held.answer();
    const results = await Promise.all(answers);
    expect(held.runs).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toMatchObject([{ name: 'database', ok: true }]);
  });

  it.each([
    { given: 'asked again 1000 ms after the round started', after: 1000, wantRuns: 1 },
    { given: 'asked again 1001 ms after the round started', after: 1001, wantRuns: 2 },
  ])('given $given should have run the checks $wantRuns time(s)', async ({ after, wantRuns }) => {
    let clock = 0;
    const probes = new ReadinessProbes({ now: () => clock, maxAgeMs: 1000 });
    let runs = 0;
    probes.add({
      name: 'database',
      check: async () => {
        runs += 1;
      },
    });
    await probes.check();
    clock = after;
    await probes.check();
    expect(runs).toBe(wantRuns);
  });

  it('given a check added or removed should not answer from the round before it', async () => {
    const probes = new ReadinessProbes({ maxAgeMs: 60_000 });
    probes.add({ name: 'database', check: async () => undefined });
    await probes.check();
    const remove = probes.add({ name: 'object-store', check: async () => undefined });
    expect((await probes.check()).map((result) => result.name)).toEqual(['database', 'object-store']);
    remove();
    expect((await probes.check()).map((result) => result.name)).toEqual(['database']);
  });

  it('given a failed check should log its reason once per round and keep it out of the reply', async () => {
    const logged: Record<string, unknown>[] = [];
    const probes = new ReadinessProbes({ log: { warn: (details) => void logged.push(details) }, maxAgeMs: 60_000 });
    probes.add({
      name: 'object-store',
      check: async () => {
        throw new Error('connect ECONNREFUSED 10.0.4.17:9000 (bucket taskwell-assets)');
      },
    });
    const results = await Promise.all([probes.check(), probes.check(), probes.check()]);
    expect(logged).toEqual([
      expect.objectContaining({ check: 'object-store', reason: expect.stringContaining('10.0.4.17') }),
    ]);
    const reply = JSON.stringify(readinessOf(results[0] ?? []));
    expect(reply).not.toContain('10.0.4.17');
    expect(reply).not.toContain('taskwell-assets');
  });
});

describe('readinessOf', () => {
  it.each([
    {
      given: [
        { name: 'database', ms: 2, ok: true as const },
        { name: 'migrations', ms: 3, ok: true as const },
      ],
      want: {
        ready: true,
        body: {
          status: 'ready',
          checks: [
            { name: 'database', status: 'ok' },
            { name: 'migrations', status: 'ok' },
          ],
        },
      },
    },
    {
      given: [
        { name: 'database', ms: 1500, ok: false as const, reason: 'no answer within 1500 ms' },
        { name: 'migrations', ms: 3, ok: true as const },
        {
          name: 'object-store',
          ms: 4,
          ok: false as const,
          reason: 'getaddrinfo ENOTFOUND taskwell-assets.s3.internal.example',
        },
      ],
      want: {
        ready: false,
        message: 'Not ready: database, object-store.',
        details: [
          { path: '/checks/database', message: 'failed' },
          { path: '/checks/object-store', message: 'failed' },
        ],
      },
    },
  ])('given $given should answer $want', ({ given, want }) => {
    expect(readinessOf(given)).toEqual(want);
  });
});
