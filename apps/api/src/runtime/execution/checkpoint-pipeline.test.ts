import { describe, expect, it } from 'vitest';
import type { CheckpointWrite, StepAsset } from '../persistence/run-record.ts';
import type { RunRow } from '../persistence/run-writes.ts';
import { type CheckpointOutcome, checkpointPipeline } from './checkpoint-pipeline.ts';

const run = { id: 'run-1' } as RunRow;

/** The checkpoint after `steps` finished steps of a 3-step run, with the last one's output. */
function checkpointAfter(...steps: string[]): CheckpointWrite {
  const last = steps.at(-1) ?? '';
  const asset: StepAsset = {
    id: `asset-${last}`,
    fileName: `${last}.txt`,
    contentType: 'text/plain',
    size: 1,
    storageName: `file-${last}`,
    content: null,
    metadata: {},
  };
  return {
    run,
    state: {
      steps: Object.fromEntries(
        steps.map((step) => [step, { assetId: `asset-${step}`, contentType: 'text/plain', source: step, created: '' }]),
      ),
    },
    results: [],
    assets: [asset],
    complete: steps.length === 3,
  };
}

/** A pipeline whose turns end when the test says so and whose writes finish when the test says so. */
function setup() {
  const turnEnds: (() => void)[] = [];
  const writes: { write: CheckpointWrite; finish: (held: boolean | Error) => void }[] = [];
  const discarded: string[] = [];
  const pipeline = checkpointPipeline({
    write: (write) =>
      new Promise<boolean>((resolve, reject) => {
        writes.push({ write, finish: (held) => (held instanceof Error ? reject(held) : resolve(held)) });
      }),
    discard: (write) => discarded.push(...write.assets.map((asset) => asset.id)),
    schedule: (callback) => turnEnds.push(callback),
  });
  const endTurn = () => {
    for (const callback of turnEnds.splice(0)) callback();
  };
  /** Whether a promise has settled once pending callbacks ran. */
  const settledYet = async (promise: Promise<unknown>) => {
    let done = false;
    promise.then(
      () => (done = true),
      () => (done = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };
  const written = () =>
    writes.map(({ write }) => ({
      steps: Object.keys(write.state.steps),
      assets: write.assets.map((asset) => asset.id),
      complete: write.complete,
    }));
  return { pipeline, writes, discarded, endTurn, settledYet, written };
}

const ok: CheckpointOutcome = { kind: 'ok' };

describe("a run's checkpoint pipeline (decision 060)", () => {
  it('should write the checkpoints of steps finished in one turn as one, with every output', async () => {
    const { pipeline, writes, endTurn, written } = setup();
    expect(await pipeline.record(checkpointAfter('one'))).toEqual(ok);
    expect(await pipeline.record(checkpointAfter('one', 'two'))).toEqual(ok);
    expect(await pipeline.record(checkpointAfter('one', 'two', 'three'))).toEqual(ok);
    expect(writes).toHaveLength(0);

    endTurn();
    expect(written()).toEqual([
      { steps: ['one', 'two', 'three'], assets: ['asset-one', 'asset-two', 'asset-three'], complete: true },
    ]);
    writes[0]?.finish(true);
    expect(await pipeline.settled()).toEqual(ok);
  });

  it('should not let the next step start while an earlier checkpoint is being written', async () => {
    const { pipeline, writes, endTurn, settledYet, written } = setup();
    await pipeline.record(checkpointAfter('one'));
    endTurn();
    expect(writes).toHaveLength(1);

    const second = pipeline.record(checkpointAfter('one', 'two'));
    expect(await settledYet(second)).toBe(false);
    writes[0]?.finish(true);
    expect(await second).toEqual(ok);
    // Written after the first, on its own: the first was already on its way.
    endTurn();
    expect(written()).toEqual([
      { steps: ['one'], assets: ['asset-one'], complete: false },
      { steps: ['one', 'two'], assets: ['asset-two'], complete: false },
    ]);
  });

  it('should send what waits for the end of the turn when asked to settle, and resolve once it is written', async () => {
    const { pipeline, writes, settledYet, written } = setup();
    await pipeline.record(checkpointAfter('one', 'two', 'three'));
    const settled = pipeline.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written()).toEqual([{ steps: ['one', 'two', 'three'], assets: ['asset-three'], complete: true }]);
    expect(await settledYet(settled)).toBe(false);
    writes[0]?.finish(true);
    expect(await settled).toEqual(ok);
  });

  const failures: { given: string; finish: boolean | Error; want: CheckpointOutcome['kind'] }[] = [
    { given: 'the claim was lost', finish: false, want: 'lost' },
    { given: 'the write failed', finish: new Error('connection reset'), want: 'failed' },
  ];
  for (const { given, finish, want } of failures) {
    it(`should write nothing more and discard every unwritten output when ${given}`, async () => {
      const { pipeline, writes, discarded, endTurn, written } = setup();
      await pipeline.record(checkpointAfter('one'));
      endTurn();
      const second = pipeline.record(checkpointAfter('one', 'two'));
      writes[0]?.finish(finish);
      expect((await second).kind).toBe(want);
      expect((await pipeline.record(checkpointAfter('one', 'two', 'three'))).kind).toBe(want);
      endTurn();
      expect((await pipeline.settled()).kind).toBe(want);
      expect(written()).toHaveLength(1);
      expect(discarded.sort()).toEqual(['asset-one', 'asset-three', 'asset-two']);
    });
  }
});
