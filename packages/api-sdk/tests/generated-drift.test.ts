import { loadContractDocument } from '@taskwell/openapi';
import { describe, expect, it } from 'vitest';
import { generateOperationCallsFile, generateSdkFiles, staleFiles } from '../generator/generate-sdk-files.ts';

// The generated files are committed (docs/decisions/002); this keeps them equal to what the
// contract generates today, so a contract change without `pnpm generate` fails CI.

/**
 * A copy of the contract to plant operations in. `loadContractDocument()` gives every caller of the
 * process the same object: an operation planted in it reached the fresh generation of the first
 * test whenever a shuffled order ran that test after this one (seed 17).
 */
function ownCopyOfTheContract(): { paths: Record<string, unknown> } {
  return structuredClone(loadContractDocument()) as { paths: Record<string, unknown> };
}
describe('the generated files', () => {
  // A fresh generation parses the whole contract: seconds on a 2-core machine running every suite.
  it('should equal a fresh generation from openapi/openapi.yaml (run `pnpm generate` if not)', async () => {
    expect(await staleFiles(await generateSdkFiles()), 'generated files that differ from a fresh generation').toEqual(
      [],
    );
  }, 120_000);

  it("should find the client's methods stale when the contract gains an operation", async () => {
    const contract = ownCopyOfTheContract();
    contract.paths['/api/greetings'] = {
      get: {
        operationId: 'listGreetings',
        summary: 'List the greetings',
        responses: {
          '200': { description: 'The greetings', content: { 'application/json': { schema: { type: 'array' } } } },
        },
      },
    };
    const file = generateOperationCallsFile(contract);
    expect(file.content).toContain('listGreetings: (init?: RequestOptions) =>');
    expect(await staleFiles([file])).toEqual(['src/generated/operation-calls.ts']);
  });

  it('should refuse an operation answering other than JSON that is not written by hand', () => {
    const contract = ownCopyOfTheContract();
    contract.paths['/api/greetings.csv'] = {
      get: {
        operationId: 'exportGreetings',
        responses: { '200': { description: 'The greetings', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    };
    expect(() => generateOperationCallsFile(contract)).toThrow(
      /exportGreetings sends or answers something other than JSON/,
    );
  });
});
