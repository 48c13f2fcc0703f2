-- The catalogue index also carries the catalogue banners (catalog_1x1, catalog_2x1), so a
-- banner change bumps the catalogue version like any other catalogue write.
CREATE TRIGGER "banners_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
