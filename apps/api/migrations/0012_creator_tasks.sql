CREATE TABLE "creator_task_versions" (
	"task_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "creator_task_versions_pk" PRIMARY KEY("task_id","version"),
	CONSTRAINT "creator_task_versions_version" CHECK ("creator_task_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "creator_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_email" text NOT NULL,
	"draft" jsonb NOT NULL,
	"name" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"latest_version" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "task_version" integer;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "draft_definition" jsonb;--> statement-breakpoint
ALTER TABLE "creator_task_versions" ADD CONSTRAINT "creator_task_versions_task_id_creator_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."creator_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_tasks" ADD CONSTRAINT "creator_tasks_owner_email_accounts_email_fk" FOREIGN KEY ("owner_email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_tasks_owner" ON "creator_tasks" USING btree ("owner_email","saved_at");