// One schema for PGlite and PostgreSQL, in parts by area; every part refers only to the core
// tables. Migrations in ../../migrations are generated from this module
// (`pnpm --filter @taskwell/api generate`) and applied at start.

export * from './ai-schema.ts';
export * from './automation-schema.ts';
export * from './check-schema.ts';
export * from './contact-schema.ts';
export * from './core-schema.ts';
export * from './creator-schema.ts';
export * from './idempotency-schema.ts';
export * from './key-schema.ts';
export * from './knowledge-schema.ts';
export * from './limit-schema.ts';
export * from './organization-schema.ts';
export * from './payment-schema.ts';
export * from './payout-schema.ts';
export * from './persona-schema.ts';
export * from './social-schema.ts';
export * from './store-schema.ts';
export * from './test-case-schema.ts';
