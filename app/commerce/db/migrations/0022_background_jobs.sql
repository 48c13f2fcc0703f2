CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"singleton_on" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer NOT NULL,
	"retry_delay" integer NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"started_on" timestamp with time zone,
	"completed_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "background_jobs_state" CHECK ("background_jobs"."state" IN ('created', 'retry', 'active', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_waiting_key" ON "background_jobs" USING btree ("queue",COALESCE("singleton_key", '')) WHERE "background_jobs"."state" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_period_key" ON "background_jobs" USING btree ("queue","singleton_on",COALESCE("singleton_key", '')) WHERE "background_jobs"."singleton_on" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("start_after") WHERE "background_jobs"."state" IN ('created', 'retry');--> statement-breakpoint
CREATE INDEX "background_jobs_state_idx" ON "background_jobs" USING btree ("state","completed_on");