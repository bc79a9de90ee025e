import { describe, expect, it } from 'vitest';
import { waitUntilReachable } from './wait-until-reachable.ts';

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

describe('waitUntilReachable', () => {
  it('given a dependency that answers at once should say nothing', async () => {
    const log = recordingLog();
    const { probe, tries } = probeRefused(0);
    await waitUntilReachable({ name: 'PostgreSQL', where: 'db:5432', probe, limitMs: 1000, log, pauseMs: 1 });
    expect([tries(), log.lines]).toEqual([1, []]);
  });

  it('given one that answers on the fourth try should wait, saying so once, and say when it answered', async () => {
    const log = recordingLog();
    const { probe, tries } = probeRefused(3);
    await waitUntilReachable({ name: 'PostgreSQL', where: 'db:5432', probe, limitMs: 10_000, log, pauseMs: 1 });
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
      waitUntilReachable({ name: 'the object store', where: 'bucket', probe, limitMs: 30, log, pauseMs: 5 }),
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
      waitUntilReachable({ name: 'PostgreSQL', where: 'db:5432', probe, limitMs: 10_000, log, pauseMs: 1 }),
    ).rejects.toThrow('password authentication failed');
    expect([tries, log.lines]).toEqual([1, []]);
  });
});
