import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSdkFiles } from '../generator/generate-sdk-files.ts';

// The generated files are committed (docs/decisions/002); this keeps them equal to what the
// contract generates today, so a contract change without `pnpm generate` fails CI.
describe('the generated files', () => {
  // A fresh generation parses the whole contract: seconds on a 2-core machine running every suite.
  it('should equal a fresh generation from openapi/openapi.yaml (run `pnpm generate` if not)', async () => {
    const stale: string[] = [];
    for (const file of await generateSdkFiles()) {
      const onDisk = await readFile(file.path, 'utf8').catch(() => '');
      if (onDisk !== file.content) stale.push(relative(process.cwd(), file.path));
    }
    expect(stale, 'generated files that differ from a fresh generation').toEqual([]);
  }, 120_000);
});
