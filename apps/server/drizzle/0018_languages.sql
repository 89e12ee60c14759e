ALTER TABLE "categories" ADD COLUMN "description_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "description_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "description1_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "description2_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "description3_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "description4_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "description5_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "title_mal" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "body_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_mal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_valid" CHECK ("orders"."language" IN ('en', 'ml'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("users"."language" IN ('en', 'ml'));