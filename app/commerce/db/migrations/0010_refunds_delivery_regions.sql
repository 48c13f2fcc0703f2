CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"idempotence_key" text NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_regions" (
	"region" text PRIMARY KEY NOT NULL,
	"courier_fee" integer NOT NULL,
	"free_from" integer NOT NULL,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_external_idx" ON "refunds" USING btree ("provider","external_id");--> statement-breakpoint
-- Courier delivery of the regions the shop ships to most (issue 17); any other region takes the
-- DELIVERY_* defaults. The shop edits these rows; a later migration never rewrites them.
INSERT INTO "delivery_regions" ("region", "courier_fee", "free_from", "days_min", "days_max") VALUES
	('Москва', 390, 7000, 1, 2),
	('Московская', 490, 7000, 1, 3),
	('Санкт-Петербург', 390, 7000, 2, 3),
	('Ленинградская', 490, 8000, 2, 4),
	('Нижегородская', 490, 8000, 2, 4),
	('Татарстан', 490, 8000, 2, 4),
	('Свердловская', 490, 9000, 3, 5),
	('Краснодарский', 490, 9000, 3, 5),
	('Новосибирская', 590, 10000, 3, 5),
	('Приморский', 790, 15000, 6, 9),
	('Камчатский', 990, 15000, 7, 12)
ON CONFLICT ("region") DO NOTHING;
