import { describe, expect, it } from 'vitest';
import type { AssetStorage } from '../assets/asset-storage.ts';
import type { Database } from '../db/open-database.ts';
import { maxWaitingChecks, TextChecks } from './text-checks.ts';

describe('the queue of text checks under sustained load', () => {
  it('should hold at most its bound of waiting checks, however many texts are written', async () => {
    // Nothing is made while the texts are scheduled (the queue gives way to the event loop first),
    // so every text past the first waits meanwhile.
    const checks = new TextChecks({
      db: {} as Database,
      assets: {} as AssetStorage,
      now: () => new Date(0),
      log: { warn: () => undefined },
      checker: async () => [],
    });
    const output = (index: number) => ({ id: `asset-${index}`, contentType: 'text/plain', content: Buffer.from('a') });
    for (let index = 0; index < maxWaitingChecks * 3; index += 1) checks.schedule([output(index)]);
    expect(checks.queued).toBeLessThanOrEqual(maxWaitingChecks);
    expect(checks.queued).toBeGreaterThan(maxWaitingChecks - 2);
    await checks.stop();
    expect(checks.queued).toBe(0);
  });
});
