CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"size_id" integer NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"user_id" integer,
	"origin" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_token_unique" UNIQUE("token"),
	CONSTRAINT "stock_alerts_channel" CHECK ("stock_alerts"."channel" IN ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"fuser_id" integer,
	"color_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_one_owner" CHECK (("recently_viewed"."user_id" IS NULL) <> ("recently_viewed"."fuser_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_fuser_id_fusers_id_fk" FOREIGN KEY ("fuser_id") REFERENCES "public"."fusers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_live_idx" ON "stock_alerts" USING btree ("size_id","channel","contact") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_contact_idx" ON "stock_alerts" USING btree ("contact","created_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id") WHERE "stock_alerts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_user_color_idx" ON "recently_viewed" USING btree ("user_id","color_id") WHERE "recently_viewed"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_fuser_color_idx" ON "recently_viewed" USING btree ("fuser_id","color_id") WHERE "recently_viewed"."fuser_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "recently_viewed_user_time_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "recently_viewed_fuser_time_idx" ON "recently_viewed" USING btree ("fuser_id","viewed_at");