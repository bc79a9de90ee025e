import { defineTaskwellConfig } from '@taskwell/vitest-config';

// The embedded run: every test, each server on an in-memory PGlite. The PostgreSQL run is
// vitest.postgres.config.ts (scripts/with-postgres.ts starts the server).
// Files named *.postgres.test.ts need a PostgreSQL server (several processes on one database):
// they run only in the PostgreSQL run. Limits are generous: each file starts one server in
// beforeAll, which takes seconds on a 2-core machine that is busy with other work.
// Two files at a time: vitest's default on 2 cores is one (its CPUs less one), and most of a file's
// time here is spent waiting on its servers, so the suite, the longest of `pnpm check`, ran one
// file after another.
export default defineTaskwellConfig({
  overrides: {
    test: {
      testTimeout: 60_000,
      hookTimeout: 120_000,
      maxWorkers: 2,
      exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
    },
  },
});
