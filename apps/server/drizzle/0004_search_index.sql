-- Substring search over names and usernames stays fast with many returns through a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
UPDATE "form1040s" f SET "search_text" = lower(coalesce(f."first_name", '') || ' ' || coalesce(f."last_name", '') || ' ' || u."username") FROM "users" u WHERE u."id" = f."user_id";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "form1040s_search_trgm" ON "form1040s" USING gin ("search_text" gin_trgm_ops);
