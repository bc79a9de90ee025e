CREATE TABLE "task_test_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_task_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"checks" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_test_results" (
	"case_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"creator_task_id" text NOT NULL,
	"run_id" text NOT NULL,
	"case_updated_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"message" text,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_test_results_pk" PRIMARY KEY("case_id","definition_key"),
	CONSTRAINT "task_test_results_status" CHECK ("task_test_results"."status" IN ('running', 'passed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "next_price" integer;--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "next_price_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_test_cases" ADD CONSTRAINT "task_test_cases_creator_task_id_creator_tasks_id_fk" FOREIGN KEY ("creator_task_id") REFERENCES "public"."creator_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_test_results" ADD CONSTRAINT "task_test_results_case_id_task_test_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."task_test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_test_cases_task" ON "task_test_cases" USING btree ("creator_task_id","position");--> statement-breakpoint
CREATE INDEX "task_test_results_task" ON "task_test_results" USING btree ("creator_task_id","definition_key");--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_next_price" CHECK (("store_listings"."next_price" IS NULL) = ("store_listings"."next_price_from" IS NULL) AND coalesce("store_listings"."next_price", 0) >= 0);