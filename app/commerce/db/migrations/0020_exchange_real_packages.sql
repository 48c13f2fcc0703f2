CREATE TABLE "exchange_characteristics" (
	"external_id" text PRIMARY KEY NOT NULL,
	"product_external_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"characteristics" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "kind" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "old_price" integer;--> statement-breakpoint
ALTER TABLE "exchange_price_types" ADD COLUMN "classifier_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_price_types" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "exchange_price_types" ADD COLUMN "offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_price_types" ADD COLUMN "seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_warehouses" ADD COLUMN "mapped_by" text;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_kind" CHECK ("shops"."kind" IN ('shop', 'warehouse'));