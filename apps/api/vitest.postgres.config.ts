import { defineTaskwellConfig } from '@taskwell/vitest-config';

// The PostgreSQL run (`scripts/with-postgres.ts` provides TEST_DATABASE_URL): the account,
// credit-ledger, prepared statement, task-run, AI Store, run history, asset library, sample, payment, contact, social link, hostile definition and concurrency tests again, each server on a fresh database of a real server, with its files in a bucket.
const config = defineTaskwellConfig({
  setupFiles: ['./src/testing/require-postgres.ts', './src/testing/timer-overflow-report.ts'],
  overrides: {
    test: {
      // The scaled mode: every server on PostgreSQL, its files in the bucket of one S3-compatible
      // server started for the run (decision 113).
      globalSetup: [
        './src/testing/database-template.ts',
        './src/testing/object-store-setup.ts',
        './src/testing/bundle-for-tests.ts',
      ],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
});
// Replaced, not merged: only these files run against PostgreSQL.
config.test = {
  ...config.test,
  include: [
    'src/auth/**/*.test.ts',
    'src/accounts/**/*.test.ts',
    'src/assets/feedback.test.ts',
    'src/assets/asset-library.test.ts',
    'src/assets/assets.test.ts',
    'src/operations/isolation.test.ts',
    'src/runtime/**/*.test.ts',
    'src/samples/**/*.test.ts',
    'src/marketplace/**/*.test.ts',
    'src/test-cases/**/*.test.ts',
    'src/payments/**/*.test.ts',
    'src/contact/contact-message.test.ts',
    'src/social/social-link.test.ts',
    'src/keys/**/*.test.ts',
    'src/knowledge/knowledge-allowance.test.ts',
    'src/creator/hostile-definitions.test.ts',
    'src/creator/definition-fuzz.test.ts',
    'src/db/prepared-statements.test.ts',
    'src/**/*.postgres.test.ts',
  ],
  // The embedded database is PostgreSQL's own parser and planner: a probe of every operation's
  // answers (the parameter fuzz, the store's IP probe) runs once, on it (decision 143); this run is
  // for what differs on a server: connections, processes, the bucket.
  // The per-run state and flow tests measure the engine in one process, whatever its database.
  exclude: [
    ...(config.test?.exclude ?? []),
    'src/marketplace/ip-protection.test.ts',
    'src/runtime/execution/per-run-state.test.ts',
    'src/runtime/execution/execute-flow.test.ts',
  ],
};
export default config;
