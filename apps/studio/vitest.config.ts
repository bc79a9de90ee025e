import { defineTaskwellConfig } from '@taskwell/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineTaskwellConfig({
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
  overrides: {
    // Remix's own Vite plugin is not meant for tests, so only vanilla-extract is added. 'transform'
    // injects the styles into the test document; the default mode re-reads this file with Vite's
    // bundling config loader, which cannot load the TypeScript preset.
    plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
    test: { include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
  },
});
