CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_email" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"lookup" text NOT NULL,
	"prefix" text NOT NULL,
	"salt" text,
	"hash" text,
	"task_id" text,
	"origins" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_lookup_unique" UNIQUE("lookup"),
	CONSTRAINT "api_keys_kind" CHECK ("api_keys"."kind" IN ('secret', 'public'))
);
--> statement-breakpoint
CREATE TABLE "key_runs" (
	"run_id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_runs" ADD CONSTRAINT "key_runs_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_runs" ADD CONSTRAINT "key_runs_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_account" ON "api_keys" USING btree ("account_email");--> statement-breakpoint
CREATE INDEX "key_runs_key" ON "key_runs" USING btree ("key_id");