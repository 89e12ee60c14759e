CREATE TABLE "backup_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"source" varchar(10) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "backup_records_source_valid" CHECK ("backup_records"."source" IN ('console', 'command')),
	CONSTRAINT "backup_records_bytes_valid" CHECK ("backup_records"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "english_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "malayalam_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "test_payments_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "test_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "slabs_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backup_records" ADD CONSTRAINT "backup_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_records_taken_idx" ON "backup_records" USING btree ("taken_at");--> statement-breakpoint
-- A shop from before the setup checklist was already taking orders: it stays open (a new real shop starts closed).
UPDATE "shop" SET "opened_at" = now();
