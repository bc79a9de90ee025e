// The PostgreSQL run must not pass on PGlite by accident.
if (!process.env.TEST_DATABASE_URL) {
  throw new Error('The PostgreSQL test run needs TEST_DATABASE_URL: run it through scripts/with-postgres.ts');
}
