CREATE TABLE "idempotency_keys" (
	"account_email" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"run_id" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("account_email","scope","key")
);
--> statement-breakpoint
CREATE TABLE "stream_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "daily_credit_cap" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "spent_day" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "spent_today" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "spent_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "key_runs" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stream_slots_holder" ON "stream_slots" USING btree ("holder","expires_at");