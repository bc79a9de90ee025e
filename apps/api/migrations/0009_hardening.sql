CREATE TABLE "stream_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "key_runs" ADD COLUMN "visitor" text;--> statement-breakpoint
CREATE INDEX "stream_slots_holder" ON "stream_slots" USING btree ("holder","expires_at");