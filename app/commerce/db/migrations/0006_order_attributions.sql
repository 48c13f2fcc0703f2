CREATE TABLE "order_attributions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"utm_url" text,
	"utm_captured_at" timestamp with time zone,
	"yclid" text,
	"click_source" text,
	"click_session_id" uuid,
	"click_at" timestamp with time zone,
	"click_referrer" text,
	"click_user_agent" text,
	"click_language" text,
	"click_landing_url" text,
	"click_screen_width" integer,
	"click_screen_height" integer
);
--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_attributions_campaign_idx" ON "order_attributions" USING btree ("utm_source","utm_medium","utm_campaign");--> statement-breakpoint
CREATE INDEX "order_attributions_yclid_idx" ON "order_attributions" USING btree ("yclid");