ALTER TABLE "automation_deliveries" ADD COLUMN "outcome" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_deliveries" ADD COLUMN "target" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automation_deliveries" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "delivery_secret" text;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "task_version" integer;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "problem_cause" text;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "problem_reason" text;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "problem_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "noticed_causes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "automation_deliveries_due" ON "automation_deliveries" USING btree ("next_attempt_at") WHERE "automation_deliveries"."status" = 'pending';