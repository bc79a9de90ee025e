CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_email" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" text,
	"credits" integer,
	"amount_cents" integer,
	"price_id" text,
	"change_default" boolean DEFAULT false NOT NULL,
	"change_subscription" boolean DEFAULT false NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_purchases" (
	"checkout_session_id" text PRIMARY KEY NOT NULL,
	"account_email" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"ledger_entry_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"account_email" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_created" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"account_email" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"price_id" text,
	"plan" text NOT NULL,
	"billing_cycle" text,
	"period_end" bigint,
	"cancel_at_period_end" boolean NOT NULL,
	"schedule_id" text,
	"next_price_id" text,
	"subscription_created" bigint NOT NULL,
	"synced_at" bigint NOT NULL,
	"preview_price_id" text,
	"preview_proration_date" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_ledger_entry_id_credit_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_account" ON "checkout_sessions" USING btree ("account_email");