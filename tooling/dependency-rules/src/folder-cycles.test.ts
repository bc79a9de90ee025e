import { describe, expect, it } from 'vitest';
import { describeFolderCycle, type FileImport, findFolderCycles } from './folder-cycles.ts';

const house = 'apps/api/src';
/** `a.ts > b.ts` as an import between two files of the house. */
const imports = (...arrows: string[]): FileImport[] =>
  arrows.map((arrow) => {
    const [from, to] = arrow.split(' > ') as [string, string];
    return { from: `${house}/${from}`, to: `${house}/${to}` };
  });

describe('findFolderCycles', () => {
  it.each([
    {
      given: 'folders that point one way',
      imports: imports('runtime/run-store.ts > db/schema.ts', 'http/routes.ts > runtime/run-store.ts'),
      want: [],
    },
    {
      given: 'two folders importing each other',
      imports: imports('db/core-schema.ts > runtime/run-record.ts', 'runtime/run-store.ts > db/core-schema.ts'),
      want: [
        'apps/api/src: folder cycle db → runtime → db (db/core-schema.ts imports runtime/run-record.ts; runtime/run-store.ts imports db/core-schema.ts)',
      ],
    },
    {
      given: 'a folder and a file at the root importing each other',
      imports: imports(
        'http/register-operations.ts > server-context.ts',
        'server-context.ts > http/contract-schemas.ts',
      ),
      want: [
        'apps/api/src: folder cycle http → server-context.ts → http (http/register-operations.ts imports server-context.ts; server-context.ts imports http/contract-schemas.ts)',
      ],
    },
    {
      given: 'files at the root importing each other (a module cycle, another rule’s concern)',
      imports: imports('a.ts > b.ts', 'b.ts > a.ts'),
      want: [],
    },
    {
      given: 'subfolders of a folder in a circle of three',
      imports: imports(
        'runtime/store/run-store.ts > runtime/changes/run-changes.ts',
        'runtime/changes/run-changes.ts > runtime/queue/run-queue.ts',
        'runtime/queue/run-queue.ts > runtime/store/run-store.ts',
      ),
      want: [
        'apps/api/src/runtime: folder cycle changes → queue → store → changes (changes/run-changes.ts imports queue/run-queue.ts; queue/run-queue.ts imports store/run-store.ts; store/run-store.ts imports changes/run-changes.ts)',
      ],
    },
    {
      given: 'one folder imported back by two others',
      imports: imports(
        'runtime/run-store.ts > db/schema.ts',
        'db/schema.ts > runtime/run-record.ts',
        'db/schema.ts > samples/sample-record.ts',
        'samples/sample-store.ts > db/schema.ts',
      ),
      want: [
        'apps/api/src: folder cycle db → runtime → db (db/schema.ts imports runtime/run-record.ts; runtime/run-store.ts imports db/schema.ts)',
        'apps/api/src: folder cycle db → samples → db (db/schema.ts imports samples/sample-record.ts; samples/sample-store.ts imports db/schema.ts)',
      ],
    },
    {
      given: 'imports within one folder, and from outside the house',
      imports: [
        ...imports(
          'runtime/store/run-store.ts > runtime/store/run-reads.ts',
          'runtime/store/run-reads.ts > runtime/store/run-store.ts',
        ),
        { from: 'packages/domain/src/index.ts', to: `${house}/db/schema.ts` },
        { from: `${house}/db/schema.ts`, to: 'packages/domain/src/index.ts' },
      ],
      want: [],
    },
  ])('given $given, should report the cycles wanted', ({ imports, want }) => {
    expect(findFolderCycles({ house, imports }).map(describeFolderCycle)).toEqual(want);
  });
});
