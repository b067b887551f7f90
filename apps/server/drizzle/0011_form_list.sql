-- All forms (GET /api/admin/forms) lists every return and every document of every user: 200,000 rows
-- at scale. Reading them through a UNION of form1040s and return_items joined to users leaves no index
-- to filter, sort or page with, so each request sorted every row. This table holds one row per form,
-- kept exact by the triggers below (on every insert, update and delete of returns, documents and
-- usernames, inside the writing transaction), with an index for each sort and a trigram index for
-- the search. PGlite runs the same plpgsql, so one migration serves both databases.
CREATE TABLE "form_list" (
  "type" text NOT NULL,
  "id" integer NOT NULL,
  "form1040_id" integer NOT NULL,
  "user_id" integer NOT NULL,
  "username" text NOT NULL,
  "name" text NOT NULL,
  "amount" numeric,
  "tax" numeric,
  "status" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  -- ILIKE on username or name equals LIKE on lower() of each; a newline (never in a search, which
  -- refuses control characters) keeps a match from spanning the two.
  "search" text GENERATED ALWAYS AS (lower("username") || E'\n' || lower("name")) STORED,
  CONSTRAINT "form_list_type_id_pk" PRIMARY KEY ("type", "id"),
  CONSTRAINT "form_list_form1040_id_form1040s_id_fk" FOREIGN KEY ("form1040_id")
    REFERENCES "public"."form1040s"("id") ON DELETE CASCADE
);
--> statement-breakpoint
-- A document's name and amount: the first present of its main fields (documents name them differently).
-- The order is the list's: employer, business, payer, proprietor, description, then a person's first name.
CREATE FUNCTION "form_list_doc_name"(d jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(d->>'employer_name', ''), nullif(d->>'business_name', ''),
    nullif(d->>'payer_name', ''), nullif(d->>'proprietor_name', ''), nullif(d->>'description', ''),
    nullif(d->>'first_name', ''), '')
$$;
--> statement-breakpoint
-- Only a plain decimal counts as an amount, so a stray value can never break the numeric sort.
-- Schedule C's net profit is computed, not stored, so its rows show no amount.
CREATE FUNCTION "form_list_doc_amount"(d jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT v::numeric FROM (SELECT coalesce(nullif(d->>'wages', ''), nullif(d->>'box1_nonemployee_comp', ''),
    nullif(d->>'box1_gross_dist', ''), nullif(d->>'box1_interest_income', ''),
    nullif(d->>'box1a_ordinary_dividends', ''), nullif(d->>'unemployment_comp', ''),
    nullif(d->>'box3_benefits_paid', ''), nullif(d->>'box1_rents', ''), nullif(d->>'proceeds', ''),
    nullif(d->>'amount', '')) AS v) a
  WHERE v ~ '^-?[0-9]+(\.[0-9]+)?$'
$$;
--> statement-breakpoint
-- The triggers are per statement, over the statement's transition tables, so a bulk import or a
-- recomputation of many returns updates the list in one set-based statement, not once per row.
-- Statements joining two transition tables run through EXECUTE, planned for each call's row counts:
-- a plan cached from a one-row save (a nested loop) would take minutes over 10,000 rows.
-- A deleted return's row and its documents' rows go through the foreign key's ON DELETE CASCADE.
CREATE FUNCTION "form_list_returns_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_list (type, id, form1040_id, user_id, username, name, amount, tax, status, created_at)
  SELECT 'form1040', n.id, n.id, n.user_id, u.username,
    trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')),
    n.refund_amount - n.amount_owed, n.total_tax, n.status, n.created_at
  FROM new_rows n JOIN users u ON u.id = n.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "form_list_returns_added" AFTER INSERT ON "form1040s"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_list_returns_added"();
--> statement-breakpoint
-- Every save of a return updates it; only a change to what the list shows rewrites the list's rows.
CREATE FUNCTION "form_list_returns_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    UPDATE form_list f SET user_id = n.user_id, username = u.username,
      name = trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')),
      amount = n.refund_amount - n.amount_owed, tax = n.total_tax, status = n.status, created_at = n.created_at
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN users u ON u.id = n.user_id
    WHERE f.type = 'form1040' AND f.id = n.id
      AND (o.user_id, o.first_name, o.last_name, o.refund_amount, o.amount_owed, o.total_tax, o.status,
        o.created_at) IS DISTINCT FROM (n.user_id, n.first_name, n.last_name, n.refund_amount, n.amount_owed,
        n.total_tax, n.status, n.created_at)
  $q$;
  -- A return's documents show its status and owner.
  EXECUTE $q$
    UPDATE form_list f SET status = n.status, user_id = n.user_id, username = u.username
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN users u ON u.id = n.user_id
    WHERE f.form1040_id = n.id AND f.type <> 'form1040'
      AND (o.status, o.user_id) IS DISTINCT FROM (n.status, n.user_id)
  $q$;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "form_list_returns_changed" AFTER UPDATE ON "form1040s"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "form_list_returns_changed"();
--> statement-breakpoint
CREATE FUNCTION "form_list_items_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO form_list (type, id, form1040_id, user_id, username, name, amount, tax, status, created_at)
  SELECT n.kind, n.id, r.id, r.user_id, u.username, form_list_doc_name(n.data),
    form_list_doc_amount(n.data), NULL, r.status, n.created_at
  FROM new_rows n JOIN form1040s r ON r.id = n.form1040_id JOIN users u ON u.id = r.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "form_list_items_added" AFTER INSERT ON "return_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_list_items_added"();
--> statement-breakpoint
CREATE FUNCTION "form_list_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A document moved to another kind is listed under its new kind.
  EXECUTE $q$
    DELETE FROM form_list f USING old_rows o JOIN new_rows n ON n.id = o.id
    WHERE f.type = o.kind AND f.id = o.id AND o.kind IS DISTINCT FROM n.kind
  $q$;
  EXECUTE $q$
    INSERT INTO form_list (type, id, form1040_id, user_id, username, name, amount, tax, status, created_at)
    SELECT n.kind, n.id, r.id, r.user_id, u.username, form_list_doc_name(n.data),
      form_list_doc_amount(n.data), NULL, r.status, n.created_at
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN form1040s r ON r.id = n.form1040_id
      JOIN users u ON u.id = r.user_id
    WHERE (o.kind, o.form1040_id, o.data, o.created_at) IS DISTINCT FROM (n.kind, n.form1040_id, n.data, n.created_at)
    ON CONFLICT (type, id) DO UPDATE SET form1040_id = EXCLUDED.form1040_id, user_id = EXCLUDED.user_id,
      username = EXCLUDED.username, name = EXCLUDED.name, amount = EXCLUDED.amount, status = EXCLUDED.status,
      created_at = EXCLUDED.created_at
  $q$;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "form_list_items_changed" AFTER UPDATE ON "return_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "form_list_items_changed"();
--> statement-breakpoint
CREATE FUNCTION "form_list_items_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM form_list f USING old_rows o WHERE f.type = o.kind AND f.id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "form_list_items_removed" AFTER DELETE ON "return_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_list_items_removed"();
--> statement-breakpoint
CREATE FUNCTION "form_list_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE form_list SET username = NEW.username WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Per row: users are updated often (sign-ins), renamed rarely, and a row trigger's WHEN skips the rest.
-- A deleted user's returns (and so their rows) go by ON DELETE CASCADE.
CREATE TRIGGER "form_list_user_rename" AFTER UPDATE OF "username" ON "users" FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION "form_list_user"();
--> statement-breakpoint
INSERT INTO "form_list" (type, id, form1040_id, user_id, username, name, amount, tax, status, created_at)
SELECT 'form1040', r.id, r.id, r.user_id, u.username,
  trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')),
  r.refund_amount - r.amount_owed, r.total_tax, r.status, r.created_at
FROM form1040s r JOIN users u ON u.id = r.user_id;
--> statement-breakpoint
INSERT INTO "form_list" (type, id, form1040_id, user_id, username, name, amount, tax, status, created_at)
SELECT i.kind, i.id, r.id, r.user_id, u.username, form_list_doc_name(i.data), form_list_doc_amount(i.data),
  NULL, r.status, i.created_at
FROM return_items i JOIN form1040s r ON r.id = i.form1040_id JOIN users u ON u.id = r.user_id;
--> statement-breakpoint
-- The propagation of a return's status and of a rename.
CREATE INDEX "form_list_form" ON "form_list" USING btree ("form1040_id");
--> statement-breakpoint
CREATE INDEX "form_list_user" ON "form_list" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "form_list_search" ON "form_list" USING gin ("search" gin_trgm_ops);
--> statement-breakpoint
-- One index per sort, ending in the tie-breaks (type, id) in the sort's direction, so a page is read
-- in order from the index in either direction. Amount and tax have blanks, listed last both ways:
-- a backward scan would put them first, hence a second index for the descending order.
CREATE INDEX "form_list_created" ON "form_list" USING btree ("created_at", "type", "id");
--> statement-breakpoint
CREATE INDEX "form_list_id" ON "form_list" USING btree ("id", "type");
--> statement-breakpoint
CREATE INDEX "form_list_username" ON "form_list" USING btree (lower("username"), "type", "id");
--> statement-breakpoint
CREATE INDEX "form_list_name" ON "form_list" USING btree (lower("name"), "type", "id");
--> statement-breakpoint
CREATE INDEX "form_list_status" ON "form_list" USING btree ("status", "type", "id");
--> statement-breakpoint
CREATE INDEX "form_list_amount" ON "form_list" USING btree ("amount", "type", "id");
--> statement-breakpoint
CREATE INDEX "form_list_amount_desc" ON "form_list" USING btree ("amount" DESC NULLS LAST, "type" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "form_list_tax" ON "form_list" USING btree ("tax", "type", "id");
--> statement-breakpoint
CREATE INDEX "form_list_tax_desc" ON "form_list" USING btree ("tax" DESC NULLS LAST, "type" DESC, "id" DESC);
--> statement-breakpoint
-- The dashboard (GET /api/dashboard, /api/form1040/list) breaks ties by id in the sort's direction, so
-- an index on (column, id) serves a page of any sort in either direction instead of sorting all returns.
DROP INDEX IF EXISTS "form1040s_refund";
--> statement-breakpoint
DROP INDEX IF EXISTS "form1040s_owed";
--> statement-breakpoint
DROP INDEX IF EXISTS "form1040s_taxable";
--> statement-breakpoint
DROP INDEX IF EXISTS "form1040s_total_tax";
--> statement-breakpoint
DROP INDEX IF EXISTS "form1040s_last_name";
--> statement-breakpoint
DROP INDEX IF EXISTS "form1040s_submitted";
--> statement-breakpoint
CREATE INDEX "form1040s_refund" ON "form1040s" USING btree ("refund_amount", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_owed" ON "form1040s" USING btree ("amount_owed", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_taxable" ON "form1040s" USING btree ("taxable_income", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_total_tax" ON "form1040s" USING btree ("total_tax", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_last_name" ON "form1040s" USING btree ("last_name", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_submitted" ON "form1040s" USING btree ("submitted_at", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_first_name" ON "form1040s" USING btree ("first_name", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_filing_status" ON "form1040s" USING btree ("filing_status", "id");
--> statement-breakpoint
CREATE INDEX "form1040s_status_id" ON "form1040s" USING btree ("status", "id");
--> statement-breakpoint
-- Sorting the dashboard by username walks the users in that order.
CREATE INDEX "users_username" ON "users" USING btree ("username");
