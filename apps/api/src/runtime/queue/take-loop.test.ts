import { describe, expect, it } from 'vitest';
import { startTakeLoop } from './take-loop.ts';

/** A queue of numbered rows in memory, and a record of each take's limit. */
function fakeQueue(count: number) {
  const waiting = Array.from({ length: count }, (_, index) => index);
  const limits: number[] = [];
  return {
    waiting,
    limits,
    take: async (limit: number) => {
      limits.push(limit);
      return waiting.splice(0, limit);
    },
  };
}

/** A handler whose rows stay in hand until released, one by one or all. */
function heldHandler() {
  const held = new Map<number, () => void>();
  let began: (() => void) | undefined;
  return {
    held,
    handle: (row: number) =>
      new Promise<void>((resolve) => {
        held.set(row, () => {
          held.delete(row);
          resolve();
        });
        began?.();
      }),
    /** Resolves once `count` rows are in hand. */
    inHand: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (held.size >= count) resolve();
          else began = check;
        };
        check();
      }),
  };
}

/** Resolves once `ready` says so, looking after each turn of the event loop. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

const noError = (error: Error) => {
  throw error;
};

/** A loop over the fake queue whose rows the held handler keeps until the test lets them end. */
function heldLoop(queue: ReturnType<typeof fakeQueue>, handler: ReturnType<typeof heldHandler>, concurrency: number) {
  return startTakeLoop({
    concurrency,
    pollingIntervalMs: 60_000,
    take: queue.take,
    handle: handler.handle,
    onError: noError,
  });
}

describe('startTakeLoop', () => {
  it('should take no more than the room left, and take again as rows end while takes came back full', async () => {
    const queue = fakeQueue(10);
    const handler = heldHandler();
    const loop = heldLoop(queue, handler, 4);
    await handler.inHand(4);
    expect(loop.inHand).toBe(4);
    expect(queue.limits).toEqual([4]);
    handler.held.get(0)?.();
    handler.held.get(1)?.();
    await until(() => loop.inHand === 4 && queue.waiting.length === 4);
    expect(queue.limits.slice(1).every((limit) => limit <= 2)).toBe(true);
    expect(queue.limits.slice(1).reduce((sum, limit) => sum + limit, 0)).toBe(2);
    await loop.stop();
  });

  it('should wait, while a backlog is known, for a quarter of the places before it takes again', async () => {
    const queue = fakeQueue(40);
    const handler = heldHandler();
    const loop = heldLoop(queue, handler, 8);
    await handler.inHand(8);
    handler.held.get(0)?.();
    await until(() => loop.inHand === 7);
    loop.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.limits).toEqual([8]);
    handler.held.get(1)?.();
    await until(() => loop.inHand === 8);
    expect(queue.limits).toEqual([8, 2]);
    await loop.stop();
  });

  it('should send no take when a row ends after a take found the queue short, until it is woken', async () => {
    const queue = fakeQueue(2);
    const handler = heldHandler();
    const loop = heldLoop(queue, handler, 4);
    await handler.inHand(2);
    handler.held.get(0)?.();
    await until(() => loop.inHand === 1);
    expect(queue.limits).toEqual([4]);
    queue.waiting.push(7);
    loop.wake();
    await handler.inHand(2);
    expect(queue.limits).toEqual([4, 3]);
    expect([...handler.held.keys()]).toEqual([1, 7]);
    await loop.stop();
  });

  it('should take for a place a row frees before it settles, and hold no more than twice the concurrency', async () => {
    const queue = fakeQueue(20);
    const frees = new Map<number, () => void>();
    const handler = heldHandler();
    const loop = startTakeLoop({
      concurrency: 4,
      pollingIntervalMs: 60_000,
      take: queue.take,
      handle: (row, freePlace) => {
        frees.set(row, freePlace);
        return handler.handle(row);
      },
      onError: noError,
    });
    const taken = () => queue.limits.reduce((sum, limit) => sum + limit, 0);
    await handler.inHand(4);
    await new Promise((resolve) => setImmediate(resolve));
    // Rows 0 to 3 free their places (their last writes on the way) in one turn, without settling:
    // four more are taken, by one take after the turn.
    for (const row of [0, 1, 2, 3]) frees.get(row)?.();
    frees.get(0)?.(); // a second call frees nothing more
    await until(() => handler.held.size === 8);
    expect(queue.limits).toEqual([4, 4]);
    expect(loop.inHand).toBe(4);
    // Four rows closing and four in hand: freeing more places takes nothing while none has settled.
    for (const row of [4, 5]) frees.get(row)?.();
    loop.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(taken()).toBe(8);
    expect(loop.inHand).toBe(2);
    expect(loop.room).toBe(0);
    // A closing row settles: one of the eight held is gone, and one row is taken for it.
    handler.held.get(0)?.();
    await until(() => taken() === 9);
    await new Promise((resolve) => setImmediate(resolve));
    expect(handler.held.size).toBe(8);
    expect(loop.inHand).toBe(3);
    // A row settles without freeing its place first: its place comes back as it settles.
    handler.held.get(8)?.();
    await until(() => taken() === 10);
    await new Promise((resolve) => setImmediate(resolve));
    expect(handler.held.size).toBe(8);
    expect(loop.inHand).toBe(3);
    await loop.stop();
  });

  it('should fold the wakes made during a take into one take after it', async () => {
    const queue = fakeQueue(0);
    let release: (() => void) | undefined;
    const limits: number[] = [];
    const loop = startTakeLoop({
      concurrency: 4,
      pollingIntervalMs: 60_000,
      take: async (limit) => {
        limits.push(limit);
        if (limits.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return queue.take(limit);
      },
      handle: async () => undefined,
      onError: noError,
    });
    await until(() => release !== undefined);
    loop.wake();
    loop.wake();
    loop.wake();
    release?.();
    await until(() => limits.length === 2);
    await loop.stop();
    expect(limits).toEqual([4, 4]);
  });

  it('should report a failed take and take again when woken', async () => {
    const errors: string[] = [];
    let fail = true;
    const handled: number[] = [];
    const loop = startTakeLoop({
      concurrency: 2,
      pollingIntervalMs: 60_000,
      take: async () => {
        if (fail) throw new Error('connection lost');
        return [5];
      },
      handle: async (row) => void handled.push(row),
      onError: (error) => void errors.push(error.message),
    });
    await until(() => errors.length === 1);
    fail = false;
    loop.wake();
    await until(() => handled.length === 1);
    await loop.stop();
    expect(errors).toEqual(['connection lost']);
    expect(handled).toEqual([5]);
  });
});
