CREATE TABLE "ai_services" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_email" text,
	"organization_id" text,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_services_one_owner" CHECK (("ai_services"."owner_email" IS NULL) <> ("ai_services"."organization_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "ai_service" text;--> statement-breakpoint
ALTER TABLE "ai_services" ADD CONSTRAINT "ai_services_owner_email_accounts_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_services" ADD CONSTRAINT "ai_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_services_owner" ON "ai_services" USING btree ("owner_email") WHERE "ai_services"."owner_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_services_organization" ON "ai_services" USING btree ("organization_id") WHERE "ai_services"."organization_id" IS NOT NULL;