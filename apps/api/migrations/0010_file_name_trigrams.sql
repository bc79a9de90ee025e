-- My Assets' name search by trigrams (issue 32). pg_trgm ships with PostgreSQL's contrib modules
-- (a trusted extension: a database owner may create it) and with PGlite (loaded by open-database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "assets_file_name_trigrams" ON "assets" USING gin ("file_name" gin_trgm_ops);
