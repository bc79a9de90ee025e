import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaskDefinition } from '@taskwell/task-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTask } from '../runtime/testing/test-catalogue.ts';
import { sampleVersion } from './sample-version.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'taskwell-sample-version-'));
  await writeFile(join(folder, 'a.png'), 'first picture');
  await writeFile(join(folder, 'b.png'), 'second picture');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const base = testTask('task', {
  step: 'shout',
  service: 'test.upper',
  output: 'Shouted',
  inputs: { text: { param: 'text' } },
});
const withFile = (file: string): TaskDefinition => ({ ...base, sample: { parameters: { text: { file } } } });

describe('sampleVersion', () => {
  it.each<{ given: string; other: TaskDefinition; want: 'same' | 'new' }>([
    { given: 'the same definition', other: { ...base }, want: 'same' },
    {
      given: 'another sample value',
      other: { ...base, sample: { parameters: { text: { value: 'other' } } } },
      want: 'new',
    },
    { given: 'another step option', other: { ...base, flow: { ...base.flow, options: { x: 1 } } }, want: 'new' },
    { given: 'another fee', other: { ...base, powerFee: 3 }, want: 'new' },
  ])('given $given should give a $want version', async ({ other, want }) => {
    const [before, after] = [await sampleVersion(base, folder), await sampleVersion(other, folder)];
    expect(before === after ? 'same' : 'new').toBe(want);
  });

  it('should follow the bytes of the sample files, not their names alone', async () => {
    const first = await sampleVersion(withFile('a.png'), folder);
    expect(await sampleVersion(withFile('a.png'), folder)).toBe(first);
    expect(await sampleVersion(withFile('b.png'), folder)).not.toBe(first);
    await writeFile(join(folder, 'a.png'), 'a retouched picture');
    expect(await sampleVersion(withFile('a.png'), folder)).not.toBe(first);
  });
});
