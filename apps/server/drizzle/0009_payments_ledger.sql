CREATE TABLE "app_secrets" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"payment_order_id" integer NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"gateway_payment_id" varchar(100) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"requested_by" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"gateway_refund_id" varchar(100),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"order_id" varchar(100) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" varchar(100) PRIMARY KEY NOT NULL,
	"event" varchar(60) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DATA TYPE varchar(20);--> statement-breakpoint
UPDATE "orders" SET "refunded_paise" = 0 WHERE "refunded_paise" IS NULL OR "refund_id" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refunded_paise" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refunded_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "gateway_mode" varchar(10) DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
-- Razorpay orders made before modes were recorded count as live: a live shop's in-flight payments keep completing.
UPDATE "payment_orders" SET "gateway_mode" = 'live' WHERE "gateway" = 'razorpay';--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "special_instructions" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "attempt_key" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_unique" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_order_idx" ON "refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_attempt_idx" ON "payment_orders" USING btree ("user_id","attempt_key");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
-- Refunds recorded on the order before the ledger existed become processed rows of the ledger.
INSERT INTO "refunds" ("order_id", "payment_order_id", "gateway", "gateway_payment_id", "amount_paise", "reason",
    "requested_by", "status", "idempotency_key", "gateway_refund_id", "processed_at")
  SELECT o."id", po."id", o."gateway", o."gateway_payment_id", o."refunded_paise", 'Cancelled by the customer',
    'customer:' || o."user_id", 'processed', 'order-' || o."id" || '-cancel', o."refund_id", o."refunded_at"
  FROM "orders" o JOIN "payment_orders" po ON po."gateway_order_id" = o."gateway_order_id"
  WHERE o."refund_id" IS NOT NULL AND o."gateway_payment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" IN ('Pending', 'Paid', 'Refund pending', 'Partially refunded', 'Refunded', 'Failed'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_valid" CHECK ("payment_orders"."status" IN ('created', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_mode_valid" CHECK ("payment_orders"."gateway_mode" IN ('sandbox', 'test', 'live'));