ALTER TABLE "users" ADD COLUMN "my_size" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "size_system" text;