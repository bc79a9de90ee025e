import { defineTaskwellConfig } from '@taskwell/vitest-config';

// The embedded run: every test, each server on an in-memory PGlite. The PostgreSQL run is
// vitest.postgres.config.ts (scripts/with-postgres.ts starts the server).
export default defineTaskwellConfig({ overrides: { test: { testTimeout: 30_000, hookTimeout: 60_000 } } });
