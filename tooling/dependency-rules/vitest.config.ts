import { defineTaskwellConfig } from '@taskwell/vitest-config';

// One cruise of the whole repository: a busy machine may take a while over it.
export default defineTaskwellConfig({ overrides: { test: { testTimeout: 180_000 } } });
