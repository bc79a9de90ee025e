CREATE TABLE "personas" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_email" text,
	"organization_id" text,
	"name" text NOT NULL,
	"voice" text NOT NULL,
	"audience" text NOT NULL,
	"point_of_view" text NOT NULL,
	"words_to_use" jsonb NOT NULL,
	"words_to_avoid" jsonb NOT NULL,
	"instructions" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "personas_one_owner" CHECK (("personas"."owner_email" IS NULL) <> ("personas"."organization_id" IS NULL)),
	CONSTRAINT "personas_point_of_view" CHECK ("personas"."point_of_view" IN ('any', 'first-person', 'second-person', 'third-person'))
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "persona" jsonb;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_owner_email_accounts_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personas_owner_name" ON "personas" USING btree ("owner_email",lower("name")) WHERE "personas"."owner_email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "personas_organization_name" ON "personas" USING btree ("organization_id",lower("name")) WHERE "personas"."organization_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "personas_organization" ON "personas" USING btree ("organization_id");