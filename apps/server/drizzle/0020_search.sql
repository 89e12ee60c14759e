CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("product_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_mal_trgm_idx" ON "products" USING gin ("product_name_mal" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_roman_trgm_idx" ON "products" USING gin ("product_name_roman" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_description_fts_idx" ON "products" USING gin (to_tsvector('english', "description")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_description_mal_fts_idx" ON "products" USING gin (to_tsvector('simple', "description_mal")) WITH (fastupdate=false);--> statement-breakpoint
-- "Verified purchase" follows the author's orders (issue 32: a delivered order, not fully refunded, holding the
-- product). The product's cached answer shows the mark, so an order that is delivered, cancelled or refunded drops
-- the cached answers of the products in it that its customer reviewed, as a review itself does (migration 0008).
CREATE FUNCTION "order_review_cache_invalidation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_invalidations" ("product_id")
    SELECT DISTINCT i."product_id" FROM "order_items" i
      JOIN "reviews" r ON r."product_id" = i."product_id" AND r."user_id" = NEW."user_id"
      WHERE i."order_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_review_cache_invalidation" AFTER UPDATE OF "status", "payment_status", "refunded_paise" ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."payment_status" IS DISTINCT FROM NEW."payment_status"
    OR OLD."refunded_paise" IS DISTINCT FROM NEW."refunded_paise")
  EXECUTE FUNCTION "order_review_cache_invalidation"();--> statement-breakpoint
-- A line refunded in full no longer counts as bought.
CREATE FUNCTION "order_item_review_cache_invalidation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_invalidations" ("product_id")
    SELECT NEW."product_id" FROM "orders" o
      JOIN "reviews" r ON r."user_id" = o."user_id" AND r."product_id" = NEW."product_id"
      WHERE o."id" = NEW."order_id"
      LIMIT 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_review_cache_invalidation" AFTER UPDATE OF "refunded_quantity" ON "order_items"
  FOR EACH ROW WHEN (OLD."refunded_quantity" IS DISTINCT FROM NEW."refunded_quantity")
  EXECUTE FUNCTION "order_item_review_cache_invalidation"();
