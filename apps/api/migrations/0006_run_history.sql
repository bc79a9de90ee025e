ALTER TABLE "runs" ADD COLUMN "retry_of" text;--> statement-breakpoint
CREATE INDEX "assets_owner_newest" ON "assets" USING btree ("owner_email","created_at","id");--> statement-breakpoint
CREATE INDEX "runs_account_newest" ON "runs" USING btree ("account_email","created_at","id");