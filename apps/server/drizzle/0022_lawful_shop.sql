CREATE TABLE "complaint_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"author" varchar(10) NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_messages_author_valid" CHECK ("complaint_messages"."author" IN ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_no" varchar(24) NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(10) DEFAULT '' NOT NULL,
	"topic" varchar(12) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_valid" CHECK ("complaints"."status" IN ('open', 'answered', 'closed')),
	CONSTRAINT "complaints_topic_valid" CHECK ("complaints"."topic" IN ('order', 'product', 'delivery', 'payment', 'refund', 'other')),
	CONSTRAINT "complaints_language_valid" CHECK ("complaints"."language" IN ('en', 'ml'))
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"financial_year" varchar(7) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"number" integer NOT NULL,
	"credit_note_no" varchar(20) NOT NULL,
	"total_paise" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "net_quantity" integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "net_unit" varchar(2) DEFAULT 'g' NOT NULL;--> statement-breakpoint
-- Sizes from before issue 35 had only a shipping weight: their label ("500 ml", "1 L", "250 g", "1 kg") gives the net
-- quantity where it reads as one; any other label takes the weight in grams until the farm corrects it.
UPDATE "product_sizes" SET
  "net_unit" = CASE WHEN "size" ~* '^\s*[0-9]+(\.[0-9]+)?\s*(ml|l|ltr|litre|liter)\s*$' THEN 'ml' ELSE 'g' END,
  "net_quantity" = COALESCE(NULLIF(CASE
    WHEN "size" ~* '^\s*[0-9]+(\.[0-9]+)?\s*(ml|g|gm|gms|gram|grams)\s*$'
      THEN round(substring("size" from '[0-9]+(?:\.[0-9]+)?')::numeric)::integer
    WHEN "size" ~* '^\s*[0-9]+(\.[0-9]+)?\s*(l|ltr|litre|liter|kg|kgs)\s*$'
      THEN round(substring("size" from '[0-9]+(?:\.[0-9]+)?')::numeric * 1000)::integer
  END, 0), "weight_grams");--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "net_quantity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "label_image" varchar(255);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_months" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" varchar(60) DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic_scheme" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic_certificate_no" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic_certifier" varchar(160) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic_valid_until" date;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "fssai_number" varchar(14) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "fssai_kind" varchar(12) DEFAULT 'registration' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "grievance_name" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "grievance_designation" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "grievance_email" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "grievance_phone" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_messages_complaint_idx" ON "complaint_messages" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_ticket_unique" ON "complaints" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_unique" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("financial_year","number");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_net_quantity_positive" CHECK ("product_sizes"."net_quantity" > 0);--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_net_unit_valid" CHECK ("product_sizes"."net_unit" IN ('g', 'ml', 'pc'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organic_scheme_valid" CHECK ("products"."organic_scheme" IN ('none', 'npop', 'pgs', 'exempt'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_valid" CHECK ("products"."shelf_life_months" IS NULL OR "products"."shelf_life_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_fssai_kind_valid" CHECK ("shop"."fssai_kind" IN ('licence', 'registration'));--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_fssai_number_valid" CHECK ("shop"."fssai_number" = '' OR "shop"."fssai_number" ~ '^[0-9]{14}$');