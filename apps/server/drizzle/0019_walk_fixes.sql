-- Search by similarity (issue 32): trigram matching, in PGlite's contrib and PostgreSQL's (a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restock" boolean DEFAULT true NOT NULL,
	CONSTRAINT "refund_lines_quantity_positive" CHECK ("refund_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_state_valid";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_news" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "english_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "malayalam_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_name_roman" varchar(600) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "name_mal" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "tagline_mal" varchar(600) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "farm_address_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "outlet_address_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_news_at" timestamp with time zone;--> statement-breakpoint
-- The news box was ticked for everyone who registered, without asking: nobody has said yes by their own act yet.
UPDATE "users" SET "email_news" = false WHERE "email_news_at" IS NULL;--> statement-breakpoint
-- What the shop showed before drafts existed had been published when it was made.
UPDATE "products" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "pages" SET "english_updated_at" = "updated_at",
  "malayalam_updated_at" = CASE WHEN "title_mal" <> '' OR "body_mal" <> '' THEN "updated_at" END;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_lines_item_idx" ON "refund_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_valid" CHECK ("addresses"."state_id" BETWEEN 1 AND 36);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_valid" CHECK ("order_items"."refunded_quantity" >= 0 AND "order_items"."refunded_quantity" <= "order_items"."quantity");