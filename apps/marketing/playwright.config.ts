import { definePlaywrightConfig } from '@taskwell/playwright-config';
import { freeLoopbackPort } from './tests/e2e/loopback-port.ts';

// A port free at run time, so the suite never meets another server (another worktree's suite, a
// `pnpm start`). The runner picks it; its workers evaluate this file again and inherit the variable.
process.env.MARKETING_E2E_PORT ??= String(freeLoopbackPort());
const port = Number(process.env.MARKETING_E2E_PORT);

export default definePlaywrightConfig({
  baseURL: `http://127.0.0.1:${port}`,
  // The global setup builds the site with its contact form sending to the real API, and starts the
  // API, an SMTP capture server and the static host on that port (tests/e2e/harness).
  globalSetup: './tests/e2e/harness/global-setup.ts',
  // The longest tests (six contact messages through the API, the advisor's search) outlasted the
  // default 30 s at load 40 on a 2-core machine, before and after decision 191 alike.
  timeout: 60_000,
  // Once every spec has run: what the API stored against what it mailed.
  afterSuite: /\.after-suite\.ts$/,
});
