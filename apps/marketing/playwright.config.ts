import { definePlaywrightConfig } from '@taskwell/playwright-config';
import { freeLoopbackPort } from './tests/e2e/loopback-port.ts';

// Ports free at run time, so the suite never meets another server (another worktree's suite, a
// `pnpm start`). The runner picks them; its workers evaluate this file again and inherit the variables.
process.env.MARKETING_E2E_PORT ??= String(freeLoopbackPort());
process.env.MARKETING_E2E_API_PORT ??= String(freeLoopbackPort());
const port = Number(process.env.MARKETING_E2E_PORT);
const apiPort = Number(process.env.MARKETING_E2E_API_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default definePlaywrightConfig({
  baseURL,
  webServer: [
    {
      // Serves the production build in dist/ (turbo builds it first for test:e2e).
      command: 'pnpm start',
      env: { HOST: '127.0.0.1', PORT: String(port) },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The real API the Digital Advisor asks, on a throwaway data folder; its site advisor key
      // is seeded for this site's origin (decision 066).
      command: 'pnpm exec tsx tests/e2e/start-api.ts',
      env: { HOST: '127.0.0.1', API_PORT: String(apiPort), MARKETING_URL: baseURL },
      url: `http://127.0.0.1:${apiPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
