-- A new review changes what a product page shows: product pages are cached like the lists, so reviews bump the version too.
CREATE TRIGGER "reviews_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
