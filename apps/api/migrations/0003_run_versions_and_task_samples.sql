CREATE TABLE "task_samples" (
	"task_id" text NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"run_id" text NOT NULL,
	"results" jsonb,
	"attempts" integer DEFAULT 1 NOT NULL,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_samples_pk" PRIMARY KEY("task_id","version"),
	CONSTRAINT "task_samples_status" CHECK ("task_samples"."status" IN ('making', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;