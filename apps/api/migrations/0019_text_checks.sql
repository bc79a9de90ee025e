CREATE TABLE "text_checks" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"findings" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_checks" ADD CONSTRAINT "text_checks_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;