-- The catalogue's change counter (schema.ts listedCompaniesVersion): every statement that writes
-- listed_companies raises it in the same transaction, so a reader sees the new version exactly when it
-- sees the change (a sequence would not do: nextval is visible before the commit). An upsert, so a
-- missing row cannot freeze the version. Writers of listed_companies (imports, seeds) queue on this one
-- row until they commit; they are rare and already run one at a time.
INSERT INTO "listed_companies_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "listed_companies_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listed_companies_version" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "listed_companies_version"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listed_companies_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listed_companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "listed_companies_version_bump"();
