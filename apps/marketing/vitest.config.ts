import { defineTaskwellConfig } from '@taskwell/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineTaskwellConfig({
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts'],
  overrides: {
    // The pages import `@taskwell/ui`'s `.css.ts` files. 'transform' injects their styles into the
    // test document; the default mode re-reads this file with Vite's bundling config loader,
    // which cannot load the TypeScript preset.
    plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
  },
});
