// Where the suites' global setup (database-template.ts) leaves the run's migrated template, in a
// module of its own so that a test that only reads the settings does not load the database code.

/** The file of the PGlite template's dump (`dumpDataDir()`), for the embedded run. */
export const pgliteTemplateSetting = 'TASKWELL_TEST_PGLITE_TEMPLATE';
/** The name of the template database on the server of TEST_DATABASE_URL, for the PostgreSQL run. */
export const postgresTemplateSetting = 'TASKWELL_TEST_POSTGRES_TEMPLATE';
