ALTER TABLE "order_items" ALTER COLUMN "unit_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refunded_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_prices" ALTER COLUMN "original_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_prices" ALTER COLUMN "offer_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_slabs" ALTER COLUMN "charge_paise" SET DATA TYPE bigint;