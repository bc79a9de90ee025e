import { definePlaywrightConfig } from '@taskwell/playwright-config';

// The servers start in the global setup, on free loopback ports, against the real API
// (docs/decisions/021); the fixtures point each test at them.
export default definePlaywrightConfig({
  globalSetup: './tests/e2e/harness/global-setup.ts',
  // A sign-in waits for a real e-mail: generous on a busy 2-core machine.
  timeout: 90_000,
});
