CREATE TABLE "store_category_counts" (
	"store" text NOT NULL,
	"category" text NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_category_counts_pk" PRIMARY KEY("store","category")
);
--> statement-breakpoint
CREATE TABLE "store_figures_window" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"since" date NOT NULL,
	CONSTRAINT "store_figures_window_one" CHECK ("store_figures_window"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "store_listing_figures" ADD COLUMN "recent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The popular sort's runs of the last 30 days as a counter (decision 107): `recent` counts the
-- runs bought on or after the window's first day. Filled here for the current window.
INSERT INTO "store_figures_window" ("id", "since") VALUES (1, ((now() AT TIME ZONE 'UTC') - interval '30 days')::date);
--> statement-breakpoint
UPDATE "store_listing_figures" f SET "recent" = s.total
  FROM (SELECT d.listing_id, sum(d.bought)::int AS total FROM "store_listing_days" d
    WHERE d.day >= (SELECT since FROM "store_figures_window") GROUP BY d.listing_id) s
  WHERE s.listing_id = f.listing_id;
--> statement-breakpoint
-- A run's day is written first: that takes the days table's lock a window refresh holds, so a
-- refresh and an ending run never wait on each other's counters in a circle.
CREATE OR REPLACE FUNCTION "store_figures_run_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (NEW.created_at AT TIME ZONE 'UTC')::date;
BEGIN
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
-- Moves the window to start on `p_since` and counts every listing's `recent` again from its days;
-- nothing when it starts there already. The search calls it when its window starts on another
-- day (once a day per process). The lock keeps runs from ending meanwhile, so none is lost.
CREATE FUNCTION "store_figures_refresh"(p_since date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM store_figures_window WHERE since = p_since) THEN RETURN; END IF;
  LOCK TABLE store_listing_days IN SHARE ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM store_figures_window WHERE since = p_since) THEN RETURN; END IF;
  UPDATE store_listing_figures f SET recent = s.total
    FROM (SELECT g.listing_id, coalesce(sum(d.bought), 0)::int AS total
      FROM store_listing_figures g
      LEFT JOIN store_listing_days d ON d.listing_id = g.listing_id AND d.day >= p_since
      GROUP BY g.listing_id) s
    WHERE s.listing_id = f.listing_id AND f.recent <> s.total;
  INSERT INTO store_figures_window AS w (id, since) VALUES (1, p_since)
    ON CONFLICT (id) DO UPDATE SET since = EXCLUDED.since;
END $$;
--> statement-breakpoint
-- Live listings per store and category (decision 107), for the counts of a search without words.
INSERT INTO "store_category_counts" ("store", "category", "listings")
  SELECT coalesce(organization_id, ''), category, count(*)::int FROM "store_listings" WHERE status = 'live'
  GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "store_category_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'live' THEN
    UPDATE store_category_counts SET listings = listings - 1
      WHERE store = coalesce(OLD.organization_id, '') AND category = OLD.category;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'live' THEN
    INSERT INTO store_category_counts AS c (store, category, listings)
      VALUES (coalesce(NEW.organization_id, ''), NEW.category, 1)
      ON CONFLICT (store, category) DO UPDATE SET listings = c.listings + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "store_listings_category_added" AFTER INSERT OR DELETE ON "store_listings" FOR EACH ROW
  EXECUTE FUNCTION "store_category_counted"();
--> statement-breakpoint
CREATE TRIGGER "store_listings_category_moved" AFTER UPDATE ON "store_listings" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION "store_category_counted"();
