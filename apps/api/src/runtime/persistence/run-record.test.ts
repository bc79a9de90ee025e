import type { Result } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { type CheckpointWrite, checkpointRows, type StepAsset } from './run-record.ts';
import type { RunRow } from './run-writes.ts';

function result(name: string, ...assetIds: string[]): Result {
  return {
    parameter: {
      name,
      metadata: { 'Content-Type': 'text/plain', created: '2026-11-29T12:00:00.000Z' },
      value: assetIds.map((data) => ({ source: 'Echo', data })),
    },
  };
}

function asset(id: string): StepAsset {
  return {
    id,
    fileName: `${id}.txt`,
    contentType: 'text/plain',
    size: 2,
    storageName: null,
    content: null,
    metadata: {},
  };
}

function write(results: Result[], assets: StepAsset[]): CheckpointWrite {
  return {
    run: { id: 'run-1' } as RunRow,
    state: { steps: {} },
    results,
    assets,
    complete: true,
  };
}

describe('checkpointRows', () => {
  // `fresh` lets the completing statement skip the look-up of the items' feedback and checks:
  // it must be true only when no item can have either yet (every item written by this checkpoint).
  it.each([
    {
      name: 'every step written by this checkpoint',
      results: [result('One', 'a'), result('Two', 'b')],
      assets: ['a', 'b'],
      fresh: true,
    },
    { name: 'no result yet', results: [], assets: [], fresh: true },
    {
      name: 'an item stored by an earlier checkpoint',
      results: [result('One', 'a'), result('Two', 'b')],
      assets: ['b'],
      fresh: false,
    },
    { name: 'nothing written now, items stored before', results: [result('One', 'a')], assets: [], fresh: false },
    {
      name: 'one result of two items, one of them earlier',
      results: [result('Both', 'a', 'c')],
      assets: ['a'],
      fresh: false,
    },
  ])('fresh is $fresh: $name', ({ results, assets, fresh }) => {
    const [row] = checkpointRows([write(results, assets.map(asset))]);
    expect(row?.fresh).toBe(fresh);
  });
});
