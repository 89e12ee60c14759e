-- Every change to the shop's content bumps content_version, so every process drops its cached lists.
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "products_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "product_images_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "crops_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crops" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "crop_images_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crop_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "certificates_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "certificates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "video_feed_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "video_feed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "banner_items_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shipping_slabs_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_slabs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
