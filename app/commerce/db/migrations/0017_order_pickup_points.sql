ALTER TABLE "orders" ADD COLUMN "pickup_point_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_tariff_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_price" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date_to" date;