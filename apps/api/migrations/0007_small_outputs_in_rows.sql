ALTER TABLE "assets" ALTER COLUMN "storage_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "content" "bytea";--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_stored_once" CHECK (("assets"."storage_name" IS NULL) <> ("assets"."content" IS NULL));