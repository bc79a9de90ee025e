import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

/** Where Debian installs Chromium; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for Chromium on a closed network: without the background-networking ones it keeps
 * trying to reach Google's hosts and stalls; the sandbox needs kernel features CI lacks.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Options of the shared Playwright preset. */
export interface TaskwellPlaywrightOptions {
  /** Base URL the tests navigate against; a suite whose servers start in `globalSetup` sets it in a fixture. */
  baseURL?: string;
  /** Servers to start before the suite (each bound to a loopback address). */
  webServer?: PlaywrightTestConfig['webServer'];
  /** A module that starts the suite's servers on free ports and returns their teardown. */
  globalSetup?: string;
  /** Folder of the specs, relative to the config file. */
  testDir?: string;
  /** The longest a test may take (default 30 s); suites that sign in through e-mail take longer. */
  timeout?: number;
  /**
   * Specs that run once every other spec has finished (a Playwright teardown project, run even when
   * others failed): checks of what the whole suite left behind, such as the rows a server stored.
   */
  afterSuite?: RegExp;
}

/** One Playwright configuration for every app: Debian's Chromium, bounded timeouts, no retries. */
export function definePlaywrightConfig(options: TaskwellPlaywrightOptions): PlaywrightTestConfig {
  return defineConfig({
    testDir: options.testDir ?? './tests/e2e',
    fullyParallel: true,
    forbidOnly: true,
    retries: 0,
    // Two workers in CI (`pnpm check` runs the studio's and the site's suites side by side, two
    // workers each, beside the API's suites: decision 158); E2E_WORKERS sets another count.
    workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : undefined,
    timeout: options.timeout ?? 30_000,
    // An assertion waits for its state up to 15 s: the suites share two cores with the API's, and a
    // reply through the API (a contact message sent) outlasted 5 s there in a fresh clone's CI.
    expect: { timeout: 15_000 },
    reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    use: {
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      // Recording a trace costs every test about a quarter of its time on a 2-core machine (DOM
      // snapshots at each step). CI keeps logs only, so it records none; a local run keeps the trace
      // of a failure, and `--trace retain-on-failure` asks for them anywhere.
      trace: process.env.CI ? 'off' : 'retain-on-failure',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    projects: options.afterSuite
      ? [
          {
            name: 'chromium',
            use: { browserName: 'chromium' },
            testIgnore: options.afterSuite,
            teardown: 'after the suite',
          },
          { name: 'after the suite', use: { browserName: 'chromium' }, testMatch: options.afterSuite },
        ]
      : [{ name: 'chromium', use: { browserName: 'chromium' } }],
    ...(options.webServer ? { webServer: options.webServer } : {}),
    ...(options.globalSetup ? { globalSetup: options.globalSetup } : {}),
  });
}
