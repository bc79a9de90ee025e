import { defineTaskwellConfig } from '@taskwell/vitest-config';

export default defineTaskwellConfig();
