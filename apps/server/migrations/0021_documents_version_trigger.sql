-- The documents' change counter (schema disclosure.schema.ts documentsVersion), made like the catalogue's
-- (0019_listed_companies_version_trigger): every statement that writes documents raises it in the same
-- transaction, so a reader sees the new version exactly when it sees the change (a sequence would not do:
-- nextval is visible before the commit). An upsert, so a missing row cannot freeze the version. Writers of
-- documents (imports, the sync, seeds) queue on this one row until they commit; they are few and batch
-- their rows into few statements.
INSERT INTO "documents_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "documents_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "documents_version" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "documents_version"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "documents_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "documents_version_bump"();
