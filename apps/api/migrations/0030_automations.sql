CREATE TABLE "automation_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"automation_id" text NOT NULL,
	"run_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"automation_id" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"run_id" text,
	"reason" text,
	"source_key" text,
	"parameters" jsonb,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "automation_runs_status" CHECK ("automation_runs"."status" IN ('pending', 'started', 'refused', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_email" text NOT NULL,
	"name" text NOT NULL,
	"task_id" text NOT NULL,
	"listing_id" text,
	"parameters" jsonb NOT NULL,
	"trigger" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"missed" text NOT NULL,
	"delivery" jsonb NOT NULL,
	"status" text NOT NULL,
	"paused_reason" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"webhook_key" text,
	"signing_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "automations_status" CHECK ("automations"."status" IN ('active', 'paused')),
	CONSTRAINT "automations_missed" CHECK ("automations"."missed" IN ('run-once', 'skip'))
);
--> statement-breakpoint
ALTER TABLE "automation_deliveries" ADD CONSTRAINT "automation_deliveries_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_owner_email_accounts_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_deliveries_run" ON "automation_deliveries" USING btree ("run_id","channel");--> statement-breakpoint
CREATE INDEX "automation_deliveries_automation" ON "automation_deliveries" USING btree ("automation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_moment" ON "automation_runs" USING btree ("automation_id","scheduled_for") WHERE "automation_runs"."trigger" = 'schedule';--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_source" ON "automation_runs" USING btree ("automation_id","source_key") WHERE "automation_runs"."source_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "automation_runs_history" ON "automation_runs" USING btree ("automation_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_runs_pending" ON "automation_runs" USING btree ("created_at") WHERE "automation_runs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_run" ON "automation_runs" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "automations_owner" ON "automations" USING btree ("owner_email","created_at");--> statement-breakpoint
CREATE INDEX "automations_due" ON "automations" USING btree ("next_run_at") WHERE "automations"."status" = 'active' AND "automations"."next_run_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "automations_webhook_key" ON "automations" USING btree ("webhook_key");