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
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_live_idx" ON "stock_alerts" USING btree ("size_id","channel","contact") WHERE "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_contact_idx" ON "stock_alerts" USING btree ("contact","created_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id") WHERE "stock_alerts"."user_id" IS NOT NULL;