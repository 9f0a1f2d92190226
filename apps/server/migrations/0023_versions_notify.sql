-- The two change counters (0019, 0021) also tell every server process that they moved: a notification on the
-- change bus's channel (db/change-bus.ts, topics `catalogue` and `documents`), sent when the writer commits
-- (PostgreSQL folds a transaction's identical notifications into one). A process may then keep the counters in
-- memory between changes instead of reading them on every call (lib/versioned-cache.ts createNotifiedRead; the
-- followed-companies list). The payload is the bus's envelope.
CREATE OR REPLACE FUNCTION "listed_companies_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listed_companies_version" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "listed_companies_version"."version" + 1;
  PERFORM pg_notify('app_changes', '{"topic":"catalogue","change":{}}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "documents_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "documents_version" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "documents_version"."version" + 1;
  PERFORM pg_notify('app_changes', '{"topic":"documents","change":{}}');
  RETURN NULL;
END;
$$;
