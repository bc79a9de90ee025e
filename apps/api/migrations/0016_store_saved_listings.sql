CREATE TABLE "store_saved_listings" (
	"email" text NOT NULL,
	"listing_id" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_saved_listings_pk" PRIMARY KEY("email","listing_id")
);
--> statement-breakpoint
ALTER TABLE "store_saved_listings" ADD CONSTRAINT "store_saved_listings_email_accounts_email_fk" FOREIGN KEY ("email") REFERENCES "public"."accounts"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_saved_listings" ADD CONSTRAINT "store_saved_listings_listing_id_store_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."store_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_saved_listings_listing" ON "store_saved_listings" USING btree ("listing_id");