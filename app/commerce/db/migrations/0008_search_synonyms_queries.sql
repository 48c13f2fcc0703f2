CREATE TABLE "search_query_days" (
	"query" text NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_query_day_pk" PRIMARY KEY("query","day")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" text,
	"term" text NOT NULL,
	"name_words" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_query_days_day_idx" ON "search_query_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_synonyms_type_idx" ON "search_synonyms" USING btree ("type_code");--> statement-breakpoint
-- The search index reads the synonyms: a change rebuilds it, as a brand's aliases do.
CREATE TRIGGER "search_synonyms_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
