import { defineTaskwellConfig } from '@taskwell/vitest-config';

// The embedded run: every test, each server on an in-memory PGlite. The PostgreSQL run is
// vitest.postgres.config.ts (scripts/with-postgres.ts starts the server).
// Files named *.postgres.test.ts need a PostgreSQL server (several processes on one database):
// they run only in the PostgreSQL run.
export default defineTaskwellConfig({
  overrides: {
    test: { testTimeout: 30_000, hookTimeout: 60_000, exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts'] },
  },
});
