CREATE TABLE "banner_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" varchar(255) NOT NULL,
	"video" varchar(255),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_mal" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" varchar(255) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200),
	"image" varchar(255) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "crop_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"image" varchar(255) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"name_mala" varchar(300) DEFAULT '' NOT NULL,
	"category" varchar(100) NOT NULL,
	"image" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description1" text DEFAULT '' NOT NULL,
	"description2" text DEFAULT '' NOT NULL,
	"description3" text DEFAULT '' NOT NULL,
	"description4" text DEFAULT '' NOT NULL,
	"description5" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image" varchar(255) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_size_id" integer NOT NULL,
	"original_price_paise" integer NOT NULL,
	"offer_price_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_prices_original_positive" CHECK ("product_prices"."original_price_paise" > 0),
	CONSTRAINT "product_prices_offer_valid" CHECK ("product_prices"."offer_price_paise" >= 0 AND "product_prices"."offer_price_paise" < "product_prices"."original_price_paise")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" varchar(60) NOT NULL,
	"weight_grams" integer NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sizes_weight_positive" CHECK ("product_sizes"."weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"product_name_mal" varchar(300) DEFAULT '' NOT NULL,
	"product_slug" varchar(220) NOT NULL,
	"sku" varchar(64) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" varchar(255) NOT NULL,
	"video" varchar(255),
	"video_link" varchar(500),
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(120) NOT NULL,
	"review" text NOT NULL,
	"rating_halves" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating_halves" BETWEEN 0 AND 10)
);
--> statement-breakpoint
CREATE TABLE "shipping_slabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone" varchar(20) NOT NULL,
	"min_weight_grams" integer NOT NULL,
	"max_weight_grams" integer,
	"charge_paise" integer NOT NULL,
	CONSTRAINT "shipping_slabs_zone_valid" CHECK ("shipping_slabs"."zone" IN ('kerala', 'rest_of_india')),
	CONSTRAINT "shipping_slabs_range_valid" CHECK ("shipping_slabs"."min_weight_grams" >= 0 AND ("shipping_slabs"."max_weight_grams" IS NULL OR "shipping_slabs"."max_weight_grams" >= "shipping_slabs"."min_weight_grams")),
	CONSTRAINT "shipping_slabs_charge_valid" CHECK ("shipping_slabs"."charge_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(160) NOT NULL,
	"tagline" varchar(300) DEFAULT '' NOT NULL,
	"contact_email" varchar(200) NOT NULL,
	"orders_email" varchar(200) NOT NULL,
	"phone_primary" varchar(40) NOT NULL,
	"phone_secondary" varchar(40) DEFAULT '' NOT NULL,
	"whatsapp_number" varchar(20) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"farm_address" text DEFAULT '' NOT NULL,
	"outlet_address" text DEFAULT '' NOT NULL,
	"youtube_url" varchar(300) DEFAULT '' NOT NULL,
	"instagram_url" varchar(300) DEFAULT '' NOT NULL,
	"facebook_url" varchar(300) DEFAULT '' NOT NULL,
	"order_prefix" varchar(8) DEFAULT 'SF' NOT NULL,
	"cod_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_single_row" CHECK ("shop"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "video_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200),
	"image" varchar(255) NOT NULL,
	"video" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crop_images" ADD CONSTRAINT "crop_images_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crop_images_crop_idx" ON "crop_images" USING btree ("crop_id","sort_order");--> statement-breakpoint
CREATE INDEX "crops_category_idx" ON "crops" USING btree (lower("category"),"created_at");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_size_unique" ON "product_prices" USING btree ("product_size_id");--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("product_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "shipping_slabs_zone_idx" ON "shipping_slabs" USING btree ("zone","min_weight_grams");