ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"size_id" integer NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_changes_tx_idx" ON "stock_changes" USING btree ("tx");
--> statement-breakpoint
CREATE INDEX "stock_changes_changed_at_idx" ON "stock_changes" USING btree ("changed_at");
--> statement-breakpoint
-- Stock no longer bumps the catalogue version (every order made every instance rebuild its
-- whole index, and every stock writer waited on the version row): each writing statement
-- appends the sizes it touched to stock_changes instead, numbered by a sequence, which
-- writers never wait on. A TRUNCATE names no rows, so it still asks for a full rebuild.
DROP TRIGGER IF EXISTS "stock_catalog_version" ON "stock";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "stock_changes" ("size_id") SELECT DISTINCT "size_id" FROM "new_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "stock_changes" ("size_id")
      SELECT "size_id" FROM "new_rows" UNION SELECT "size_id" FROM "old_rows";
  ELSE
    INSERT INTO "stock_changes" ("size_id") SELECT DISTINCT "size_id" FROM "old_rows";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_insert_log" AFTER INSERT ON "stock" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_stock_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_update_log" AFTER UPDATE ON "stock" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_stock_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_delete_log" AFTER DELETE ON "stock" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_stock_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_truncate_catalog_version" AFTER TRUNCATE ON "stock" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
