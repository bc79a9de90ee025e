import { definePlaywrightConfig } from '@taskwell/playwright-config';

// Not the default 3000, so the suite never meets a `pnpm start` that is already running.
const port = 4300;
const baseURL = `http://127.0.0.1:${port}`;

export default definePlaywrightConfig({
  baseURL,
  webServer: {
    // Serves the production build in dist/ (turbo builds it first for test:e2e).
    command: 'pnpm start',
    env: { HOST: '127.0.0.1', PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
