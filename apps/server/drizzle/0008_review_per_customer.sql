CREATE TABLE "cache_invalidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- One review per customer and product from now on: where a customer wrote several, the newest stays.
DELETE FROM "reviews" r USING "reviews" newer
  WHERE r."user_id" IS NOT NULL AND newer."user_id" = r."user_id" AND newer."product_id" = r."product_id"
    AND (newer."created_at", newer."id") > (r."created_at", r."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_customer" ON "reviews" USING btree ("product_id","user_id") WHERE "reviews"."user_id" IS NOT NULL;--> statement-breakpoint
-- A review changes one product's page, not the whole shop: reviews stop bumping the content version, and record the
-- product for every process's ContentWatcher instead (rows older than an hour are pruned as new ones arrive).
DROP TRIGGER IF EXISTS "reviews_content_version" ON "reviews";--> statement-breakpoint
CREATE FUNCTION "review_cache_invalidation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "cache_invalidations" WHERE "created_at" < now() - interval '1 hour';
  INSERT INTO "cache_invalidations" ("product_id")
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."product_id" ELSE NEW."product_id" END);
  IF TG_OP = 'UPDATE' AND OLD."product_id" <> NEW."product_id" THEN
    INSERT INTO "cache_invalidations" ("product_id") VALUES (OLD."product_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_cache_invalidation" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "review_cache_invalidation"();--> statement-breakpoint
-- TRUNCATE (a reseed) has no rows to name: it still empties every cache.
CREATE TRIGGER "reviews_content_version" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
