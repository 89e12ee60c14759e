CREATE TABLE "product_crops" (
	"product_id" integer NOT NULL,
	"crop_id" integer NOT NULL,
	CONSTRAINT "product_crops_product_id_crop_id_pk" PRIMARY KEY("product_id","crop_id")
);
--> statement-breakpoint
CREATE TABLE "preorders" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_size_id" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	"sold_quantity" integer DEFAULT 0 NOT NULL,
	"dispatch_from" date NOT NULL,
	"dispatch_to" date NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"actual_quantity" integer,
	"harvested_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preorders_expected_positive" CHECK ("preorders"."expected_quantity" > 0),
	CONSTRAINT "preorders_sold_valid" CHECK ("preorders"."sold_quantity" >= 0 AND "preorders"."sold_quantity" <= "preorders"."expected_quantity"),
	CONSTRAINT "preorders_window_valid" CHECK ("preorders"."dispatch_from" <= "preorders"."dispatch_to"),
	CONSTRAINT "preorders_actual_valid" CHECK ("preorders"."actual_quantity" IS NULL OR "preorders"."actual_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_size_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"state" varchar(12) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"told_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_requests_state_valid" CHECK ("waitlist_requests"."state" IN ('unconfirmed', 'waiting', 'told', 'unsubscribed')),
	CONSTRAINT "waitlist_requests_language_valid" CHECK ("waitlist_requests"."language" IN ('en', 'ml'))
);
--> statement-breakpoint
DROP INDEX "outbox_messages_due_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "season_months" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "season_note" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "season_note_mal" varchar(400) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "season_months" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "season_note" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "season_note_mal" varchar(400) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "preorder_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_plan" varchar(10);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "delivery_plan" varchar(10);--> statement-breakpoint
ALTER TABLE "product_crops" ADD CONSTRAINT "product_crops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_crops" ADD CONSTRAINT "product_crops_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_crops_crop_idx" ON "product_crops" USING btree ("crop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preorders_size_open_unique" ON "preorders" USING btree ("product_size_id") WHERE "preorders"."harvested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "preorders_size_idx" ON "preorders" USING btree ("product_size_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_requests_token_unique" ON "waitlist_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_requests_open_unique" ON "waitlist_requests" USING btree ("product_size_id",lower("email")) WHERE "waitlist_requests"."state" IN ('unconfirmed', 'waiting');--> statement-breakpoint
CREATE INDEX "waitlist_requests_size_state_idx" ON "waitlist_requests" USING btree ("product_size_id","state","id");--> statement-breakpoint
CREATE INDEX "waitlist_requests_email_idx" ON "waitlist_requests" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_preorder_idx" ON "order_items" USING btree ("preorder_id") WHERE "order_items"."preorder_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","priority","next_attempt_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_season_months_valid" CHECK ("products"."season_months" between 0 and 4095);--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_season_months_valid" CHECK ("crops"."season_months" between 0 and 4095);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_plan_valid" CHECK ("orders"."delivery_plan" IN ('together', 'split'));