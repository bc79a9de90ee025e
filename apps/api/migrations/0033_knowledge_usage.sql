CREATE TABLE "knowledge_usage" (
	"owner_email" text PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"storage_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_usage" ADD CONSTRAINT "knowledge_usage_owner_email_accounts_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What each account keeps already (decision 194).
INSERT INTO "knowledge_usage" ("owner_email", "documents", "storage_bytes")
SELECT d.owner_email, count(*)::integer, sum(d.size)::bigint
FROM "knowledge_documents" d JOIN "accounts" a ON a.email = d.owner_email
GROUP BY d.owner_email;
--> statement-breakpoint
-- Deleted documents (one by one, a collection's or an account's, by cascade) leave their owner's
-- usage in the deleting statement. A paste adds to it in its own statement, where it checks the
-- plan's room; a document's owner and size never change.
CREATE FUNCTION "knowledge_usage_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE knowledge_usage u SET documents = u.documents - g.documents, storage_bytes = u.storage_bytes - g.bytes
  FROM (
    SELECT r.owner_email, count(*)::integer AS documents, sum(r.size)::bigint AS bytes
    FROM removed r GROUP BY r.owner_email
  ) AS g
  WHERE u.owner_email = g.owner_email;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "knowledge_documents_usage_remove" AFTER DELETE ON "knowledge_documents"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_usage_remove"();
