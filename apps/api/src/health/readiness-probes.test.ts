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
    expect(results.map((result) => [result.name, result.ok])).toEqual([
      ['hung', false],
      ['quick', true],
    ]);
    expect(aborted).toBeInstanceOf(Error);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1500);
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
            { name: 'database', ms: 2 },
            { name: 'migrations', ms: 3 },
          ],
        },
      },
    },
    {
      given: [
        { name: 'database', ms: 1500, ok: false as const, reason: 'no answer within 1500 ms' },
        { name: 'migrations', ms: 3, ok: true as const },
        { name: 'object-store', ms: 4, ok: false as const, reason: 'bucket gone' },
      ],
      want: {
        ready: false,
        message: 'Not ready: database, object-store.',
        details: [
          { path: '/checks/database', message: 'no answer within 1500 ms' },
          { path: '/checks/object-store', message: 'bucket gone' },
        ],
      },
    },
  ])('given $given should answer $want', ({ given, want }) => {
    expect(readinessOf(given)).toEqual(want);
  });
});
