CREATE TABLE "social_authorizations" (
	"account_email" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"account_email" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"member_name" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"scope" text,
	"access_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_authorizations" ADD CONSTRAINT "social_authorizations_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_account_email_accounts_email_fk" FOREIGN KEY ("account_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;