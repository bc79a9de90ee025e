-- The store's counters count only paid runs bought by other accounts (issue 41, decision 135): a
-- free run (fee 0) and a run by the listing's owner end without touching store_listing_figures or
-- store_listing_days (their thumbs were never counted: store_rate_run asks the same).
CREATE OR REPLACE FUNCTION "store_figures_run_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (NEW.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF EXISTS (SELECT 1 FROM store_listings l WHERE l.id = NEW.listing_id AND l.owner_email = NEW.account_email) THEN
    RETURN NULL;
  END IF;
  INSERT INTO store_listing_days AS d (listing_id, day, bought)
    VALUES (NEW.listing_id, v_day, 1)
    ON CONFLICT (listing_id, day) DO UPDATE SET bought = d.bought + 1;
  INSERT INTO store_listing_figures AS s (listing_id, runs, recent)
    VALUES (NEW.listing_id, 1, CASE WHEN v_day >= (SELECT since FROM store_figures_window) THEN 1 ELSE 0 END)
    ON CONFLICT (listing_id) DO UPDATE SET runs = s.runs + 1, recent = s.recent + EXCLUDED.recent;
  IF NEW.status = 'COMPLETED' THEN PERFORM store_rate_run(NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "runs_store_ended" ON "runs";
--> statement-breakpoint
CREATE TRIGGER "runs_store_ended" AFTER UPDATE OF "status" ON "runs" FOR EACH ROW
  WHEN (NEW.listing_id IS NOT NULL AND NEW.fee > 0 AND NEW.status IN ('COMPLETED', 'ERROR', 'ABORTED')
    AND OLD.status NOT IN ('COMPLETED', 'ERROR', 'ABORTED'))
  EXECUTE FUNCTION "store_figures_run_ended"();
