import { defineTaskwellConfig } from '@taskwell/vitest-config';

// The embedded run: every test, each server on an in-memory PGlite. The PostgreSQL run is
// vitest.postgres.config.ts (scripts/with-postgres.ts starts the server).
// Files named *.postgres.test.ts need a PostgreSQL server (several processes on one database):
// they run only in the PostgreSQL run. Limits are generous: each file starts one server in
// beforeAll, which takes seconds on a 2-core machine that is busy with other work.
export default defineTaskwellConfig({
  setupFiles: ['./src/testing/timer-overflow-report.ts', './src/testing/file-cpu-report.ts'],
  overrides: {
    test: {
      globalSetup: ['./src/testing/database-template.ts', './src/testing/bundle-for-tests.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
      // The bias check's rules are tested on their own; the claims model has its own tests
      // (claims-read-by-model.test.ts), which turn it on (decision 215).
      env: { BIAS_MODEL: 'off' },
    },
  },
});
