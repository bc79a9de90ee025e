import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @taskwell/api generate` writes a new versioned migration when src/db/schema.ts changes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
