CREATE TABLE "runs" (
	"id" text PRIMARY KEY NOT NULL,
	"account_email" text NOT NULL,
	"task_id" text NOT NULL,
	"status" text NOT NULL,
	"fee" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"missing" jsonb,
	"step" integer NOT NULL,
	"max" integer NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"queued_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "runs_status" CHECK ("runs"."status" IN ('IN_PROGRESS', 'PAUSED', 'COMPLETED', 'ERROR', 'ABORTED'))
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "run_id" text;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_account" ON "runs" USING btree ("account_email");--> statement-breakpoint
CREATE INDEX "runs_unfinished" ON "runs" USING btree ("status","lease_expires_at") WHERE "runs"."status" IN ('IN_PROGRESS', 'PAUSED');--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_once_per_run" ON "credit_ledger" USING btree ("run_id","reason") WHERE "credit_ledger"."run_id" IS NOT NULL;