import { definePlaywrightConfig } from '@taskwell/playwright-config';
import { deadApiUrl, marketingUrl, mockApiUrl, offlineStudioUrl, studioUrl } from './tests/e2e/addresses.ts';

const port = (url: string) => new URL(url).port;

export default definePlaywrightConfig({
  baseURL: studioUrl,
  webServer: [
    {
      command: 'pnpm --filter @taskwell/mocks serve',
      env: { HOST: '127.0.0.1', PORT: port(mockApiUrl) },
      url: `${mockApiUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build (turbo builds it first for test:e2e).
      command: 'pnpm start',
      env: { HOST: '127.0.0.1', PORT: port(studioUrl), API_URL: mockApiUrl, MARKETING_URL: marketingUrl },
      // 200 only once the studio can reach the mock API.
      url: studioUrl,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'pnpm start',
      env: { HOST: '127.0.0.1', PORT: port(offlineStudioUrl), API_URL: deadApiUrl, MARKETING_URL: marketingUrl },
      // Its pages answer 503 by design; a static file tells that the server is up.
      url: `${offlineStudioUrl}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
