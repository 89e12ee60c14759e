CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_size_id" integer,
	"product_name" varchar(200) NOT NULL,
	"product_name_mal" varchar(300) NOT NULL,
	"product_slug" varchar(220) NOT NULL,
	"image" varchar(255) NOT NULL,
	"size" varchar(60) NOT NULL,
	"weight_grams" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "order_items_quantity_valid" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Placed' NOT NULL,
	"payment_method" varchar(10) NOT NULL,
	"payment_status" varchar(10) NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"shipping_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"items_count" integer NOT NULL,
	"special_instructions" text,
	"ship_first_name" varchar(80) NOT NULL,
	"ship_last_name" varchar(80) NOT NULL,
	"ship_address" varchar(255) NOT NULL,
	"ship_landmark" varchar(120),
	"ship_city" varchar(80) NOT NULL,
	"ship_state_id" smallint NOT NULL,
	"ship_pincode" varchar(6) NOT NULL,
	"ship_phone" varchar(10) NOT NULL,
	"gateway" varchar(20),
	"gateway_order_id" varchar(100),
	"gateway_payment_id" varchar(100),
	"refund_id" varchar(100),
	"refunded_paise" integer,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" IN ('Placed', 'Accepted', 'Packed', 'Shipped', 'Delivered', 'Cancelled')),
	CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" IN ('Pending', 'Paid', 'Refunded', 'Failed')),
	CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" IN ('RAZORPAY', 'COD')),
	CONSTRAINT "orders_total_valid" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" + "orders"."shipping_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"gateway_order_id" varchar(100) NOT NULL,
	"user_id" integer NOT NULL,
	"cart" jsonb,
	"address" jsonb,
	"subtotal_paise" integer,
	"shipping_paise" integer,
	"amount_paise" integer NOT NULL,
	"status" varchar(20) DEFAULT 'created' NOT NULL,
	"gateway_payment_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_unique" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_unique" ON "orders" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_order_unique" ON "payment_orders" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id");