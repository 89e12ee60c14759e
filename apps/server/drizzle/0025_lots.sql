CREATE TABLE "recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"reason_mal" text DEFAULT '' NOT NULL,
	"customers_told" integer DEFAULT 0 NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_size_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"received" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"crop_id" integer,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"harvested_on" date,
	"processed_on" date,
	"process" varchar(20),
	"best_before" date,
	"certificate_media_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"blocked_at" timestamp with time zone,
	"recall_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_on_hand_valid" CHECK ("lots"."on_hand" >= 0),
	CONSTRAINT "lots_received_valid" CHECK ("lots"."received" >= 0),
	CONSTRAINT "lots_process_valid" CHECK ("lots"."process" IS NULL OR "lots"."process" IN ('pressing', 'drying', 'roasting', 'grinding', 'bottling', 'packing'))
);
--> statement-breakpoint
CREATE TABLE "order_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_size_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"packed_at" timestamp with time zone,
	CONSTRAINT "order_lots_quantity_positive" CHECK ("order_lots"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_valid";--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "lot_pages_indexed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_certificate_media_id_media_id_fk" FOREIGN KEY ("certificate_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lots" ADD CONSTRAINT "order_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lots" ADD CONSTRAINT "order_lots_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lots" ADD CONSTRAINT "order_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lots_code_unique" ON "lots" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "lots_size_idx" ON "lots" USING btree ("product_size_id","best_before");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lots_unique" ON "order_lots" USING btree ("order_id","product_size_id","lot_id");--> statement-breakpoint
CREATE INDEX "order_lots_lot_idx" ON "order_lots" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_valid" CHECK ("stock_movements"."kind" IN ('count', 'received', 'correction', 'sale', 'returned', 'recalled', 'lot_change'));--> statement-breakpoint
-- What was on the shelf before lots were kept becomes one lot per size, so a counted size's count is the sum of its
-- lots from the start (docs/domain.md "Lots"). Its dates were never recorded: no best-before, never refused for them.
INSERT INTO "lots" ("product_size_id", "code", "received", "on_hand", "notes")
SELECT "id", 'OPEN-' || "id", "stock_count", "stock_count", 'On the shelf before lots were kept'
FROM "product_sizes" WHERE "stock_count" > 0;
