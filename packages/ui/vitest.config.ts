import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineTaskwellConfig } from '@taskwell/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineTaskwellConfig({
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
  overrides: {
    test: {
      projects: [
        {
          extends: true,
          // Without the plugin every `.css.ts` import throws "Styles were unable to be assigned to a file".
          // 'transform' injects the styles into the test document; the default mode re-reads this file
          // with Vite's bundling config loader, which cannot load the TypeScript preset.
          plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
          test: { name: 'unit' },
        },
        {
          // Every story renders in Chromium, passes axe, and runs its play function.
          plugins: [
            vanillaExtractPlugin({ unstable_mode: 'transform' }),
            storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          ],
          // Found late, these make Vite reload the test page mid-run on a cold cache; bundle them up front.
          optimizeDeps: {
            include: ['react/jsx-dev-runtime', '@vanilla-extract/recipes/createRuntimeFn', '@radix-ui/react-slider'],
          },
          test: {
            name: 'stories',
            // Stories share the page's modules as the unit tests do (the preset's `isolate: false`).
            isolate: false,
            // A story's play types and clicks in a real browser; while every suite runs on two cores one took over 15 s.
            testTimeout: 60_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath: chromiumPath,
                  args: [
                    '--no-sandbox',
                    '--disable-gpu',
                    '--disable-background-networking',
                    '--disable-component-update',
                    '--disable-sync',
                    '--no-first-run',
                  ],
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  },
});
