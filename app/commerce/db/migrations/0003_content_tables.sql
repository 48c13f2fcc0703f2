ALTER TABLE "faq_items" ADD COLUMN "section_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "gender" text DEFAULT 'unisex' NOT NULL;--> statement-breakpoint
ALTER TABLE "size_tables" ADD COLUMN "kind" text DEFAULT 'shoes' NOT NULL;--> statement-breakpoint
ALTER TABLE "size_tables" ADD COLUMN "gender" text;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_email_lower" CHECK ("subscriptions"."email" = lower("subscriptions"."email"));