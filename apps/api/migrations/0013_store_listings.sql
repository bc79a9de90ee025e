CREATE TABLE "store_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_task_id" text NOT NULL,
	"owner_email" text NOT NULL,
	"version" integer NOT NULL,
	"price" integer NOT NULL,
	"visibility" text NOT NULL,
	"organization_id" text,
	"status" text NOT NULL,
	"problems" jsonb NOT NULL,
	"card" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_listings_price" CHECK ("store_listings"."price" >= 0),
	CONSTRAINT "store_listings_visibility" CHECK ("store_listings"."visibility" IN ('public', 'organization')),
	CONSTRAINT "store_listings_organization" CHECK (("store_listings"."organization_id" IS NOT NULL) = ("store_listings"."visibility" = 'organization')),
	CONSTRAINT "store_listings_status" CHECK ("store_listings"."status" IN ('checking', 'live', 'refused', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "listing_id" text;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_creator_task_id_creator_tasks_id_fk" FOREIGN KEY ("creator_task_id") REFERENCES "public"."creator_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_owner_email_accounts_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_listings_one_per_task" ON "store_listings" USING btree ("creator_task_id");--> statement-breakpoint
CREATE INDEX "store_listings_owner" ON "store_listings" USING btree ("owner_email");--> statement-breakpoint
CREATE INDEX "runs_listing_day" ON "runs" USING btree ("listing_id","created_at") WHERE "runs"."listing_id" IS NOT NULL;--> statement-breakpoint
-- The platform's account (decision 105): it keeps the platform's share of store runs. Not an e-mail address, so no one can sign in as it.
INSERT INTO "accounts" ("email", "plan", "balance", "created_at", "updated_at") VALUES ('taskwell:platform', 'Free', 0, now(), now()) ON CONFLICT DO NOTHING;
