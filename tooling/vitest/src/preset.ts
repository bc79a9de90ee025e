import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/** Options of the shared vitest preset. */
export interface TaskwellVitestOptions {
  /** Test environment: `node` for pure code, `happy-dom` for components. */
  environment?: 'node' | 'happy-dom';
  /** Extra setup files, run after the shared one. */
  setupFiles?: string[];
  /** Anything else, merged over the preset. */
  overrides?: ViteUserConfig;
}

const failOnConsoleError = fileURLToPath(new URL('./fail-on-console-error.ts', import.meta.url));
const privateTempFolder = fileURLToPath(new URL('./private-temp-folder.ts', import.meta.url));

/**
 * The vitest configuration every package starts from: tests sit next to the code
 * (`src/**\/*.test.ts(x)`), a `console.error` fails the test, mocks are restored
 * between tests, and the run fails when its tests leave anything in the temporary folder.
 */
export function defineTaskwellConfig(options: TaskwellVitestOptions = {}): ViteUserConfig {
  const base = defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      environment: options.environment ?? 'node',
      setupFiles: [failOnConsoleError, ...(options.setupFiles ?? [])],
      globalSetup: [privateTempFolder],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      testTimeout: 10_000,
    },
  });
  return options.overrides ? mergeConfig(base, options.overrides) : base;
}
