CREATE TABLE "exchange_groups" (
	"external_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"path" text NOT NULL,
	"section_path" text,
	"mapped_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_offers" (
	"external_id" text PRIMARY KEY NOT NULL,
	"size_id" integer NOT NULL,
	"color_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_order_exports" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"sent_version" text,
	"confirmed_version" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exchange_price_types" (
	"external_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_products" (
	"external_id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"group_id" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"absent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exchange_products_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'staging' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"changes_only" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "exchange_runs_status" CHECK ("exchange_runs"."status" IN ('staging', 'applying', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "exchange_staged" (
	"run_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"data" jsonb NOT NULL,
	CONSTRAINT "exchange_staged_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "exchange_warehouses" (
	"external_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shop_id" integer
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD CONSTRAINT "exchange_offers_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD CONSTRAINT "exchange_offers_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_order_exports" ADD CONSTRAINT "exchange_order_exports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_products" ADD CONSTRAINT "exchange_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_staged" ADD CONSTRAINT "exchange_staged_run_id_exchange_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."exchange_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_warehouses" ADD CONSTRAINT "exchange_warehouses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_offers_color_idx" ON "exchange_offers" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "exchange_products_group_idx" ON "exchange_products" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "exchange_runs_file_idx" ON "exchange_runs" USING btree ("file_name","file_key");--> statement-breakpoint
CREATE INDEX "exchange_staged_ref_idx" ON "exchange_staged" USING btree ("run_id","kind","ref");