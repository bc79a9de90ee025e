import { defineTaskwellConfig } from './src/preset.ts';

export default defineTaskwellConfig();
