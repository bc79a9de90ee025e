CREATE TABLE "store_listing_days" (
	"listing_id" text NOT NULL,
	"day" date NOT NULL,
	"bought" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_listing_days_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_listing_figures" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"rating_up" integer DEFAULT 0 NOT NULL,
	"rating_down" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_run_ratings" (
	"run_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"rating" text
);
--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "sample_run_id" text;--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(card->>'name', '')), 'A') || setweight(to_tsvector('english', coalesce(card->>'heading', '')), 'B') || setweight(to_tsvector('english', coalesce(card->>'creatorName', '')), 'B') || setweight(to_tsvector('english', coalesce(card->>'description', '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "category" text GENERATED ALWAYS AS (coalesce(card->>'category', '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "store_listing_days_day" ON "store_listing_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "store_run_ratings_listing" ON "store_run_ratings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "store_listings_organization" ON "store_listings" USING btree ("organization_id") WHERE "store_listings"."visibility" = 'organization';--> statement-breakpoint
CREATE INDEX "store_listings_newest" ON "store_listings" USING btree ("created_at","id") WHERE "store_listings"."status" = 'live';--> statement-breakpoint
CREATE INDEX "store_listings_search" ON "store_listings" USING gin ("search");--> statement-breakpoint
-- A listing's figures (decision 107), kept in the transaction that changes a run or a thumb.
-- The thumb a run counts for: the buyer's latest on the results of their own COMPLETED run that
-- paid (fee > 0, bought from a listing that is not their own); none otherwise. Counted once per run.
CREATE FUNCTION "store_rate_run"(p_run text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_listing text;
  v_buyer text;
  v_latest text;
  v_previous text;
BEGIN
  SELECT r.listing_id, r.account_email INTO v_listing, v_buyer
    FROM runs r JOIN store_listings l ON l.id = r.listing_id
    WHERE r.id = p_run AND r.status = 'COMPLETED' AND r.fee > 0 AND r.account_email <> l.owner_email;
  IF v_listing IS NULL THEN RETURN; END IF;
  INSERT INTO store_run_ratings (run_id, listing_id, rating) VALUES (p_run, v_listing, NULL) ON CONFLICT DO NOTHING;
  SELECT rating INTO v_previous FROM store_run_ratings WHERE run_id = p_run FOR UPDATE;
  SELECT f.rating INTO v_latest
    FROM feedback f JOIN assets a ON a.id = f.asset_id
    WHERE f.account_email = v_buyer AND f.rating IS NOT NULL AND a.metadata->>'runId' = p_run
    ORDER BY f.updated_at DESC, f.id DESC LIMIT 1;
  IF v_latest IS NOT DISTINCT FROM v_previous THEN RETURN; END IF;
  UPDATE store_run_ratings SET rating = v_latest WHERE run_id = p_run;
  INSERT INTO store_listing_figures AS s (listing_id, runs, rating_up, rating_down)
    VALUES (
      v_listing, 0,
      (CASE WHEN v_latest = 'up' THEN 1 ELSE 0 END) - (CASE WHEN v_previous = 'up' THEN 1 ELSE 0 END),
      (CASE WHEN v_latest = 'down' THEN 1 ELSE 0 END) - (CASE WHEN v_previous = 'down' THEN 1 ELSE 0 END)
    )
    ON CONFLICT (listing_id) DO UPDATE SET
      rating_up = s.rating_up + EXCLUDED.rating_up,
      rating_down = s.rating_down + EXCLUDED.rating_down;
END $$;
--> statement-breakpoint
-- A bought run is counted when it ends, in the transaction that ends it, before that transaction
-- credits or refunds anyone: every transaction that locks a listing's counters locks them before
-- any account (starts, which lock the buyer's account, never lock them), so concurrent starts,
-- payouts and refunds never wait on each other in a circle.
CREATE FUNCTION "store_figures_run_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_listing_figures AS s (listing_id, runs) VALUES (NEW.listing_id, 1)
    ON CONFLICT (listing_id) DO UPDATE SET runs = s.runs + 1;
  INSERT INTO store_listing_days AS d (listing_id, day, bought)
    VALUES (NEW.listing_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (listing_id, day) DO UPDATE SET bought = d.bought + 1;
  IF NEW.status = 'COMPLETED' THEN PERFORM store_rate_run(NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "runs_store_ended" AFTER UPDATE OF "status" ON "runs" FOR EACH ROW
  WHEN (NEW.listing_id IS NOT NULL AND NEW.status IN ('COMPLETED', 'ERROR', 'ABORTED')
    AND OLD.status NOT IN ('COMPLETED', 'ERROR', 'ABORTED'))
  EXECUTE FUNCTION "store_figures_run_ended"();
--> statement-breakpoint
CREATE FUNCTION "store_figures_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_run text;
BEGIN
  SELECT a.metadata->>'runId' INTO v_run FROM assets a
    WHERE a.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.asset_id ELSE NEW.asset_id END);
  IF v_run IS NOT NULL THEN PERFORM store_rate_run(v_run); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "feedback_store_figures" AFTER INSERT OR UPDATE OF "rating" OR DELETE ON "feedback" FOR EACH ROW
  EXECUTE FUNCTION "store_figures_feedback"();
