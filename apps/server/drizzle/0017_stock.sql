CREATE TABLE "stock_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_order_id" integer NOT NULL,
	"product_size_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"state" varchar(10) DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_quantity_positive" CHECK ("stock_holds"."quantity" > 0),
	CONSTRAINT "stock_holds_state_valid" CHECK ("stock_holds"."state" IN ('held', 'sold', 'released'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_size_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"change" integer NOT NULL,
	"count_after" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_valid" CHECK ("stock_movements"."kind" IN ('count', 'received', 'correction', 'sale', 'returned')),
	CONSTRAINT "stock_movements_change_not_zero" CHECK ("stock_movements"."change" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_short" jsonb;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "stock_hold_seconds" integer DEFAULT 900 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "low_stock_threshold" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_holds_payment_size_unique" ON "stock_holds" USING btree ("payment_order_id","product_size_id");--> statement-breakpoint
CREATE INDEX "stock_holds_size_held_idx" ON "stock_holds" USING btree ("product_size_id","expires_at") WHERE "stock_holds"."state" = 'held';--> statement-breakpoint
CREATE INDEX "stock_movements_size_idx" ON "stock_movements" USING btree ("product_size_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_stock_not_negative" CHECK ("product_sizes"."stock_count" IS NULL OR "product_sizes"."stock_count" >= 0);--> statement-breakpoint
-- A sale changes only stock_count: it must not empty every process's catalogue caches, so the size table's trigger
-- now fires on the catalogue's own columns only. The stock module bumps the version itself when a size sells out
-- or comes back (the lists' "Out of stock" changes then).
DROP TRIGGER IF EXISTS "product_sizes_content_version" ON "product_sizes";
--> statement-breakpoint
CREATE TRIGGER "product_sizes_content_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "product_id", "size", "weight_grams", "in_stock", "sort_order" ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
