import { defineTaskwellConfig } from '@taskwell/vitest-config';

// The PostgreSQL run (`scripts/with-postgres.ts` provides TEST_DATABASE_URL): the tests that prove
// something about a real server (the list below), each server on a fresh database of it, with its
// files in a bucket.
const config = defineTaskwellConfig({
  setupFiles: [
    './src/testing/require-postgres.ts',
    './src/testing/timer-overflow-report.ts',
    './src/testing/file-cpu-report.ts',
  ],
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
      // As in the embedded run: the bias check's claims model is tested in its own file (decision 215).
      env: { BIAS_MODEL: 'off' },
    },
  },
});
// Replaced, not merged: only these files run against PostgreSQL. The embedded run runs every file;
// a file is here too only when it proves something about PostgreSQL that the embedded database
// cannot (decision 197): requests racing on one row (the embedded database serves one statement at
// a time, so a race there never races), locks and counters under parallel connections, NOTIFY and
// LISTEN, the queue's takes and the reaper over a pool, the scaled mode (several processes, files in
// the bucket, outages), and a driver that differs (hostile text through the wire protocol). A file
// that tests prices, listings, keys, payments' states or a run's steps one request at a time
// proves the same thing on either database, and runs only in the embedded run.
config.test = {
  ...config.test,
  include: [
    // Racing first sign-ins, PINs, feedback, contact messages, onboardings, cancels, sample requests.
    'src/accounts/accounts.test.ts',
    'src/auth/otp-flow.test.ts',
    'src/assets/feedback.test.ts',
    'src/contact/contact-message.test.ts',
    'src/payments/payout-accounts.test.ts',
    'src/payments/payment-concurrency.test.ts',
    'src/runtime/history/run-history.test.ts',
    'src/knowledge/knowledge-allowance.test.ts',
    // Knowledge files in the bucket, removed with their documents (decision 211).
    'src/knowledge/persistence/knowledge-files.test.ts',
    // Files in the bucket (the scaled mode's storage).
    'src/assets/asset-library.test.ts',
    'src/assets/assets.test.ts',
    'src/runtime/execution/outlast-outage.test.ts',
    // The run path over a pool: starts, charges and idempotency keys under parallel requests, the
    // queue, the reaper, a run's end heard through NOTIFY.
    'src/runtime/lifecycle/start-run.test.ts',
    'src/runtime/persistence/credit-concurrency.test.ts',
    'src/runtime/persistence/idempotency.test.ts',
    'src/runtime/queue/**/*.test.ts',
    'src/runtime/changes/wait-for-run.test.ts',
    'src/runtime/task-runtime.test.ts',
    // Hostile text and shapes through the server's wire protocol.
    'src/creator/hostile-definitions.test.ts',
    'src/creator/definition-fuzz.test.ts',
    // Prepared statements: a server restart and a table change under a named statement.
    'src/db/prepared-statements.test.ts',
    // Several processes, outages, cross-process limits and streams.
    'src/**/*.postgres.test.ts',
  ],
  // The embedded database is PostgreSQL's own parser and planner: a probe of every operation's
  // answers (the parameter fuzz, the store's IP probe) runs once, on it (decision 143), and so do
  // the per-run state and flow tests, which measure the engine in one process whatever its database.
};
export default config;
