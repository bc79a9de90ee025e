CREATE TABLE "blob_removals" (
	"storage_name" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD COLUMN "storage_name" text;--> statement-breakpoint
-- Deleted documents (one by one, a collection's or an account's, by cascade) leave their blobs'
-- names to remove in the deleting statement (decision 211).
CREATE FUNCTION "knowledge_blobs_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO blob_removals (storage_name)
  SELECT r.storage_name FROM removed r WHERE r.storage_name IS NOT NULL
  ON CONFLICT (storage_name) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "knowledge_documents_blobs_remove" AFTER DELETE ON "knowledge_documents"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_blobs_remove"();
