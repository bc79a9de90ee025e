import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from 'yaml-js';
import { contractPath, loadContractDocument } from './load-contract.ts';

// Issue 25: most Python tooling reads YAML with PyYAML (YAML 1.1), which ends a plain scalar of a
// flow sequence at `?` and turns `yes`, `on` or a bare date into other types. yaml-js is a port of
// PyYAML's loader, independent of the `yaml` package the rest of the workspace reads it with.
let read: { document: unknown } | { failure: string };

beforeAll(() => {
  // One read (a pure-JavaScript port of PyYAML takes seconds over the contract on a busy machine).
  try {
    read = { document: load(readFileSync(contractPath, 'utf8')) };
  } catch (error) {
    // yaml-js's errors keep their text (the line, the column and a snippet) in toString().
    read = { failure: `PyYAML's rules reject the contract: ${String(error)}` };
  }
}, 120_000);

describe('the contract read by a second, independent YAML reader (PyYAML rules)', () => {
  it('should load without an error', () => {
    expect('failure' in read ? read.failure : undefined).toBeUndefined();
  });

  it('should give the same document as the workspace reader', () => {
    expect('document' in read ? read.document : undefined).toEqual(loadContractDocument());
  });
});
