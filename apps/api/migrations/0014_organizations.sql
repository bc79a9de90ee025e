CREATE TABLE "organization_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organization_members_pk" PRIMARY KEY("organization_id","email"),
	CONSTRAINT "organization_members_role" CHECK ("organization_members"."role" IN ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"accent_colour" text NOT NULL,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_size" integer,
	"logo_updated_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organizations_accent_colour" CHECK ("organizations"."accent_colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "organizations_logo_whole" CHECK (("organizations"."logo" IS NULL) = ("organizations"."logo_content_type" IS NULL) AND ("organizations"."logo" IS NULL) = ("organizations"."logo_size" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_email_accounts_email_fk" FOREIGN KEY ("email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_accounts_email_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_open" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."accepted_at" IS NULL AND "organization_invitations"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "organization_invitations_email" ON "organization_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organization_members_email" ON "organization_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_one_owned" ON "organization_members" USING btree ("email") WHERE "organization_members"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_created_by" ON "organizations" USING btree ("created_by");