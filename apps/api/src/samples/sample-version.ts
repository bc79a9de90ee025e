import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TaskDefinition } from '@taskwell/task-engine';

/**
 * The version of a task's sample: a digest of the task's definition (form, flow, options, sample
 * inputs) and of the bytes of its sample files. A change to any of them makes a new sample; the
 * same definition in every process gives the same version.
 */
export async function sampleVersion(definition: TaskDefinition, samplesDir: string): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(definition));
  const files = Object.entries(definition.sample?.parameters ?? {})
    .flatMap(([name, value]) => ('file' in value ? [[name, value.file] as const] : []))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, file] of files) {
    hash.update(`\0${name}\0`).update(await readFile(join(samplesDir, file)));
  }
  return hash.digest('hex');
}
