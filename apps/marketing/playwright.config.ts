import { definePlaywrightConfig } from '@taskwell/playwright-config';
import { freeLoopbackPort } from './tests/e2e/loopback-port.ts';

// A port free at run time, so the suite never meets another server (another worktree's suite, a
// `pnpm start`). The runner picks it; its workers evaluate this file again and inherit the variable.
process.env.MARKETING_E2E_PORT ??= String(freeLoopbackPort());
const port = Number(process.env.MARKETING_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default definePlaywrightConfig({
  baseURL,
  webServer: {
    // Serves the production build in dist/ (turbo builds it first for test:e2e).
    command: 'pnpm start',
    env: { HOST: '127.0.0.1', PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
