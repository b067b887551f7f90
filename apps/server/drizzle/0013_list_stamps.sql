-- Issue 12: list totals are remembered per process until something they count changes.
--
-- Each list has a stamp that moves, inside the writing transaction, with every change that can change
-- one of its totals: a row added or removed, or a filtered or searched column changed. A total is
-- counted in the same statement as the stamp is read, so the pair is one snapshot: while the stamp
-- stays, the total is exact, for every server process on the database. Saving a return's answers or
-- figures (the common write) moves no stamp. The stamp row is locked until the writer commits, so
-- such writes (new returns, documents, users; status changes; renames) commit one at a time.
CREATE TABLE "list_stamps" (
  "list" text PRIMARY KEY NOT NULL,
  "stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "list_stamps" ("list") VALUES ('returns'), ('users'), ('forms');
--> statement-breakpoint
CREATE FUNCTION "list_stamp_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_stamps SET stamp = stamp + 1 WHERE list = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The dashboard counts returns by owner, status, tax year and search text.
CREATE TRIGGER "form1040s_list_stamp" AFTER INSERT OR DELETE OR TRUNCATE ON "form1040s"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_stamp_move"('returns');
--> statement-breakpoint
CREATE TRIGGER "form1040s_list_stamp_update" AFTER UPDATE ON "form1040s" FOR EACH ROW
  WHEN ((OLD.user_id, OLD.status, OLD.tax_year, OLD.search_text)
    IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.tax_year, NEW.search_text))
  EXECUTE FUNCTION "list_stamp_move"('returns');
--> statement-breakpoint
-- The user list counts users by username and email (the search) and waiting for approval.
CREATE TRIGGER "users_list_stamp" AFTER INSERT OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_stamp_move"('users');
--> statement-breakpoint
CREATE TRIGGER "users_list_stamp_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.username, OLD.email, OLD.pending_approval)
    IS DISTINCT FROM (NEW.username, NEW.email, NEW.pending_approval))
  EXECUTE FUNCTION "list_stamp_move"('users');
--> statement-breakpoint
-- All forms counts form_list (kept by migration 0011's triggers) by type, status and search.
CREATE TRIGGER "form_list_list_stamp" AFTER INSERT OR DELETE OR TRUNCATE ON "form_list"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_stamp_move"('forms');
--> statement-breakpoint
CREATE TRIGGER "form_list_list_stamp_update" AFTER UPDATE ON "form_list" FOR EACH ROW
  WHEN ((OLD.type, OLD.status, OLD.search) IS DISTINCT FROM (NEW.type, NEW.status, NEW.search))
  EXECUTE FUNCTION "list_stamp_move"('forms');
