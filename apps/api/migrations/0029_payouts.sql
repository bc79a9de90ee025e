CREATE TABLE "payout_accounts" (
	"account_email" text PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_email" text NOT NULL,
	"stripe_account_id" text NOT NULL,
	"period" text NOT NULL,
	"credits" integer NOT NULL,
	"cents_per_credit" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "payouts_once_per_month" UNIQUE("account_email","period"),
	CONSTRAINT "payouts_positive" CHECK ("payouts"."credits" > 0 AND "payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "keep_earnings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "pot" text DEFAULT 'spendable' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_pending" ON "payouts" USING btree ("status") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_once_per_payout" ON "credit_ledger" USING btree ("payout_id") WHERE "credit_ledger"."payout_id" IS NOT NULL;