-- Issue 12: a return's computed summary is kept per version of its data, and rate-limit counters live
-- in the database, so several server processes on one PostgreSQL share both.
--
-- data_version changes with every write to a return or to any of its documents (W-2s, schedules,
-- California records: all return_items). Triggers keep it, inside the writing statement, so no write
-- path of the app (or a script, or a manual fix in psql) can forget to. PGlite runs the same plpgsql.
ALTER TABLE "form1040s" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Any update of the row is a new version, unless the statement already moved it (the documents'
-- trigger below does, and must not count twice).
CREATE FUNCTION "form1040s_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version IS NOT DISTINCT FROM OLD.data_version THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "form1040s_data_version" BEFORE UPDATE ON "form1040s"
  FOR EACH ROW EXECUTE FUNCTION "form1040s_data_version"();
--> statement-breakpoint
-- Per statement over the transition tables, as in migration 0011: an import of many rows moves each
-- return's version once. An update can move a document between returns, so both sides are bumped.
-- When a return is deleted its documents go by cascade and the update finds no row: nothing to bump.
CREATE FUNCTION "return_items_added_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE form1040s SET data_version = data_version + 1
  WHERE id IN (SELECT form1040_id FROM new_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "return_items_added_version" AFTER INSERT ON "return_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "return_items_added_version"();
--> statement-breakpoint
CREATE FUNCTION "return_items_changed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE form1040s SET data_version = data_version + 1
  WHERE id IN (SELECT form1040_id FROM new_rows UNION SELECT form1040_id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "return_items_changed_version" AFTER UPDATE ON "return_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "return_items_changed_version"();
--> statement-breakpoint
CREATE FUNCTION "return_items_removed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE form1040s SET data_version = data_version + 1
  WHERE id IN (SELECT form1040_id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "return_items_removed_version" AFTER DELETE ON "return_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "return_items_removed_version"();
--> statement-breakpoint
-- The summary's JSON (GET /api/form1040/:id/summary without the row's own id, status and version),
-- one row per return, valid while its data_version equals the return's. It holds figures, line keys,
-- formulas, form names and warnings: no SSN, bank number, PIN or birth date (summary-cache.test.ts).
CREATE TABLE "return_results" (
  "form1040_id" integer PRIMARY KEY NOT NULL,
  "data_version" bigint NOT NULL,
  "result" jsonb NOT NULL,
  "computed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "return_results_form1040_id_form1040s_id_fk" FOREIGN KEY ("form1040_id")
    REFERENCES "public"."form1040s"("id") ON DELETE CASCADE
);
--> statement-breakpoint
-- Request counts of the rate limits (@fastify/rate-limit), shared by every server process. UNLOGGED:
-- counters of the last minute are not worth a write-ahead log; after a crash they start again at 0.
CREATE UNLOGGED TABLE "rate_limits" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
